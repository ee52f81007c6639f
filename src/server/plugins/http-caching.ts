import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cache headers for the API (docs/decisions/021). Public reads that are the same for every
 * visitor get `Cache-Control: public, no-cache` and an ETag, so a repeat visit costs a 304 instead
 * of the body. Every other /api and /trpc answer is `private, no-store`: it may name the user.
 * The built client's own headers (hashed assets immutable, pages no-cache) are set in client.ts.
 */

/** REST reads whose answer depends on nothing but the database and the server's settings. */
const publicRestReads = [/^\/api\/products$/, /^\/api\/product\/[^/]+$/, /^\/api\/reviews$/, /^\/api\/stat$/, /^\/api\/site-config$/, /^\/api\/openapi\.json$/];

/** The same reads as tRPC queries; a batch is public only when every query in it is. */
const publicTrpcQueries = new Set(['products.list', 'products.byId', 'reviews.list', 'stat.get', 'site.config']);

const apiPath = /^\/(api|trpc)(\/|$)/;

function isPublicRead(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname.startsWith('/trpc/')) {
    // Procedure names are plain words: an encoded or odd path is simply not a public read.
    const procedures = pathname.slice('/trpc/'.length).split(',');
    return procedures.every((name) => publicTrpcQueries.has(name));
  }
  return publicRestReads.some((pattern) => pattern.test(pathname));
}

/** True when `If-None-Match` lists `etag` (weak comparison, as RFC 9110 asks for this header). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * tRPC hands Fastify a fetch `Response` whose status and headers are applied only after onSend:
 * apply them now and read the body, so the hook sees what will be sent.
 */
async function bodyOf(reply: FastifyReply, payload: unknown): Promise<string | Buffer | null> {
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Response) {
    void reply.code(payload.status);
    payload.headers.forEach((value, name) => void reply.header(name, value));
    return payload.text();
  }
  return null;
}

/** Adds the onSend hook; register it after @fastify/cookie so Set-Cookie is already decided. */
export function registerHttpCaching(app: FastifyInstance): void {
  // The REST adapter rewrites request.url (it strips /api), so remember the path as it arrived.
  const arrivedAt = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (request) => {
    arrivedAt.set(request, request.url.split('?')[0] ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = arrivedAt.get(request) ?? '';
    if (!apiPath.test(pathname) || reply.hasHeader('cache-control')) return payload;

    // A response that sets a cookie (a renewed session) must never sit in a shared cache.
    const cacheable = isPublicRead(request, pathname) && !reply.hasHeader('set-cookie');
    if (!cacheable) {
      void reply.header('cache-control', 'private, no-store');
      return payload;
    }

    const body = await bodyOf(reply, payload);
    if (body === null || reply.statusCode !== 200) {
      void reply.header('cache-control', 'no-store');
      return body ?? payload;
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    void reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return body;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  });
}
