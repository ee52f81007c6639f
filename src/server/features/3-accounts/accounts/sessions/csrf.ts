import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../../config';
import { credentialOf } from './authenticate-request';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Route patterns (as the router matched them, after decoding) of the API. */
const API_ROUTES = /^\/(api|trpc)\//;

/** The origin a browser says the request came from: Origin, else Referer's; null when neither. */
function sourceOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF (docs/architecture.md#csrf), once for every API route: a state-changing request to /api or
 * /trpc that another site's page made (its Origin is neither PUBLIC_URL's nor the requested host's)
 * is refused with 403. Browsers attach the session cookie on
 * their own, so a cookie-authenticated request must also say it came from our origin. Bearer
 * requests are exempt (no browser adds that header by itself), and a request with neither cookie
 * nor Origin/Referer is an API client, not a browser.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  const siteOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    // The routed pattern, not the raw URL: `/%74rpc/...` is routed to /trpc too.
    if (!STATE_CHANGING.has(request.method) || !API_ROUTES.test(request.routeOptions.url ?? '')) return;
    const credential = credentialOf(request, config);
    if (credential?.kind === 'bearer') return;
    const origin = sourceOrigin(request);
    // The page's own host counts too (http://127.0.0.1:3000 for a site configured as localhost):
    // another site cannot make a browser send our cookie to a Host of its choosing.
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin === siteOrigin || origin === ownOrigin || (origin === null && !credential)) return;
    return reply.status(403).send({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
  });
}
