import { createHash, type Hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answersWithContractPrices, markPublicReadPriced } from './contract-viewers';

/**
 * Cache headers (docs/decisions/021). A read that is the same for every visitor says so itself:
 * a procedure by `.meta({ cache: 'public' })` (trpc/cache-policy.ts), a plain route by setting
 * `PUBLIC_READ`. Such answers get an ETag, so a repeat visit costs a 304 instead of the body.
 * Every other answer that sets no Cache-Control of its own is `private, no-store`: it may name
 * the user. So is a public read answered for a contract viewer (a member of a company with a
 * price list, plugins/contract-viewers.ts): it carries their prices (docs/decisions/139-contract-reads).
 * The built client's own headers (hashed assets immutable, pages no-cache) are set in
 * client.ts.
 */
export const PUBLIC_READ = 'public, no-cache';
export const PRIVATE = 'private, no-store';

/** A strong ETag from the SHA-256 of a body (a hash fed with it, not yet digested). */
export function etagOf(sha256: Hash): string {
  return `"${sha256.digest('base64url').slice(0, 27)}"`;
}

/** True when `If-None-Match` lists `etag` (weak comparison, as RFC 9110 asks for this header). */
export function ifNoneMatchLists(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * tRPC hands Fastify a fetch `Response` whose status and headers are applied only after onSend:
 * apply them now and read the body, so the hook sees what will be sent.
 */
async function unwrap(reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!(payload instanceof Response)) return payload;
  void reply.code(payload.status);
  payload.headers.forEach((value, name) => void reply.header(name, value));
  return payload.text();
}

/** Adds the onSend hook; register it after @fastify/cookie so Set-Cookie is already decided. */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, raw) => {
    const payload = await unwrap(reply, raw);
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', PRIVATE);
    if (reply.getHeader('cache-control') !== PUBLIC_READ) return payload;
    // A contract viewer's prices: never in a shared cache, never revalidated against anyone's copy.
    if (answersWithContractPrices(request)) {
      markPublicReadPriced(request);
      void reply.header('cache-control', PRIVATE).removeHeader('etag');
      return payload;
    }
    // A response that sets a cookie (a renewed session) must never sit in a shared cache.
    if (reply.hasHeader('set-cookie')) {
      void reply.header('cache-control', PRIVATE);
      return payload;
    }
    // An answer that carries its ETag already (the response cache's ready bytes) is complete.
    if (reply.hasHeader('etag')) return payload;
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (body === null || reply.statusCode !== 200) {
      void reply.header('cache-control', 'no-store');
      return payload;
    }
    const etag = etagOf(createHash('sha256').update(body));
    void reply.header('etag', etag);
    if (!ifNoneMatchLists(request.headers['if-none-match'], etag)) return body;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  });
}
