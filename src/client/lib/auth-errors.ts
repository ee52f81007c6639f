import { TRPCClientError } from '@trpc/client';

/**
 * docs/product.md#on-screen: any 401 or 403 from the API signs the user out and returns to `/`. The query
 * and mutation caches report every failure here; the app registers what "sign out" means (going
 * home needs the router, which lib/ must not import). Requests whose 401 is an expected answer (a
 * wrong password on the sign-in form) opt out with `meta: { authErrorsHandled: true }`.
 */
type Listener = () => void;
let listener: Listener | null = null;

export function isAuthError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return status === 401 || status === 403;
}

/** Registers the one handler; answers a function that removes it. */
export function onAuthError(handler: Listener): () => void {
  listener = handler;
  return () => {
    if (listener === handler) listener = null;
  };
}

export function reportApiError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.authErrorsHandled) return;
  if (isAuthError(error)) listener?.();
}
