import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, errorCodeOf } from '../errors/app-error';

/**
 * One error handler for the plain Fastify routes (webhooks, uploads, OAuth; tRPC and REST format
 * their own): a service's AppError answers its status with its message and field errors, other
 * client errors keep their message, and server errors never show theirs. Every body is
 * `{code, message}` with the code of its status (errorCodeOf), as openapi.json describes errors.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, fieldErrors: error.fieldErrors });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // The code of the status, as a procedure says it, never Fastify's own (FST_ERR_CTP_BODY_TOO_LARGE).
    return reply.status(status).send({ code: errorCodeOf(status), message: status >= 500 ? 'Internal server error' : error.message });
  });
}
