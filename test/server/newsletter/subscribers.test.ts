import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../../src/server/services';
import type { Subscriber } from '../../../src/shared/schemas/newsletter';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
let admin: ContextUser;
let customer: ContextUser;

/** Rows as sign-ups leave them, a second apart (newest last), written directly: the service is tested elsewhere. */
async function seed(rows: Array<{ email: string; status: 'pending' | 'confirmed' | 'unsubscribed' }>) {
  const start = Date.parse('2026-11-01T09:00:00.000Z');
  await shop.db
    .insertInto('newsletterSubscriptions')
    .values(
      rows.map((row, n) => {
        const at = new Date(start + n * 1000);
        return {
          email: row.email,
          status: row.status,
          confirmTokenHash: `confirm-${n}`,
          confirmExpiresAt: at,
          confirmUsedAt: row.status === 'pending' ? null : at,
          unsubscribeTokenHash: `unsubscribe-${n}`,
          confirmationSentAt: at,
          confirmedAt: row.status === 'pending' ? null : at,
          unsubscribedAt: row.status === 'unsubscribed' ? at : null,
          createdAt: at,
        };
      }),
    )
    .execute();
}

beforeAll(async () => {
  admin = await createUser(shop.db, { email: 'boss@toolyard.com', role: 'admin' });
  customer = await createUser(shop.db, { email: 'basil@toolyard.com' });
  await seed([
    { email: 'ann@garden.com', status: 'confirmed' },
    { email: 'bob@garden.com', status: 'pending' },
    { email: 'cat@garden.com', status: 'confirmed' },
    { email: 'dan@garden.com', status: 'unsubscribed' },
    // Text a spreadsheet would run: only a direct write could store it, the export must still defuse it.
    { email: '=hyperlink("x")@garden.com', status: 'confirmed' },
  ]);
});

const get = async (url: string, as: ContextUser | null) => shop.app.inject({ method: 'GET', url, headers: as ? await bearerHeaders(shop.db, as) : {} });

describe('GET /api/admin/subscribers', () => {
  it('answers anonymous 401 and a customer 403', async () => {
    expect((await get('/api/admin/subscribers', null)).statusCode).toBe(401);
    expect((await get('/api/admin/subscribers', customer)).statusCode).toBe(403);
  });

  it('lists every subscription newest first, a keyset page at a time', async () => {
    const first = await get('/api/admin/subscribers?limit=2', admin);
    expect(first.statusCode).toBe(200);
    const page = first.json() as { subscribers: Subscriber[]; next: string };
    expect(page.subscribers.map((s) => s.email)).toEqual(['=hyperlink("x")@garden.com', 'dan@garden.com']);
    expect(page.subscribers[1]).toMatchObject({ status: 'unsubscribed', subscribedAt: '2026-11-01T09:00:03.000Z', unsubscribedAt: '2026-11-01T09:00:03.000Z' });

    const second = (await get(`/api/admin/subscribers?limit=2&cursor=${page.next}`, admin)).json() as { subscribers: Subscriber[]; next: string };
    expect(second.subscribers.map((s) => s.email)).toEqual(['cat@garden.com', 'bob@garden.com']);
    const third = (await get(`/api/admin/subscribers?limit=2&cursor=${second.next}`, admin)).json() as { subscribers: Subscriber[]; next: string | null };
    expect(third).toMatchObject({ subscribers: [{ email: 'ann@garden.com' }], next: null });
  });

  it('filters by status', async () => {
    const pending = (await get('/api/admin/subscribers?status=pending', admin)).json() as { subscribers: Subscriber[] };
    expect(pending.subscribers.map((s) => [s.email, s.status, s.confirmedAt])).toEqual([['bob@garden.com', 'pending', null]]);
  });

  it('answers 400 for an unknown status or a forged cursor', async () => {
    const status = await get('/api/admin/subscribers?status=maybe', admin);
    expect(status.statusCode).toBe(400);
    const cursor = await get('/api/admin/subscribers?cursor=drop%20table', admin);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('Enter a valid cursor');
  });
});

describe('GET /api/admin/subscribers.csv', () => {
  it('answers anonymous 401 and a customer 403', async () => {
    expect((await get('/api/admin/subscribers.csv', null)).statusCode).toBe(401);
    expect((await get('/api/admin/subscribers.csv', customer)).statusCode).toBe(403);
  });

  it('downloads the confirmed addresses only, newest first, formula-like text defused', async () => {
    const response = await get('/api/admin/subscribers.csv', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.split('\r\n')).toEqual([
      'E-mail,Subscribed,Confirmed',
      `"'=hyperlink(""x"")@garden.com",2026-11-01T09:00:04.000Z,2026-11-01T09:00:04.000Z`,
      'cat@garden.com,2026-11-01T09:00:02.000Z,2026-11-01T09:00:02.000Z',
      'ann@garden.com,2026-11-01T09:00:00.000Z,2026-11-01T09:00:00.000Z',
      '',
    ]);
  });
});
