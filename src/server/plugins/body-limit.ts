import type { FastifyInstance } from 'fastify';

/**
 * Refuses a body whose declared length is over its route's limit with 413 before a byte of it is
 * read, whatever its content type: Fastify checks only the bodies it parses, and a route's own
 * parser (multipart, webhooks) may not. Bodies of unknown length are cut at the limit by the
 * parser that reads them.
 */
export function registerBodyLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    if (declared > request.routeOptions.bodyLimit) {
      return reply.status(413).header('connection', 'close').send({ code: 'PAYLOAD_TOO_LARGE', message: `The body may be at most ${request.routeOptions.bodyLimit} bytes` });
    }
  });
}
