import { pages, type Page } from '../../shared/pages';

/** A page a request's path opens, and the values of its `$name` segments. */
export interface PageMatch {
  page: Page;
  params: Record<string, string>;
  /** The path as the client's links write it: each segment percent-encoded once, no trailing slash. */
  path: string;
}

/**
 * The segments of a request's path, each percent-decoded as the browser's router reads them
 * (`/%70urchase/x` is `/purchase/x`), with one trailing slash ignored. Null for a path no link
 * of the client makes: an empty segment (`//about`, `/dashboard//x`), a dot segment (`..`, which a
 * browser resolves before asking), or a malformed escape. `%2F` stays inside its segment.
 */
export function pathSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/')) return null;
  const trimmed = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  if (trimmed === '/') return [];
  const segments: string[] = [];
  for (const raw of trimmed.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..') return null;
    segments.push(segment);
  }
  return segments;
}

function paramsIfMatches(pattern: string, segments: string[]): Record<string, string> | null {
  const wanted = pattern === '/' ? [] : pattern.slice(1).split('/');
  if (wanted.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment.startsWith('$')) params[segment.slice(1)] = segments[i]!;
    else if (segment !== segments[i]) return null;
  }
  return params;
}

/**
 * The page of the client router that `rawPath` (a request's path, still percent-encoded, without
 * its query) opens, or null for an unknown path.
 *
 * @example matchPage('/purchase/42') // { page: <the purchase page>, params: { id: '42' } }
 * @example matchPage('/purchase/42/x') // null
 */
export function matchPage(rawPath: string): PageMatch | null {
  const segments = pathSegments(rawPath);
  if (!segments) return null;
  for (const page of pages) {
    const params = paramsIfMatches(page.path, segments);
    if (params) return { page, params, path: `/${segments.map(encodeURIComponent).join('/')}` };
  }
  return null;
}
