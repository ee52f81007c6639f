import { TRPCClientError } from '@trpc/client';

/** A refusal as the server formats it (trpc/trpc.ts): a message, the status and field messages. */
export function serverError(message: string, httpStatus: number, fieldErrors?: Record<string, string[]>): Error {
  const data = { code: 'BAD_REQUEST', httpStatus, fieldErrors };
  // The fake link passes a TRPCClientError through as it is, data included.
  return new TRPCClientError(message, { result: { error: { message, code: -32600, data } } } as never);
}
