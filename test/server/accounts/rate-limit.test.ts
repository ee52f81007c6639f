import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/features/3-accounts/accounts/passwords';
import { buildTestApp, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  const config = testConfig();
  // A window of a century: no test run straddles two windows, so the counts below are exact.
  const windowMs = 100 * 365 * 24 * 60 * 60 * 1000;
  app = await buildTestApp(database.db, { config: { ...config, rateLimits: { windowMs, perEmail: 3, perIp: 5 } } });
});
afterAll(() => app.close());

function post(url: string, body: unknown, ip: string) {
  return app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

describe('rate limits on sign-in, sign-up and token', () => {
  it('answers 429 once one e-mail has used its attempts, to an IP that has been failing, even with the right password', async () => {
    expect((await post('/api/auth/sign-up', { name: 'Rose', email: 'rose@garden.com', password: 'thorny-stem' }, '10.0.0.1')).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in', { email: 'rose@garden.com', password: 'guess-one' }, '10.0.0.2')).statusCode).toBe(401);
    expect((await post('/api/token', { email: 'ROSE@garden.com', password: 'guess-two' }, '10.0.0.2')).statusCode).toBe(401);
    // 10.0.0.2 has three failures now, two of them on other e-mails: no longer a quiet IP.
    expect((await post('/api/auth/sign-in', { email: 'lily@garden.com', password: 'anything' }, '10.0.0.2')).statusCode).toBe(401);

    const blocked = await post('/api/auth/sign-in', { email: 'rose@garden.com', password: 'thorny-stem' }, '10.0.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    // Another e-mail is not affected.
    expect((await post('/api/auth/sign-in', { email: 'lily@garden.com', password: 'anything' }, '10.0.0.5')).statusCode).toBe(401);
  });

  it('answers 429 once one IP has used its attempts, whichever e-mails it tries', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post('/api/auth/sign-in', { email: `guess${attempt}@garden.com`, password: 'anything' }, '10.0.1.1');
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect((await post('/api/auth/sign-in', { email: 'guess6@garden.com', password: 'anything' }, '10.0.1.1')).statusCode).toBe(429);
    expect((await post('/api/auth/sign-up', { name: 'New', email: 'new@garden.com', password: 'long enough' }, '10.0.1.1')).statusCode).toBe(429);
    expect((await post('/api/auth/sign-in', { email: 'guess7@garden.com', password: 'anything' }, '10.0.1.2')).statusCode).toBe(401);
  });

  it('does not spend the per-IP budget on sign-ins that succeed (an office behind one address)', async () => {
    for (let colleague = 1; colleague <= 8; colleague++) {
      await database.db.insertInto('users').values({ email: `colleague${colleague}@office.com`, name: 'Colleague', passwordHash: await hashPassword('office-password') }).execute();
    }
    for (let round = 0; round < 2; round++) {
      for (let colleague = 1; colleague <= 8; colleague++) {
        const response = await post('/api/auth/sign-in', { email: `colleague${colleague}@office.com`, password: 'office-password' }, '10.0.2.1');
        expect(response.statusCode, `colleague ${colleague}, round ${round}`).toBe(200);
      }
    }
    // Failed checks from the same address still count.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await post('/api/auth/sign-in', { email: `stranger${attempt}@office.com`, password: 'wrong' }, '10.0.2.1')).statusCode).toBe(401);
    }
    expect((await post('/api/auth/sign-in', { email: 'colleague2@office.com', password: 'office-password' }, '10.0.2.1')).statusCode).toBe(429);
  });

  it('counts every sign-up, even successful ones', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await post('/api/auth/sign-up', { name: 'New', email: `new${n}@farm.com`, password: 'long enough' }, '10.0.3.1')).statusCode).toBe(200);
    }
    expect((await post('/api/auth/sign-up', { name: 'New', email: 'new6@farm.com', password: 'long enough' }, '10.0.3.1')).statusCode).toBe(429);
  });

  it('keeps the counts in Postgres, one row per key and window', async () => {
    const rows = await database.db.selectFrom('rateLimitHits').select(['key', 'hits']).where('key', '=', 'auth:ip:10.0.1.1').execute();
    expect(rows).toEqual([{ key: 'auth:ip:10.0.1.1', hits: 7 }]);
  });
});
