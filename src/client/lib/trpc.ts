import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app-router';

/** Typed hooks for every procedure; only the router's type crosses from the server. */
export const trpc = createTRPCReact<AppRouter>();
