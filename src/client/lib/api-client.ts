import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/app-router/app-router';
import { errorsInWordsLink } from './errors-in-words-link';
import { createQueryClient } from './query-client';

/**
 * The most calls one batched request carries: a visitor's cart of 1,000 lines reads each product
 * at once, and one batch naming them all (`/trpc/products.byId,products.byId,…`) would pass the
 * server's 2,000-character path parameter and be refused with 400.
 */
export const BATCH_MAX_ITEMS = 50;

/** One query cache and one tRPC client for the app, shared by React and the router's guards. */
export const queryClient = createQueryClient();
export const trpcClient = createTRPCClient<AppRouter>({ links: [errorsInWordsLink(), httpBatchLink({ url: '/trpc', maxItems: BATCH_MAX_ITEMS })] });
/** The procedures' query options outside React (the router's guards, sign-out): what `useTRPC()` gives a component. */
export const trpcOptions = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
