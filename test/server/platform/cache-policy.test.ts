import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../../src/server/app-router/app-router';
import { queriesOf } from '../../../src/server/trpc/cache-policy';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();

/** The reads that are the same for every visitor, and so the only ones a shared cache may keep. */
const PUBLIC_READS = ['catalogue.search', 'categories.tree', 'products.byId', 'products.bySlug', 'products.list', 'reviews.list', 'site.config', 'stat.get'];

let sampleInput: Record<string, unknown>;
let headers: Record<string, string>;

beforeAll(async () => {
  const product = await createProduct(shop.db);
  const admin = await createUser(shop.db, { role: 'admin' });
  const { slug } = await shop.db.selectFrom('products').select('slug').where('id', '=', product.id).executeTakeFirstOrThrow();
  sampleInput = { 'products.byId': { id: product.id }, 'products.bySlug': { slug }, 'catalogue.search': {} };
  headers = await bearerHeaders(shop.db, admin);
});

const queries = queriesOf(appRouter).map(([path]) => path);

describe('cache policy declared on the procedures', () => {
  it('covers every public read of the spec', () => {
    expect(queries).toEqual(expect.arrayContaining(PUBLIC_READS));
  });

  it.each(queries)('%s answers public only if it is a declared public read', async (path) => {
    const input = sampleInput[path] === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(sampleInput[path]))}`;
    // As an admin, so every procedure runs; a public read must still be the same for everyone.
    const response = await shop.app.inject({ url: `/trpc/${path}${input}`, headers });
    if (PUBLIC_READS.includes(path)) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
    } else {
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('keeps private data private behind a percent-encoded path', async () => {
    const user = await createUser(shop.db);
    const response = await shop.app.inject({ url: '/%74rpc/auth.me', headers: await bearerHeaders(shop.db, user) });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.user.email).toBe(user.email);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('makes every other answer private, even ones that set no policy of their own', async () => {
    for (const url of ['/api/no-such-thing', '/healthz', '/auth/unknown-provider']) {
      const response = await shop.app.inject(url);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});
