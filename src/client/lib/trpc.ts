import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/app-router/app-router';

/**
 * Every procedure's query and mutation options, typed: `const trpc = useTRPC()`, then
 * `useQuery(trpc.x.queryOptions(input))`. Only the router's type crosses from the server. These
 * options, not a set of tRPC hooks of their own, keep the first download small (docs/decisions/102).
 * `useTRPCClient()` is for the rare read a mutation procedure answers (checkout's quote, a POST).
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
