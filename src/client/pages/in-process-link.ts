import { TRPCClientError, type TRPCLink } from '@trpc/client';
// tRPC's own helper for writing a link (its documented way), already in @trpc/client's code: not our server.
// eslint-disable-next-line no-restricted-imports
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/app-router/app-router';

/** Runs the procedure at `path` (`products.byId`) with `input`, for the request being rendered. */
export type CallProcedure = (path: string, input: unknown) => Promise<unknown>;

/**
 * A terminating link that hands every call to `call`: on the server, the procedures themselves,
 * called in-process with the request's context (src/server/pages/page-render.ts), never over HTTP.
 */
export function inProcessLink(call: CallProcedure): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        call(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
        );
      });
}
