import { TRPCClientError } from '@trpc/client';

/**
 * What to say when a payment call itself failed: the shop's own words for a refusal it answered
 * (a 4xx carries a message written for people), and plain words when it could not be reached or
 * broke, never the raw "Failed to fetch" (issue 23).
 */
export function unreachableMessage(error: unknown, what = 'take the payment'): string {
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
  if (status !== undefined && status < 500 && error instanceof Error) return error.message;
  return `We couldn't reach the shop to ${what}. Check your connection and try again.`;
}
