import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { topUpGeneratedProducts } from '../../../src/server/features/2-catalogue/products/generated-catalogue';
import { liveProductBatches } from '../../../src/server/features/2-catalogue/products/live-products-cursor';
import { cookieHeaders } from '../../helpers/accounts';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';

// Counts the whole-catalogue builds: each one reads the products through this cursor.
vi.mock('../../../src/server/features/2-catalogue/products/live-products-cursor', async (original) => {
  const actual = await original<{ liveProductBatches: typeof liveProductBatches }>();
  return { liveProductBatches: vi.fn(actual.liveProductBatches) };
});
const catalogueReads = () => vi.mocked(liveProductBatches).mock.calls.length;

const shop = useTestApp();

/** What products.list answers now, straight from the procedure. */
const listed = () => callerFor(shop.db, null).products.list();

/** Waits for the NOTIFY of writes made behind the app's back (the seed, psql) to reach it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Renames the newest product the way a lost notification would look: no trigger runs, no version moves. */
async function renameSilently(name: string) {
  await shop.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`update products set name = ${name} where id = (select id from products where deleted_at is null order by created_at desc, id limit 1)`.execute(trx);
  });
}

beforeAll(async () => {
  // About 4.4 MB of JSON: far over the 512 KB the generic response cache keeps, and over the 4 MB
  // up to which a built answer keeps its plain form (a larger one is inflated from gzip to send).
  await topUpGeneratedProducts(shop.db, 8000);
  await settle();
});

describe('GET /api/products over 512 KB', () => {
  it('answers the procedure’s bytes, read from the database once and from memory after', async () => {
    const before = catalogueReads();
    const first = await shop.app.inject('/api/products');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.rawPayload.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.body).toBe(JSON.stringify(await listed()));
    expect(catalogueReads()).toBe(before + 1);

    await renameSilently('Renamed behind the cache');
    const again = await shop.app.inject('/api/products?any=query');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(catalogueReads()).toBe(before + 1);
  });

  it('answers tRPC’s own envelope from memory too', async () => {
    const first = await shop.app.inject('/trpc/products.list');
    expect(first.headers['content-type']).toBe('application/json');
    const reads = catalogueReads();
    const again = await shop.app.inject('/trpc/products.list');
    expect(catalogueReads()).toBe(reads);
    expect(again.body).toBe(first.body);
    expect(first.body).toBe(JSON.stringify({ result: { data: await listed() } }));
  });

  it('builds once for many callers at once, and shows a write on the very next read after it is acknowledged', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const [gone] = await listed();
    const reads = catalogueReads();
    const removed = await shop.app.inject({ method: 'DELETE', url: `/api/delete-product/${gone!._id}`, headers: await bearerHeaders(shop.db, admin) });
    expect(removed.json()).toEqual({ deletedCount: 1 });

    const answers = await Promise.all(Array.from({ length: 8 }, () => shop.app.inject('/api/products')));
    expect(catalogueReads()).toBe(reads + 1);
    const expected = JSON.stringify(await listed());
    expect(expected).not.toContain(gone!._id);
    for (const answer of answers) expect(answer.body).toBe(expected);
  });

  it('sends the compressed forms a client accepts, each decoding to the same JSON, and 304 to a matching ETag', async () => {
    const plain = await shop.app.inject('/api/products');
    const br = await shop.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await shop.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);

    const revalidated = await shop.app.inject({ url: '/api/products', headers: { 'if-none-match': plain.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves signed-in callers the same bytes, never a rejected bearer token', async () => {
    const customer = await createUser(shop.db);
    const sessions = [await bearerHeaders(shop.db, customer), await cookieHeaders(shop.db, customer)];
    await settle();
    const anonymous = await shop.app.inject('/api/products');
    const reads = catalogueReads();
    for (const headers of sessions) {
      const signedIn = await shop.app.inject({ url: '/api/products', headers });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toBe(anonymous.body);
    }
    expect(catalogueReads()).toBe(reads);
    const rejected = await shop.app.inject({ url: '/api/products', headers: { authorization: 'Bearer not-a-session' } });
    expect(rejected.statusCode).toBe(401);
    const deadCookie = await shop.app.inject({ url: '/api/products', cookies: { toolyard_session: 'dead-token' } });
    expect(deadCookie.body).toBe(anonymous.body);
    expect(deadCookie.headers['cache-control']).toBe('private, no-store');
    expect(String(deadCookie.headers['set-cookie'])).toMatch(/^toolyard_session=;/);
  });

  it('refuses tRPC requests that would build it in memory: in a batch, with input, or as JSON lines', async () => {
    const reads = catalogueReads();
    for (const [url, headers] of [
      ['/trpc/products.list,products.list?batch=1&input=%7B%7D', {}],
      ['/trpc/site.config,products.list?batch=1&input=%7B%7D', {}],
      ['/trpc/products.list?input=null', {}],
      ['/trpc/products.list', { 'trpc-accept': 'application/jsonl' }],
    ] as const) {
      const response = await shop.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message).toBe('Call products.list alone, without input: GET /trpc/products.list or GET /api/products');
    }
    expect(catalogueReads()).toBe(reads);
    // Other procedures batch as before.
    const batch = await shop.app.inject('/trpc/site.config,categories.tree?batch=1&input=%7B%7D');
    expect(batch.statusCode).toBe(200);
  });
});
