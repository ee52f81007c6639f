import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * One error handler for the plain Fastify routes (webhooks, uploads, OAuth; tRPC and REST format
 * their own): a service's AppError answers its status with its message and field errors, other
 * client errors keep their message, and server errors never show theirs.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, fieldErrors: error.fieldErrors });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      code: error.code ?? 'ERROR',
      message: status >= 500 ? 'Internal server error' : error.message,
    });
  });
}
