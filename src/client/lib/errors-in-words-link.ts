import { TRPCClientError, type TRPCLink } from '@trpc/client';
// tRPC's own helper for writing a link (its documented way), already in @trpc/client's code: not our server.
// eslint-disable-next-line no-restricted-imports
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/app-router/app-router';
import { errorWords } from './server-errors';

/**
 * Puts every failed call's message into words (lib/server-errors.ts) before anything sees it, so
 * an `error.message` shown anywhere (a form, a toast, a dialog) is never "Failed to fetch" or a
 * 5xx's text. The status, code, field errors and cause stay as they came.
 */
export function errorsInWordsLink(): TRPCLink<AppRouter> {
  return () =>
    ({ next, op }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => observer.error(inWords(error)),
        }),
      );
}

function inWords(error: TRPCClientError<AppRouter>): TRPCClientError<AppRouter> {
  const words = errorWords(error);
  if (words === error.message) return error;
  return new TRPCClientError(words, { cause: error.cause, meta: error.meta, result: error.shape ? { error: error.shape } : undefined });
}
