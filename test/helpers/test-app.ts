import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { DB } from '../../src/server/db/database';
import { shopPorts } from '../../src/server/feature-ports';
import { createCaller } from '../../src/server/app-router/app-router';
import { checkRestAnswer } from './openapi-answers';
import { useTestDatabase, type TestDatabaseOptions } from './test-database';
import type { ContextUser } from '../../src/server/services';

/**
 * Configuration as a test run sees it: no real secrets, everything offline. Every request of a
 * test comes from one IP, so the auth rate limits are raised (rate-limit tests set their own).
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data/test', LOG_LEVEL: 'silent', DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '1000000', ...env });
  return { ...config, rateLimits: { ...config.rateLimits, perEmail: 1000, perIp: 1000 } };
}

/**
 * The environment of a production shop as its operator sets it: Stripe keys (these tests never
 * reach Stripe), the seller its invoices name, no demo mode. Production refuses the test gateway without DEMO_MODE=true.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
  SELLER_NAME: 'Garden Test Ltd',
  SELLER_ADDRESS: '2 Test Lane, Testville',
} as const;

/** The real app (API only unless asked) on a test database, ready for `inject`. */
export async function buildTestApp(db: DB, options: BuildAppOptions & { config?: Config } = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: options.config ?? testConfig(), ports: shopPorts }, { client: 'none', logger: false, ...options });
  await app.ready();
  return checkingRestAnswers(app);
}

/**
 * `app` with every answer its `inject` gives to /api checked against openapi.json: a test that
 * receives one the document does not describe fails (test/helpers/check-rest-answers.ts).
 * buildTestApp does it; a test that builds its app itself calls it.
 */
export function checkingRestAnswers(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  const checked = (options?: string | InjectOptions, callback?: unknown) => {
    if (options === undefined || callback !== undefined) return (inject as (...args: unknown[]) => unknown)(options, callback);
    const request = typeof options === 'string' ? { method: 'GET', url: options } : { method: options.method ?? 'GET', url: urlOf(options) };
    return inject(options).then((response) => {
      checkRestAnswer({ method: String(request.method), url: request.url, status: response.statusCode, headers: response.headers, body: response.rawPayload });
      return response;
    });
  };
  app.inject = checked as typeof app.inject;
  return app;
}

function urlOf(options: InjectOptions): string {
  const url = options.url ?? options.path ?? '/';
  if (typeof url !== 'string') return `${url.pathname ?? '/'}${url.query ? `?${new URLSearchParams(url.query as Record<string, string>)}` : ''}`;
  const query = options.query ? `${url.includes('?') ? '&' : '?'}${new URLSearchParams(options.query as Record<string, string>)}` : '';
  return `${url.replace(/^https?:\/\/[^/]+/, '')}${query}`;
}

/** Calls procedures directly, as `user` (or anonymously with null). */
export function callerFor(db: DB, user: ContextUser | null, config: Config = testConfig()) {
  return createCaller({ db, config, user, sessionId: null, ports: shopPorts });
}

/**
 * For a test file: its own fresh database and the app (API only unless asked) on it, built before
 * the file's tests and closed after. `db` and `app` are ready inside tests and hooks.
 */
export function useTestApp(options: BuildAppOptions & { config?: Config; catalogue?: TestDatabaseOptions['catalogue'] } = {}) {
  const { catalogue, ...appOptions } = options;
  const database = useTestDatabase({ catalogue });
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(database.db, appOptions);
  });
  afterAll(() => app?.close());
  return {
    get db(): DB {
      return database.db;
    },
    get app(): FastifyInstance {
      if (!app) throw new Error('The test app is ready only inside tests and hooks');
      return app;
    },
  };
}
