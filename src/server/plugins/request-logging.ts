import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** The request and its outcome in one line, written when the answer has gone. */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // originalUrl is read lazily: keep it now, before the OpenAPI adapter rewrites the URL.
    void request.originalUrl;
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * A request's path as the logs show it: no query string, and a segment that holds an e-mail
 * (`/api/order/{email}`, raw or percent-encoded) replaced by `{email}`.
 *
 * @example pathForLog('/api/order/ivy%40garden.com?x=1') // '/api/order/{email}'
 */
export function pathForLog(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  return path
    .split('/')
    .map((segment) => (segment.includes('@') || segment.toLowerCase().includes('%40') ? '{email}' : segment))
    .join('/');
}

/**
 * Structured JSON logs (pino) that carry no secrets: every request gets a random id (a client's
 * own `X-Request-Id` is not trusted), answered in `X-Request-Id` so a user's report can be
 * matched; a request is logged without its query string (OAuth codes, tRPC inputs with e-mails),
 * without the e-mails in its path, and without headers (cookies, bearer tokens). One line per request, when it is answered
 * (Fastify's default line on arrival doubled the logging cost of every call).
 */
export function loggingOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    logger: {
      level: config.logLevel,
      ...(stream && { stream }),
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, path: pathForLog(request.originalUrl), remoteAddress: request.ip }),
      },
    },
  };
}
