import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { registerOAuthRoutes } from './features/3-accounts/accounts/oauth/oauth-routes';
import { authenticateRequest } from './features/3-accounts/accounts/sessions/authenticate-request';
import { registerPaymentWebhooks } from './features/5-payments/payments/webhooks/webhook-routes';
import { registerImageUpload, registerUploadedImages } from './features/1-platform/uploads/uploads-routes';
import { registerDevMailbox } from './features/1-platform/mail/dev-mailbox/dev-mailbox-routes';
import { registerInvoiceRoutes } from './features/6-invoices/invoices/invoice-routes';
import { registerStatementRoutes } from './features/6-invoices/invoices/receivables/statement-routes';
import { registerSubscribersCsvExport } from './features/3-accounts/newsletter/subscribers-csv-route';
import { registerOrdersCsvExport } from './features/4-orders/orders/csv-export/orders-csv-route';
import { registerListCsvRoute } from './features/4-orders/requisition-lists/list-csv-route';
import { registerProductCsvRoutes } from './features/2-catalogue/products/csv/product-csv-routes';
import { registerPriceListEntryCsvRoutes } from './features/3-accounts/price-lists/price-list-entries-csv-routes';
import { warnIfMailHeld } from './features/1-platform/mail/delivery/warn-if-mail-held';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerAdminScope } from './features/3-accounts/accounts/sessions/admin-scope';
import { registerApiDocs } from './rest/api-docs';
import { registerBodyLimit } from './plugins/body-limit';
import { registerMethodNotAllowed } from './plugins/method-not-allowed';
import { registerApi } from './rest/api';
import { registerBuiltClient, registerDevClient } from './pages/client-serving';
import { pageWithDataOf } from './pages/page-render';
import { registerCsrfProtection } from './features/3-accounts/accounts/sessions/csrf';
import { errorCodeOf } from './errors/app-error';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealthRoutes } from './plugins/health';
import { registerHttpCaching } from './plugins/http-caching';
import { registerResponseCache } from './response-cache/response-cache';
import { loggingOptions } from './plugins/request-logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSitemap } from './pages/sitemap/sitemap';
import type { AppServices } from './services';
import { toFastifyTrustProxy } from './trust-proxy';

export interface BuildAppOptions {
  /** `built` serves dist/client, `dev` runs Vite middleware, `none` serves only the API (tests). */
  client?: 'built' | 'dev' | 'none';
  logger?: boolean;
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
}

/**
 * The whole server as one Fastify instance, assembled in a fixed order: core plugins (errors,
 * headers, limits, cookies, CSRF, caching, then compression so it compresses what caching saw),
 * the API, docs and health, then the web client (last, because it answers every other path).
 */
export async function buildApp(services: AppServices, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const logging = loggingOptions(config, options.logStream);
  const app = Fastify({
    ...logging,
    logger: options.logger === false ? false : logging.logger,
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    // A tRPC batch names its procedures in one path parameter (`/trpc/a.list,b.detail,…`): Fastify's
    // default of 100 characters refused a page refreshing six queries at once with a 400.
    routerOptions: { maxParamLength: 2000 },
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // A URL that does not decode ('/api/product/%E0%A4%A') answers as any other bad request.
    frameworkErrors: (error, _request, reply) => void (reply as FastifyReply).status(400).send({ code: errorCodeOf(400), message: error.message }),
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  const client = options.client ?? 'built';
  registerErrorHandler(app);
  const served = registerMethodNotAllowed(app);
  registerBodyLimit(app);
  registerSecurityHeaders(app, config, { csp: client !== 'dev' });
  await app.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: 60_000 });
  registerJsonBodyParser(app);
  await app.register(cookie);
  registerCsrfProtection(app, config);
  registerHttpCaching(app);
  const responseCache = registerResponseCache(app, services, pageWithDataOf);
  await app.register(compress, { threshold: 1024 });
  // Plain admin routes, behind the admin scope's one guard.
  await registerAdminScope(app, services, async (admin) => {
    registerOrdersCsvExport(admin, services);
    registerSubscribersCsvExport(admin, services);
    await registerProductCsvRoutes(admin, services);
    await registerPriceListEntryCsvRoutes(admin, services);
    await registerImageUpload(admin, services);
  });
  // An order's invoice and credit notes as PDFs, for its owner or an admin.
  registerInvoiceRoutes(app, services);
  // A company's statement as a PDF, for its members.
  registerStatementRoutes(app, services);
  // A requisition list as CSV, for whoever may view it.
  registerListCsvRoute(app, services);
  await registerApi(app, services, served);
  registerOAuthRoutes(app, services);
  await registerUploadedImages(app, services);
  await registerPaymentWebhooks(app, services);
  await registerApiDocs(app);
  registerSitemap(app, services, responseCache);
  registerHealthRoutes(app, services.db);
  registerDevMailbox(app, services, async (request, reply) => (await authenticateRequest(services, request, reply)).user?.email ?? null);
  warnIfMailHeld(app.log, config);

  if (client === 'built') await registerBuiltClient(app, services, responseCache);
  else if (client === 'dev') await registerDevClient(app, services);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' }));

  return app;
}
