import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_USED,
  INVALID_NEWSLETTER_LINK,
  SIGNUP_ANSWER,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBED,
} from '../../../src/shared/schemas/newsletter';
import { RESEND_AFTER_MS } from '../../../src/server/features/3-accounts/newsletter/newsletter-service';
import { buildTestApp, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { mailsTo } from '../mail/mailbox-reader';
import { newsletterLinksFor } from './newsletter-mailbox';

const database = useTestDatabase();
let shop: FastifyInstance;
beforeAll(async () => {
  const config = testConfig();
  // A window of a century: no test run straddles two windows, so the counts below are exact.
  shop = await buildTestApp(database.db, { config: { ...config, rateLimits: { ...config.rateLimits, windowMs: 100 * 365 * 24 * 3_600_000 } } });
});
afterAll(() => shop.close());

let nextIp = 1;
/** Each call its own client IP unless one is given, so only the rate-limit test meets the limit. */
const post = (url: string, body: unknown, ip = `10.7.0.${nextIp++}`) =>
  shop.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const subscribe = (email: unknown, ip?: string) => post('/api/newsletter', { email }, ip);
const confirm = (token: string) => post('/api/newsletter/confirm', { token });
const unsubscribe = (token: string) => post('/api/newsletter/unsubscribe', { token });
const subscription = (email: string) => database.db.selectFrom('newsletterSubscriptions').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('POST /api/newsletter', () => {
  it('stores a pending subscription and queues a confirmation mail with its links on PUBLIC_URL', async () => {
    const response = await subscribe('Ivy@Garden.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SIGNUP_ANSWER });

    const row = await subscription('ivy@garden.com');
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null, confirmUsedAt: null });
    const [mail, ...more] = await mailsTo(database.db, 'ivy@garden.com', 'newsletter-confirmation');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Confirm your Toolyard newsletter subscription', status: 'pending', secret: true });
    expect(mail!.textBody).toMatch(/Confirm my subscription: http:\/\/localhost:3000\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail!.textBody).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail!.htmlBody).toMatch(/<a href="http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}"[^>]*>Unsubscribe<\/a>/);

    // Only hashes are kept: neither token is in the row.
    const links = await newsletterLinksFor(database.db, 'ivy@garden.com');
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(links.confirm);
    expect(JSON.stringify(row)).not.toContain(links.unsubscribe);
    expect(row.confirmExpiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
  });

  it('answers alike for a new, a pending and a confirmed address, mailing none twice (no enumeration)', async () => {
    const fresh = await subscribe('moss@garden.com');
    const confirmed = await subscribe('fern@garden.com');
    await confirm((await newsletterLinksFor(database.db, 'fern@garden.com')).confirm);

    const again = await subscribe('MOSS@garden.com');
    const confirmedAgain = await subscribe('fern@garden.com');
    for (const response of [confirmed, again, confirmedAgain]) {
      expect(response.statusCode).toBe(fresh.statusCode);
      expect(response.body).toBe(fresh.body);
    }
    expect(await mailsTo(database.db, 'moss@garden.com', 'newsletter-confirmation')).toHaveLength(1);
    expect(await mailsTo(database.db, 'fern@garden.com', 'newsletter-confirmation')).toHaveLength(1);
    expect((await subscription('fern@garden.com')).status).toBe('confirmed');
    expect(await database.db.selectFrom('newsletterSubscriptions').select('id').where('email', 'in', ['moss@garden.com', 'fern@garden.com']).execute()).toHaveLength(2);
  });

  it('mails a pending address a new link once the last is a while old; the old link then stops working', async () => {
    await subscribe('sorrel@garden.com');
    const first = await newsletterLinksFor(database.db, 'sorrel@garden.com');
    await database.db
      .updateTable('newsletterSubscriptions')
      .set({ confirmationSentAt: new Date(Date.now() - RESEND_AFTER_MS - 1000) })
      .where('email', '=', 'sorrel@garden.com')
      .execute();
    await subscribe('sorrel@garden.com');
    const second = await newsletterLinksFor(database.db, 'sorrel@garden.com');
    expect(second.confirm).not.toBe(first.confirm);
    expect((await confirm(first.confirm)).json().message).toBe(INVALID_NEWSLETTER_LINK);
    expect((await confirm(second.confirm)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a missing or malformed address, and stores nothing', async () => {
    const bad = await subscribe('ann@');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid email');
    expect(bad.json().issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(['email']);
    expect((await post('/api/newsletter', {})).json().message).toBe('Email is required');
    expect(await database.db.selectFrom('newsletterSubscriptions').select('id').where('email', 'like', 'ann@%').execute()).toEqual([]);
  });

  it('answers 429 past five sign-ups from one IP, and still takes them from another', async () => {
    for (let n = 1; n <= 5; n++) expect((await subscribe(`limit${n}@garden.com`, '10.7.9.1')).statusCode, `sign-up ${n}`).toBe(200);
    const refused = await subscribe('limit6@garden.com', '10.7.9.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many sign-ups from your network just now. Please wait a minute and try again.');
    expect(await database.db.selectFrom('newsletterSubscriptions').select('id').where('email', '=', 'limit6@garden.com').execute()).toEqual([]);
    expect((await subscribe('limit6@garden.com', '10.7.9.2')).statusCode).toBe(200);
  });
});

describe('confirming with the link', () => {
  it('confirms once; a second use says the link was already used', async () => {
    await subscribe('basil@garden.com');
    const { confirm: token } = await newsletterLinksFor(database.db, 'basil@garden.com');
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: SUBSCRIPTION_CONFIRMED });
    expect(await subscription('basil@garden.com')).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });

    const second = await confirm(token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CONFIRM_LINK_USED);
  });

  it('lets exactly one of two racing uses confirm', async () => {
    await subscribe('thyme@garden.com');
    const { confirm: token } = await newsletterLinksFor(database.db, 'thyme@garden.com');
    const statuses = (await Promise.all([confirm(token), confirm(token)])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('refuses an expired link, saying so, and leaves the address pending', async () => {
    await subscribe('sage@garden.com');
    const { confirm: token } = await newsletterLinksFor(database.db, 'sage@garden.com');
    await database.db.updateTable('newsletterSubscriptions').set({ confirmExpiresAt: new Date(Date.now() - 1000) }).where('email', '=', 'sage@garden.com').execute();
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONFIRM_LINK_EXPIRED);
    expect((await subscription('sage@garden.com')).status).toBe('pending');
  });

  it('refuses unknown and malformed tokens with 400', async () => {
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(INVALID_NEWSLETTER_LINK);
    for (const token of ['short', 'x'.repeat(5000), '<script>alert(1)</script>'.padEnd(43, 'a')]) {
      const response = await confirm(token);
      expect(response.statusCode, token.slice(0, 20)).toBe(400);
      expect(response.json().message).toBe(INVALID_NEWSLETTER_LINK);
    }
    expect((await post('/api/newsletter/confirm', {})).statusCode).toBe(400);
  });
});

describe('unsubscribing with the link', () => {
  it('works signed out, and again answers the same and keeps the first time', async () => {
    await subscribe('rue@garden.com');
    const links = await newsletterLinksFor(database.db, 'rue@garden.com');
    await confirm(links.confirm);

    const first = await unsubscribe(links.unsubscribe);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: UNSUBSCRIBED });
    const row = await subscription('rue@garden.com');
    expect(row).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });

    const second = await unsubscribe(links.unsubscribe);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect((await subscription('rue@garden.com')).unsubscribedAt).toEqual(row.unsubscribedAt);
  });

  it('refuses an unknown token with 400', async () => {
    const response = await unsubscribe('B'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_NEWSLETTER_LINK);
  });

  it('takes the address back with a new confirmation when it signs up again', async () => {
    await subscribe('dill@garden.com');
    const first = await newsletterLinksFor(database.db, 'dill@garden.com');
    await unsubscribe(first.unsubscribe);
    await database.db
      .updateTable('newsletterSubscriptions')
      .set({ confirmationSentAt: new Date(Date.now() - RESEND_AFTER_MS - 1000) })
      .where('email', '=', 'dill@garden.com')
      .execute();
    await subscribe('dill@garden.com');
    expect(await subscription('dill@garden.com')).toMatchObject({ status: 'pending', unsubscribedAt: null });
    expect((await confirm((await newsletterLinksFor(database.db, 'dill@garden.com')).confirm)).statusCode).toBe(200);
  });
});
