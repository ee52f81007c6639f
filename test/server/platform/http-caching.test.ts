import { useTestApp } from '../../helpers/test-app';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';

const shop = useTestApp();

beforeAll(async () => {
  await createProduct(shop.db, { name: 'Leaf rake' });
});

describe('API caching', () => {
  it.each(['/api/products', '/api/reviews', '/api/stat', '/api/site-config', '/trpc/products.list', '/trpc/reviews.list', '/trpc/stat.get', '/trpc/categories.tree,reviews.list,stat.get?batch=1&input=%7B%7D'])(
    'revalidates public reads with an ETag: %s answers 304 when unchanged',
    async (url) => {
      const first = await shop.app.inject(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await shop.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const stale = await shop.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('changes the ETag when the data changes (within a second: the response cache hears of it by NOTIFY)', async () => {
    const before = await shop.app.inject('/api/products');
    await createProduct(shop.db, { name: 'Hand trowel' });
    const revalidate = () => shop.app.inject({ url: '/api/products', headers: { 'if-none-match': before.headers.etag as string } });
    const deadline = Date.now() + 1000;
    let after = await revalidate();
    while (after.statusCode === 304 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await revalidate();
    }
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toHaveLength(2);
  });

  it('never lets a shared cache keep anything that names the user', async () => {
    const user = await createUser(shop.db, { name: 'Ana' });
    const headers = await bearerHeaders(shop.db, user);
    for (const url of ['/api/auth/me', '/trpc/auth.me', '/trpc/categories.tree,auth.me?batch=1&input=%7B%7D']) {
      const response = await shop.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('does not cache errors', async () => {
    const response = await shop.app.inject('/api/product/4f0c3b1a-2d5e-4c6f-9a7b-8c9d0e1f2a3b');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});
