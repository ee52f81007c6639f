import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_IP_ATTEMPTS } from '../../../src/server/features/3-accounts/accounts/rate-limits/rate-limit';
import { createUser } from '../../helpers/factories';
import { buildTestApp, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

// The shipped limits: 10 per e-mail, 30 per IP. A window of a century, so no test straddles two.
const database = useTestDatabase();
const limits = { windowMs: 100 * 365 * 24 * 60 * 60 * 1000, perEmail: 10, perIp: 30 };
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.db, { config: { ...testConfig(), rateLimits: limits } });
});
afterAll(() => app.close());

/** Every way to prove a password: REST sign-in, tRPC auth.signIn, POST /api/token. */
const routes = {
  rest: '/api/auth/sign-in',
  trpc: '/trpc/auth.signIn',
  token: '/api/token',
} as const;

/** One password check from `ip` (inject's remoteAddress: TRUST_PROXY is unset, so X-Forwarded-For would be ignored). */
function attempt(route: keyof typeof routes, email: string, password: string, ip: string) {
  return app.inject({ method: 'POST', url: routes[route], remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email, password }) });
}

async function guessWrong(email: string, ip: string, times: number) {
  for (let n = 1; n <= times; n++) {
    const route = (['rest', 'trpc', 'token'] as const)[n % 3]!;
    expect((await attempt(route, email, `wrong-guess-${n}`, ip)).statusCode, `guess ${n} from ${ip}`).toBe(401);
  }
}

describe('guessing at a known e-mail does not lock its owner out', () => {
  it('lets the right password in from an IP that has not been failing, by REST, tRPC and token', async () => {
    await createUser(database.db, { email: 'admin@garden.com', role: 'admin', password: 'the-real-password' });
    await guessWrong('admin@garden.com', '198.51.100.1', limits.perEmail);
    // The e-mail has used its attempts: the attacker's IP is refused from now on, right password or not.
    for (const route of ['rest', 'trpc', 'token'] as const) {
      expect((await attempt(route, 'admin@garden.com', 'another-guess', '198.51.100.1')).statusCode, route).toBe(429);
      expect((await attempt(route, 'admin@garden.com', 'the-real-password', '198.51.100.1')).statusCode, route).toBe(429);
    }

    // The owner, from an address of their own, gets in every way (a success gives its attempt back).
    for (const route of ['rest', 'trpc', 'token'] as const) {
      const response = await attempt(route, 'admin@garden.com', 'the-real-password', '203.0.113.10');
      expect(response.statusCode, route).toBe(200);
    }
    const signedIn = await attempt('rest', 'admin@garden.com', 'the-real-password', '203.0.113.10');
    expect(signedIn.json().user).toMatchObject({ email: 'admin@garden.com', role: 'admin' });
    expect((await attempt('token', 'admin@garden.com', 'the-real-password', '203.0.113.10')).json().accessToken).toEqual(expect.any(String));
  });

  it('still limits wrong guesses from a quiet IP: a few are checked, then it is refused like any failing IP', async () => {
    await createUser(database.db, { email: 'owner@garden.com', password: 'owner-password' });
    await guessWrong('owner@garden.com', '198.51.100.2', limits.perEmail);

    await guessWrong('owner@garden.com', '203.0.113.20', QUIET_IP_ATTEMPTS);
    expect((await attempt('rest', 'owner@garden.com', 'one-more-guess', '203.0.113.20')).statusCode).toBe(429);
    expect((await attempt('trpc', 'owner@garden.com', 'owner-password', '203.0.113.20')).statusCode).toBe(429);
    // Each IP stays bounded by its own budget, whichever e-mails it tries.
    for (let n = 1; n <= limits.perIp; n++) await guessWrong(`sprayed-${n}@garden.com`, '203.0.113.21', 1);
    expect((await attempt('rest', 'sprayed-0@garden.com', 'x-guess-x', '203.0.113.21')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it earns no fresh guesses', async () => {
    await createUser(database.db, { email: 'fern@garden.com', password: 'fern-password' });
    await guessWrong('fern@garden.com', '2001:db8:5:6::1', limits.perEmail);
    expect((await attempt('rest', 'fern@garden.com', 'fern-password', '2001:db8:5:6::99')).statusCode).toBe(429);
    expect((await attempt('rest', 'fern@garden.com', 'fern-password', '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});
