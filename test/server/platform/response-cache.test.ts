import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaders } from '../../helpers/accounts';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { buildTestApp, useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
let other: FastifyInstance;
let productId: string;

beforeAll(async () => {
  other = await buildTestApp(shop.db);
  for (let i = 0; i < 12; i += 1) await createProduct(shop.db, { name: `Cached tool ${i}` });
  productId = (await createProduct(shop.db, { name: 'Border spade', quantity: 100, minimumOrder: 1 })).id;
});
afterAll(() => other.close());

const productName = async (app: FastifyInstance) => (await app.inject(`/api/product/${productId}`)).json<{ name: string }>().name;

/** Renames the product the way a lost notification would look: no trigger runs, no version moves. */
async function renameSilently(name: string, bumpVersion = false) {
  await shop.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.updateTable('products').set({ name }).where('id', '=', productId).execute();
    if (bumpVersion) await sql`update cache_versions set version = version + 1 where slot = 0`.execute(trx);
  });
}

/** Milliseconds until `read` answers `expected`, polling; fails past `limitMs`. */
async function msUntil(read: () => Promise<string>, expected: string, limitMs: number): Promise<number> {
  const start = Date.now();
  while ((await read()) !== expected) {
    if (Date.now() - start > limitMs) throw new Error(`still not ${expected} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

describe('response cache', () => {
  it('answers a repeat public read from memory, REST and tRPC alike', async () => {
    // Let the notifications of beforeAll's writes arrive first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await productName(shop.app)).toBe('Border spade');
    const trpcUrl = `/trpc/products.byId?input=${encodeURIComponent(JSON.stringify({ id: productId }))}`;
    const trpcName = async () => (await shop.app.inject(trpcUrl)).json<{ result: { data: { name: string } } }>().result.data.name;
    expect(await trpcName()).toBe('Border spade');

    await renameSilently('Renamed behind the cache');
    // The database changed without telling anyone: the memory still answers.
    expect(await productName(shop.app)).toBe('Border spade');
    expect(await trpcName()).toBe('Border spade');
  });

  it('notices a change nobody announced within about a second, by the version row', async () => {
    await renameSilently('Renamed with a version bump', true);
    expect(await msUntil(() => productName(shop.app), 'Renamed with a version bump', 1500)).toBeLessThan(1500);
  });

  it('shows a committed change on the next read, on this instance and on another within a second', async () => {
    await productName(shop.app);
    await productName(other);
    await shop.db.updateTable('products').set({ name: 'Edging spade' }).where('id', '=', productId).execute();
    expect(await msUntil(() => productName(shop.app), 'Edging spade', 1000)).toBeLessThan(1000);
    expect(await msUntil(() => productName(other), 'Edging spade', 1000)).toBeLessThan(1000);
  });

  it("shows an order's stock change on the very next read of the instance that took it", async () => {
    const buyer = await createUser(shop.db);
    const before = (await shop.app.inject(`/api/product/${productId}`)).json<{ quantity: number }>().quantity;
    const order = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: await bearerHeaders(shop.db, buyer),
      payload: { OrderInformation: { productID: productId, orderQuantity: 3, phone: '555-0100', address: '1 Cache Road' } },
    });
    expect(order.statusCode).toBe(200);
    expect((await shop.app.inject(`/api/product/${productId}`)).json<{ quantity: number }>().quantity).toBe(before - 3);
  });

  it('answers 304 to a matching If-None-Match and serves the compressed bytes a client accepts', async () => {
    const first = await shop.app.inject('/api/products');
    const etag = first.headers.etag as string;
    const again = await shop.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const br = await shop.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await shop.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(gzip.headers.vary).toContain('accept-encoding');
  });

  it('still refuses a rejected bearer token with 401 on a cached read', async () => {
    await shop.app.inject('/api/products');
    for (const url of ['/api/products', '/trpc/products.list']) {
      const response = await shop.app.inject({ url, headers: { authorization: 'Bearer not-a-session' } });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('still clears a dead session cookie on a cached read', async () => {
    await shop.app.inject('/api/products');
    const response = await shop.app.inject({ url: '/api/products', cookies: { toolyard_session: 'dead-token' } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^toolyard_session=;/);
  });

  it('answers a signed-in caller from what anonymous reads stored, but never stores a signed-in answer', async () => {
    const buyer = await createUser(shop.db);
    const sessions = { bearer: await bearerHeaders(shop.db, buyer), cookie: await cookieHeaders(shop.db, buyer) };
    const rename = (id: string, name: string) =>
      shop.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx.updateTable('products').set({ name }).where('id', '=', id).execute();
      });
    const nameAs = async (id: string, headers: Record<string, string>) => (await shop.app.inject({ url: `/api/product/${id}`, headers })).json<{ name: string }>().name;

    const stored = (await createProduct(shop.db, { name: 'Read anonymously' })).id;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nameAs(stored, {})).toBe('Read anonymously');
    await rename(stored, 'Renamed behind the cache');
    expect(await nameAs(stored, sessions.bearer)).toBe('Read anonymously');
    expect(await nameAs(stored, sessions.cookie)).toBe('Read anonymously');

    const unstored = (await createProduct(shop.db, { name: 'Read signed in' })).id;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nameAs(unstored, sessions.bearer)).toBe('Read signed in');
    await rename(unstored, 'Renamed after a signed-in read');
    expect(await nameAs(unstored, {})).toBe('Renamed after a signed-in read');
    // A page rendered with its data is the exception: pages-rendered-with-data.test.ts.
  });

  it('keeps a streamed tRPC batch out of the memory other clients are answered from', async () => {
    const url = '/trpc/categories.tree,stat.get?batch=1&input=%7B%7D';
    await shop.app.inject({ url, headers: { 'trpc-accept': 'application/jsonl' } });
    const plain = await shop.app.inject(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toHaveLength(2);
  });

  it('never answers a personal read from memory', async () => {
    const ana = await createUser(shop.db, { name: 'Ana' });
    const ben = await createUser(shop.db, { name: 'Ben' });
    for (const url of ['/trpc/users.me', '/trpc/orders.mine?input=%7B%7D', '/trpc/categories.tree,users.me?batch=1&input=%7B%7D']) {
      const asAna = await shop.app.inject({ url, headers: await bearerHeaders(shop.db, ana) });
      const asBen = await shop.app.inject({ url, headers: await bearerHeaders(shop.db, ben) });
      expect(asAna.statusCode, url).toBe(200);
      expect(asAna.headers['cache-control'], url).toBe('private, no-store');
      if (!url.startsWith('/trpc/orders.mine')) expect(asBen.body, url).not.toBe(asAna.body);
      expect((await shop.app.inject(url)).statusCode, url).not.toBe(200);
    }
  });
});

describe('response cache and sign-out', () => {
  it('keeps every answer through a sign-out, anonymous or signed in: it changed no public read', async () => {
    const reader = await createUser(shop.db, { name: 'Reader' });
    await shop.db.updateTable('products').set({ name: 'Before the sign-outs' }).where('id', '=', productId).execute();
    // An instance started after those writes: no notification of theirs is still on its way to it.
    const fresh = await buildTestApp(shop.db);
    const sessions = { bearer: await bearerHeaders(shop.db, reader), cookie: await cookieHeaders(shop.db, reader) };
    try {
      expect(await productName(fresh)).toBe('Before the sign-outs');
      const warm = await fresh.inject('/api/products');
      await renameSilently('Renamed behind the sign-outs');

      const signOuts: Array<[string, string, Record<string, string>]> = [
        ['anonymous, REST', '/api/auth/sign-out', {}],
        ['anonymous, tRPC', '/trpc/auth.signOut?batch=1', {}],
        ['bearer, REST', '/api/auth/sign-out', sessions.bearer],
        ['cookie, tRPC', '/trpc/auth.signOut?batch=1', sessions.cookie],
      ];
      for (const [name, url, headers] of signOuts) {
        // The web client posts tRPC mutations as a JSON batch; REST clients send sign-out without a body.
        const body = url.startsWith('/trpc') ? { headers: { 'content-type': 'application/json', ...headers }, payload: '{}' } : { headers };
        const response = await fresh.inject({ method: 'POST', url, ...body });
        expect(response.statusCode, name).toBe(200);
        // Still the bytes from memory: the rename behind the cache does not show.
        expect(await productName(fresh), name).toBe('Before the sign-outs');
        expect((await fresh.inject('/api/products')).body, name).toBe(warm.body);
      }
      // The signed-in sign-outs did end their own sessions.
      expect((await fresh.inject({ url: '/api/auth/me', headers: sessions.bearer })).statusCode).toBe(401);
      expect((await fresh.inject({ url: '/api/auth/me', headers: sessions.cookie })).json().user).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
