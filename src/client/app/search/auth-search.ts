import { safeRedirect } from '../../../shared/safe-redirect';
import { asString, urlSearch } from '../../lib/url-search';

/** /signin's search: where to return afterwards (same-site paths only) and an OAuth error code. */
export const validateSignInSearch: (search: Record<string, unknown>) => { redirect?: string; error?: string } = urlSearch({
  redirect: (value) => (typeof value === 'string' && safeRedirect(value, '') ? value : undefined),
  error: (value) => asString(value) || undefined,
});

/** The search of a page opened from an e-mailed link: its token (the page checks its shape). */
export const validateTokenSearch: (search: Record<string, unknown>) => { token?: string } = urlSearch({ token: asString });

/** /signup's search: where to return afterwards (same-site paths only) and the e-mail to start with (an invitation's). */
export const validateSignUpSearch: (search: Record<string, unknown>) => { redirect?: string; email?: string } = urlSearch({
  redirect: (value) => (typeof value === 'string' && safeRedirect(value, '') ? value : undefined),
  email: (value) => asString(value)?.slice(0, 254) || undefined,
});
