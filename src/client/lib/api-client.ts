import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/app-router/app-router';
import { errorsInWordsLink } from './errors-in-words-link';
import { createQueryClient } from './query-client';

/** One query cache and one tRPC client for the app, shared by React and the router's guards. */
export const queryClient = createQueryClient();
export const trpcClient = createTRPCClient<AppRouter>({ links: [errorsInWordsLink(), httpBatchLink({ url: '/trpc' })] });
/** The procedures' query options outside React (the router's guards, sign-out): what `useTRPC()` gives a component. */
export const trpcOptions = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
