import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** An app as production runs it, with a per-IP budget of 5 failed sign-ins a window. */
async function appTrusting(env: Record<string, string>) {
  const config = testConfig({ ...PRODUCTION_ENV, ...env });
  const app = await buildTestApp(database.db, { config: { ...config, rateLimits: { windowMs: 3_600_000, perEmail: 1000, perIp: 5 } } });
  apps.push(app);
  return app;
}

function failedSignIn(app: FastifyInstance, attempt: number, forwardedFor: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ email: `guess${attempt}@garden.com`, password: 'wrong' }),
  });
}

async function statusesOf(app: FastifyInstance, forwardedFor: (attempt: number) => string, remoteAddress: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 40; attempt++) statuses.push((await failedSignIn(app, attempt, forwardedFor(attempt), remoteAddress)).statusCode);
  return statuses;
}

describe('client addresses behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default, even in production: 40 forged headers still hit the per-IP limit', async () => {
    const app = await appTrusting({});
    const statuses = await statusesOf(app, (attempt) => `198.51.100.${attempt}`, '203.0.113.10');
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('with a hop count, takes the address our proxy appended, not the one the client wrote', async () => {
    const app = await appTrusting({ TRUST_PROXY: '1' });
    // The client forges the left-most entry; our proxy (10.0.0.2) appends the real client address.
    const statuses = await statusesOf(app, (attempt) => `198.51.100.${attempt}, 203.0.113.20`, '10.0.0.2');
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const rows = await database.db.selectFrom('rateLimitHits').select('key').where('key', 'like', 'auth:ip:%198.51.100%').execute();
    expect(rows).toEqual([]);
  });

  it('with proxy addresses, trusts only those proxies', async () => {
    const app = await appTrusting({ TRUST_PROXY: '10.0.0.0/8' });
    const viaProxy = await failedSignIn(app, 1, '203.0.113.30', '10.1.2.3');
    expect(viaProxy.statusCode).toBe(401);
    const key = await database.db.selectFrom('rateLimitHits').select('key').where('key', '=', 'auth:ip:203.0.113.30').executeTakeFirst();
    expect(key).toBeDefined();
    // Not from a trusted proxy: the header is the client's own words and is ignored.
    await failedSignIn(app, 2, '192.0.2.99', '198.51.100.77');
    const forged = await database.db.selectFrom('rateLimitHits').select('key').where('key', '=', 'auth:ip:192.0.2.99').executeTakeFirst();
    expect(forged).toBeUndefined();
  });
});
