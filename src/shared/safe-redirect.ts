/**
 * Where to go after signing in: only a same-site relative path (`/orders?x=1`), never another site
 * (`//evil.example`, `/\evil.example`, `https://...`). Anything else falls back to `/`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters could smuggle a second path segment past some parsers.
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return target;
}
