/**
 * The best encoding of ours (`br`, then `gzip`) that an `Accept-Encoding` header allows, or null
 * for the plain body. Honours `q=0` (refused) and `*`.
 * @example preferredEncoding('gzip, deflate, br') // 'br'
 * @example preferredEncoding('br;q=0, gzip') // 'gzip'
 * @example preferredEncoding('identity') // null
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  return of('gzip') > 0 ? 'gzip' : null;
}
