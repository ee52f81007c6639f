import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * One error handler for the plain Fastify routes (tRPC and REST format their own): client errors
 * keep their message, server errors never show theirs.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(status).send({
      code: error.code ?? 'ERROR',
      message: status >= 500 ? 'Internal server error' : error.message,
    });
  });
}
