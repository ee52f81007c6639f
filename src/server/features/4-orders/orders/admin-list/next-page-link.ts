/**
 * An RFC 8288 `Link` header to the next page: the same query with the new cursor.
 *
 * @example
 * nextPageLink('/api/orders', { status: 'shipped' }, 'abc'); // '</api/orders?status=shipped&cursor=abc>; rel="next"'
 */
export function nextPageLink(path: string, query: Record<string, string | number | undefined>, cursor: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && name !== 'cursor') params.set(name, String(value));
  }
  params.set('cursor', cursor);
  return `<${path}?${params.toString()}>; rel="next"`;
}
