// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_MAX_ITEMS, trpcClient } from '../../../src/client/lib/api-client';

afterEach(() => vi.unstubAllGlobals());

describe('the tRPC client', () => {
  it(`sends a thousand reads at once in batches of at most ${BATCH_MAX_ITEMS}, each path within the server's 2,000 characters`, async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const calls = decodeURIComponent(new URL(url, 'http://shop.test').pathname.slice('/trpc/'.length)).split(',');
        return new Response(JSON.stringify(calls.map(() => ({ result: { data: null } }))), { headers: { 'content-type': 'application/json' } });
      }),
    );
    await Promise.all(Array.from({ length: 1000 }, (_, i) => trpcClient.products.byId.query({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` })));
    expect(urls).toHaveLength(1000 / BATCH_MAX_ITEMS);
    expect(Math.max(...urls.map((url) => new URL(url, 'http://shop.test').pathname.length))).toBeLessThan(2000);
  });
});
