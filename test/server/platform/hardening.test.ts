import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import { tileOrigin } from '../../../src/server/plugins/security-headers';
import { bearerHeaders } from '../../helpers/auth';
import { postJson } from '../../helpers/accounts';
import { createProduct, createUser } from '../../helpers/factories';
import { checkingRestAnswers, PRODUCTION_ENV, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { shopPorts } from '../../../src/server/feature-ports';

const database = useTestDatabase();
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(config: Config, logStream?: NodeJS.WritableStream) {
  const app = await buildApp({ db: database.db, ports: shopPorts, config }, { client: 'none', logger: Boolean(logStream), logStream });
  await app.ready();
  checkingRestAnswers(app);
  apps.push(app);
  return app;
}
const production = (env: Record<string, string> = {}) => testConfig({ ...PRODUCTION_ENV, ...env });

beforeAll(async () => {
  for (let i = 0; i < 12; i++) await createProduct(database.db, { name: `Hardened rake ${i}` });
});

describe('security headers', () => {
  it('send a Content-Security-Policy that allows only our origin and the map tiles, and no framing', async () => {
    const app = await appWith(testConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' }));
    const response = await app.inject('/api/products');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('img-src \'self\' data: blob: https://*.tiles.example.org');
    expect(csp).not.toContain('stripe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow Stripe only when its card form is enabled, and HSTS in production', async () => {
    const app = await appWith(production({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }));
    const response = await app.inject('/healthz');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['not a url', null],
  ])('tile host of %s is %s', (template, origin) => {
    expect(tileOrigin(template)).toBe(origin);
  });
});

describe('limits, compression and request ids', () => {
  it('compresses large answers and still revalidates them with an ETag', async () => {
    const app = await appWith(testConfig());
    const first = await app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 429 past the global per-IP limit', async () => {
    const app = await appWith(testConfig({ RATE_LIMIT_PER_MINUTE: '5' }));
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await app.inject({ url: '/healthz', remoteAddress: '192.0.2.50' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await app.inject({ url: '/healthz', remoteAddress: '192.0.2.51' })).statusCode).toBe(200);
  });

  it("answers a tRPC batch of many procedures (a page's queries refreshed together), not a 400 for its long path", async () => {
    const app = await appWith(testConfig());
    const procedures = Array.from({ length: 20 }, () => 'auth.me');
    // Each takes no input: the client sends `{}`, as it does for auth.me.
    const answer = await app.inject({ method: 'GET', url: `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent('{}')}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveLength(20);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const app = await appWith(testConfig());
    const response = await postJson(app, '/api/auth/sign-in', { email: 'a@b.com', password: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
  });

  it('gives every answer its own request id, whatever the client sent', async () => {
    const app = await appWith(testConfig());
    const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** The app with its log lines kept in `lines`. */
async function appLoggingAtInfo() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { app: await appWith(testConfig({ LOG_LEVEL: 'info' }), stream), lines };
}

describe('logs', () => {

  it('carry the request id but no query strings, cookies or bearer tokens', async () => {
    const { app, lines } = await appLoggingAtInfo();
    const user = await createUser(database.db);
    const headers = await bearerHeaders(database.db, user);
    const response = await app.inject({ url: '/auth/google/callback?code=secret-code&state=secret-state', headers: { ...headers, cookie: 'toolyard_session=secret-cookie' } });
    await app.inject({ url: '/api/auth/me', headers });
    const log = lines.join('');
    expect(log).toContain(response.headers['x-request-id'] as string);
    for (const secret of ['secret-code', 'secret-state', 'secret-cookie', headers.authorization.slice('Bearer '.length)]) expect(log).not.toContain(secret);
  });

  it('say each request once, when it is answered: method, path, status and time', async () => {
    const { app, lines } = await appLoggingAtInfo();
    const response = await app.inject({ url: '/api/products?page=2' });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === response.headers['x-request-id']);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', path: '/api/products' }, res: { statusCode: 200 } });
    expect(entries[0]!.responseTime).toBeTypeOf('number');
  });
});

describe('logs of refused and private requests', () => {
  it('hold no error for a method a path does not serve (405)', async () => {
    const { app, lines } = await appLoggingAtInfo();
    const response = await app.inject({ method: 'TRACE', url: '/trpc/auth.signIn' });
    expect(response.statusCode).toBe(405);
    const levels = lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.every((level) => level < 50)).toBe(true);
  });

  it.each(['/api/order/ivy@garden.com', '/api/user/Ivy%40Garden.com', '/api/make-admin/ivy%40garden.com', '/api/add-review/ivy@garden.com'])('hold no e-mail from %s: the path says {email}', async (url) => {
    const { app, lines } = await appLoggingAtInfo();
    const admin = await createUser(database.db, { role: 'admin' });
    const headers = await bearerHeaders(database.db, admin);
    await app.inject({ method: url.includes('make-admin') ? 'PUT' : url.includes('add-review') ? 'POST' : 'GET', url, headers });
    const log = lines.join('');
    expect(log).toContain('{email}');
    expect(log.toLowerCase()).not.toMatch(/ivy(@|%40)garden/);
  });
});

describe('the session cookie in production', () => {
  it('is __Host- prefixed and Secure, and signs the browser in', async () => {
    const app = await appWith(production({ PUBLIC_URL: 'https://shop.example' }));
    const signUp = await postJson(app, '/api/auth/sign-up', { name: 'Ivy', email: 'ivy@garden.com', password: 'climbing-ivy' });
    const cookie = signUp.cookies.find((c) => c.name === '__Host-toolyard_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie).not.toHaveProperty('domain');
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: `__Host-toolyard_session=${cookie!.value}` } });
    expect(me.json().user.email).toBe('ivy@garden.com');
  });
});
