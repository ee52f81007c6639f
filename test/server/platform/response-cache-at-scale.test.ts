import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, useTestApp } from '../../helpers/test-app';

// Issue 34, items 1 and 2: an anonymous client inventing URLs cannot grow the response cache past
// its byte budget, nor make a new entry with a parameter or input key the procedure does not read.
// (RSS and time: the bench, bench/cache-growth.ts.)
const shop = useTestApp({ catalogue: 'large' });
const BUDGET_MB = 2;
let small: FastifyInstance;

beforeAll(async () => {
  small = await buildTestApp(shop.db, { config: testConfig({ RESPONSE_CACHE_MB: String(BUDGET_MB) }) });
});
afterAll(() => small?.close());

/** A tRPC batch of five catalogue searches of 100 products, as the attacker sent them. */
function batchUrl(n: number, extra: Record<string, unknown> = {}) {
  const input = Object.fromEntries([0, 1, 2, 3, 4].map((i) => [i, { q: ['steel', 'spade', 'fork', 'rake', 'hoe'][i], limit: 100, sort: 'newest', minPrice: n, ...extra }]));
  return `/trpc/${Array(5).fill('catalogue.search').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** What the cache holds once the compressions under way have finished (they are counted when done). */
async function settled(app: FastifyInstance) {
  // An answer is stored, then its compressed forms beside it, after the response went out: what the
  // cache holds is read once it has stayed the same for several looks (one look was too few on a busy machine).
  let last = app.responseCacheHolds();
  for (let unchanged = 0; unchanged < 5; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = app.responseCacheHolds();
    unchanged = now.bytes === last.bytes && now.entries === last.entries ? unchanged + 1 : 0;
    last = now;
  }
  return last;
}

describe('the response cache under 100,000 products', () => {
  it('refuses an unknown query parameter with 400 naming it, and stores nothing for it', async () => {
    await shop.app.inject('/api/catalogue?q=g');
    const before = await settled(shop.app);
    for (const url of ['/api/catalogue?q=g&zz=1', '/api/catalogue?q=GEN&zz=2', '/api/catalogue?zz=3']) {
      const response = await shop.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toContain('zz');
    }
    expect(await settled(shop.app)).toEqual(before);
  });

  it('refuses a tRPC input key the procedure does not take, and stores nothing for it', async () => {
    const before = await settled(shop.app);
    for (let n = 0; n < 3; n += 1) {
      const response = await shop.app.inject(batchUrl(1, { [`unused${n}`]: n }));
      expect(response.statusCode).toBe(400);
    }
    expect(await settled(shop.app)).toEqual(before);
  });

  it('stores one entry for one input however it is written: the key is the checked input, not the URL', async () => {
    await shop.app.inject('/api/catalogue?q=spade&limit=5&sort=name');
    const before = await settled(shop.app);
    for (const url of ['/api/catalogue?sort=name&limit=5&q=spade', '/api/catalogue?limit=05&q=spade&sort=name', '/api/catalogue?q=spade&sort=name&limit=5&inStock=']) {
      expect((await shop.app.inject(url)).statusCode, url).toBe(200);
    }
    expect((await settled(shop.app)).entries).toBe(before.entries);
    // A public read that takes no input ignores the query string, and so does its key.
    await shop.app.inject('/api/stat');
    const withStat = await settled(shop.app);
    for (const url of ['/api/stat?a=1', '/api/stat?b=2', '/trpc/stat.get?zz=1']) await shop.app.inject(url);
    await shop.app.inject('/trpc/stat.get');
    expect((await settled(shop.app)).entries).toBe(withStat.entries + 1);
  });

  it('keeps its bytes, every encoding counted, under its budget against distinct batches, dropping the oldest', { timeout: 120_000 }, async () => {
    const budget = BUDGET_MB * 1024 * 1024;
    for (let n = 0; n < 30; n += 1) {
      const response = await small.inject({ url: batchUrl(n), headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode).toBe(200);
      expect(small.responseCacheHolds().bytes).toBeLessThanOrEqual(budget);
    }
    const held = await settled(small);
    expect(held.bytes).toBeLessThanOrEqual(budget);
    expect(held.bytes).toBeGreaterThan(budget / 4);
    expect(held.entries).toBeLessThan(30);
  });
});
