import { httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { errorsInWordsLink } from './errors-in-words-link';
import { createQueryClient } from './query-client';
import { trpc } from './trpc';

/** One query cache and one tRPC client for the app, shared by React and the router's guards. */
export const queryClient = createQueryClient();
export const trpcClient = trpc.createClient({ links: [errorsInWordsLink(), httpBatchLink({ url: '/trpc' })] });
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
