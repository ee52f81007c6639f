import { safeRedirect } from '../../shared/safe-redirect';

/** /signin's search: where to return afterwards (same-site paths only) and an OAuth error code. */
export function validateSignInSearch(search: Record<string, unknown>): { redirect?: string; error?: string } {
  const redirect = typeof search.redirect === 'string' && safeRedirect(search.redirect, '') ? search.redirect : undefined;
  const error = typeof search.error === 'string' ? search.error : undefined;
  return { ...(redirect && { redirect }), ...(error && { error }) };
}

/** The search of a page opened from an e-mailed link: its token (the page checks its shape). */
export function validateTokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' ? { token: search.token } : {};
}
