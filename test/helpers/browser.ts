import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { DB } from '../../src/server/db/database';
import { SESSION_COOKIE } from '../../src/server/features/3-accounts/accounts/sessions/session-cookie';
import { createSession } from '../../src/server/features/3-accounts/accounts/sessions/sessions';
import type { Config } from '../../src/server/config';
import type { ContextUser } from '../../src/server/services';
import { settleContexts, startTrace, watchPageErrors, type PageErrorWatch } from './browser-failures';
import { chromiumPath, launchChromium } from './chromium';
import { OFFLINE_TILE } from './offline-tile';
import { buildTestApp, testConfig } from './test-app';
import { useTestDatabase } from './test-database';

/** The test configuration for a server at `baseUrl` that a browser drives offline. */
export function browserTestConfig(baseUrl: string, env: NodeJS.ProcessEnv = {}): Config {
  return testConfig({ PUBLIC_URL: baseUrl, MAP_TILE_URL: OFFLINE_TILE, ...env });
}

/**
 * Whether browser journeys can run. Without Chromium they are skipped with a notice, except in CI
 * (`CI=true`), where a missing browser is a failure: CI must run them.
 */
function chromiumAvailable(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (process.env.CI === 'true') throw new Error(`No Chromium at ${chromiumPath}: CI runs the browser journeys (apt-get install chromium)`);
  console.warn(`Skipping browser journeys: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`);
  return false;
}

/**
 * An HTTP server already listening on a loopback port the system chose. Held from the start: a port
 * found free, closed, and listened on only once the app was built was taken in between by another
 * file's connection (EADDRINUSE in CI).
 */
async function listeningServer(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * This worker's Chromium: launched by the first journey file the worker runs and kept for the
 * next, as the files share the worker's module graph (docs/decisions/165-a-chromium-per-worker.md).
 * Each file works in contexts of its own and closes them. Playwright closes the browser when the
 * worker exits.
 */
let workerChromium: Promise<Browser> | undefined;
function chromiumOfThisWorker(): Promise<Browser> {
  workerChromium ??= launchChromium().catch((error: unknown) => {
    workerChromium = undefined;
    throw error;
  });
  return workerChromium;
}

export interface BrowserApp {
  readonly db: DB;
  readonly baseUrl: string;
  readonly browser: Browser;
  /**
   * A fresh browser context (own cookies), optionally signed in as `user`. Any uncaught error in
   * its pages, and any hydration error React logs, fails the running test (browser-failures.ts).
   */
  newContext(user?: ContextUser): Promise<BrowserContext>;
  newPage(user?: ContextUser): Promise<Page>;
  /**
   * Lets the running test's pages throw errors matching `pattern` without failing it: for a
   * journey that provokes one on purpose. Say why beside the call.
   */
  allowPageErrors(pattern: RegExp): void;
}

/**
 * For browser journeys: this file's own database, the real server with the built client on a
 * loopback port, and Chromium. Requires `npm run build` first (`npm test` does it).
 */
export function useBrowserApp(options: { config?: (baseUrl: string) => Config } = {}): BrowserApp {
  const database = useTestDatabase();
  let app: FastifyInstance | undefined;
  let server: http.Server | undefined;
  let browser: Browser | undefined;
  let baseUrl = '';
  const contexts: BrowserContext[] = [];
  /** The contexts the running test opened: traced, and closed when it ends. */
  let testContexts: BrowserContext[] = [];
  /** The page errors and hydration errors of the running test's contexts. */
  let pageErrors: PageErrorWatch = watchPageErrors();

  // A journey walks many pages, each checked by axe at two widths: more than a unit test's time.
  vi.setConfig({ testTimeout: 90_000 });
  const available = chromiumAvailable();
  beforeEach((context) => {
    if (!available) context.skip();
    testContexts = [];
    pageErrors = watchPageErrors();
  });
  // A failed test leaves its trace and screenshots behind, named in its failure (as a second error).
  // A test whose pages threw, or failed to hydrate, fails with them, though its steps all passed.
  afterEach(async (test) => {
    const opened = testContexts;
    testContexts = [];
    const errors = pageErrors.failures();
    const record = await settleContexts(test, opened, errors.length > 0);
    if (errors.length > 0) throw new Error(`The pages of this journey logged errors:\n${errors.join('\n')}${record ? `\n${record}` : ''}`);
    if (record) throw new Error(record);
  });

  beforeAll(async () => {
    if (!available) return;
    // The public URL must be known before the app is built (CSRF origin checks use it), so the
    // port is bound first and the app answers its requests once built.
    const listening = await listeningServer();
    server = listening.server;
    baseUrl = `http://127.0.0.1:${listening.port}`;
    const config = options.config?.(baseUrl) ?? browserTestConfig(baseUrl);
    const built = await buildTestApp(database.db, { client: 'built', config });
    app = built;
    server.on('request', (request, response) => built.routing(request, response));
    browser = await chromiumOfThisWorker();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await app?.close();
  });

  const self: BrowserApp = {
    get db() {
      return database.db;
    },
    get baseUrl() {
      return baseUrl;
    },
    get browser() {
      if (!browser) throw new Error('The browser is ready only inside tests and hooks');
      return browser;
    },
    async newContext(user) {
      const context = await self.browser.newContext({ baseURL: baseUrl });
      contexts.push(context);
      testContexts.push(context);
      pageErrors.watch(context);
      await startTrace(context);
      if (user) {
        const { token, expiresAt } = await createSession(database.db, user.id);
        await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax', expires: expiresAt.getTime() / 1000 }]);
      }
      return context;
    },
    async newPage(user) {
      return (await self.newContext(user)).newPage();
    },
    allowPageErrors(pattern) {
      pageErrors.allow(pattern);
    },
  };
  return self;
}
