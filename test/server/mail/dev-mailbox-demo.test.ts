import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../src/server/features/3-accounts/accounts/demo-accounts';
import { seedDemoData } from '../../../src/server/features/8-demo/demo/seed-demo-data';
import { deliverQueuedMail } from '../../helpers/jobs';
import { browserHeaders, postJson, sessionCookieOf, trpcMutationError } from '../../helpers/accounts';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { buildTestApp, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { mailsTo } from './mailbox-reader';
import { shopPorts } from '../../../src/server/feature-ports';

const database = useTestDatabase();
const demoConfig = testConfig({ DEMO_MODE: 'true' });
let demo: FastifyInstance;
let victimResetId: string;

const TOKEN = /token=[A-Za-z0-9_-]{20,}/;
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

/** Signs in through the API as a browser would; answers the cookie headers of the new session. */
async function signedInBrowser(app: FastifyInstance, email: string, password: string) {
  const response = await postJson(app, '/api/auth/sign-in', { email, password });
  expect(response.statusCode, email).toBe(200);
  return browserHeaders(sessionCookieOf(response)!.value);
}

beforeAll(async () => {
  await seedDemoData(database.db);
  demo = await buildTestApp(database.db, { config: demoConfig });
  await createUser(database.db, { name: 'Victim', email: 'victim@garden.com', password: 'victim-password' });
  await createUser(database.db, { name: 'Mallory', email: 'mallory@garden.com', password: 'mallory-password' });
  // The attack: ask for the victim's reset link, through REST and tRPC, then go and read the mailbox.
  expect((await postJson(demo, '/api/auth/forgot-password', { email: 'victim@garden.com' })).statusCode).toBe(200);
  expect((await trpcMutationError(demo, 'auth.forgotPassword', { email: 'victim@garden.com' })).status).toBe(200);
  await deliverQueuedMail({ db: database.db, ports: shopPorts, config: demoConfig });
  const resets = await mailsTo(database.db, 'victim@garden.com', 'password-reset');
  expect(resets).toHaveLength(2);
  victimResetId = resets[0]!.id;
});
afterAll(() => demo.close());

describe('the dev mailbox of a demo site', () => {
  it('asks an anonymous visitor to sign in, and shows nobody\'s mail', async () => {
    for (const url of ['/dev/mailbox', `/dev/mailbox/${victimResetId}/text`, `/dev/mailbox/${victimResetId}/html`]) {
      const response = await get(demo, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('only the e-mail of the account they are signed in as');
      expect(response.body, url).toContain('href="/signin"');
      expect(response.body, url).not.toContain('victim@garden.com');
      expect(response.body, url).not.toMatch(TOKEN);
    }
    // A dead bearer token is no better than none.
    expect((await get(demo, '/dev/mailbox', { authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
  });

  it("never shows another signed-in account the victim's message, in the list or by its id", async () => {
    const asMallory = [await signedInBrowser(demo, 'mallory@garden.com', 'mallory-password'), await bearerHeaders(database.db, await userOf('mallory@garden.com'))];
    for (const headers of asMallory) {
      const list = await get(demo, '/dev/mailbox', headers);
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('the account you are signed in as');
      expect(list.body).not.toContain('victim@garden.com');
      expect(list.body).not.toContain(victimResetId);
      for (const format of ['text', 'html']) {
        const message = await get(demo, `/dev/mailbox/${victimResetId}/${format}`, headers);
        expect(message.statusCode, format).toBe(404);
        expect(message.body, format).not.toMatch(TOKEN);
      }
    }
  });

  it('shows the signed-in account its own mail, links included', async () => {
    const asVictim = await signedInBrowser(demo, 'victim@garden.com', 'victim-password');
    const list = await get(demo, '/dev/mailbox', asVictim);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/dev/mailbox/${victimResetId}/text"`);
    const text = await get(demo, `/dev/mailbox/${victimResetId}/text`, asVictim);
    expect(text.statusCode).toBe(200);
    expect(text.body).toMatch(TOKEN);
  });

  it("shows the demo customer the demo customer's mail, whose reset link cannot change the published password", async () => {
    const asCustomer = await signedInBrowser(demo, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await postJson(demo, '/api/auth/forgot-password', { email: DEMO_CUSTOMER.email })).statusCode).toBe(200);
    const [mail] = await mailsTo(database.db, DEMO_CUSTOMER.email, 'password-reset');

    const list = await get(demo, '/dev/mailbox', asCustomer);
    expect(list.body).toContain(`href="/dev/mailbox/${mail!.id}/text"`);
    expect(list.body).not.toContain('victim@garden.com');
    const text = await get(demo, `/dev/mailbox/${mail!.id}/text`, asCustomer);
    const token = text.body.match(/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeDefined();

    const rest = await postJson(demo, '/api/auth/reset-password', { token, password: 'taken-over-1' });
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe("The demo accounts' passwords cannot be changed: everyone shares them while the shop runs in demo mode");
    expect(await trpcMutationError(demo, 'auth.resetPassword', { token, password: 'taken-over-2' })).toEqual({
      status: 409,
      message: "The demo accounts' passwords cannot be changed: everyone shares them while the shop runs in demo mode",
    });
    expect((await postJson(demo, '/api/auth/sign-in', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).statusCode).toBe(200);
    expect((await postJson(demo, '/api/auth/sign-in', { email: DEMO_CUSTOMER.email, password: 'taken-over-1' })).statusCode).toBe(401);
  });

  it('scopes a production demo site the same way', async () => {
    const app = await buildTestApp(database.db, { config: testConfig({ NODE_ENV: 'production', PAYMENTS: 'test', DEMO_MODE: 'true' }) });
    try {
      expect((await get(app, '/dev/mailbox')).statusCode).toBe(401);
      const asMallory = await bearerHeaders(database.db, await userOf('mallory@garden.com'));
      expect((await get(app, '/dev/mailbox', asMallory)).body).not.toContain('victim@garden.com');
      expect((await get(app, `/dev/mailbox/${victimResetId}/text`, asMallory)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the dev mailbox in development, out of demo mode', () => {
  it('still shows every message to anyone, as a developer needs', async () => {
    const app = await buildTestApp(database.db, { config: testConfig({ NODE_ENV: 'development', DEMO_MODE: 'false' }) });
    try {
      const list = await get(app, '/dev/mailbox');
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('victim@garden.com');
      expect((await get(app, `/dev/mailbox/${victimResetId}/text`)).body).toMatch(TOKEN);
    } finally {
      await app.close();
    }
  });
});

async function userOf(email: string) {
  return database.db.selectFrom('users').select(['id', 'email', 'name', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
}
