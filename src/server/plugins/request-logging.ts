import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Structured JSON logs (pino) that carry no secrets: every request gets a random id (a client's
 * own `X-Request-Id` is not trusted), answered in `X-Request-Id` so a user's report can be
 * matched; a request is logged without its query string (OAuth codes, tRPC inputs with e-mails)
 * and without headers (cookies, bearer tokens).
 */
export function loggingOptions(config: Config, stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logger: {
      level: config.logLevel,
      ...(stream && { stream }),
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, path: request.url.split('?')[0], remoteAddress: request.ip }),
      },
    },
  };
}
