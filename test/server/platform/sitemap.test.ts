import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';

const ORIGIN = 'https://shop.example.com';
const shop = useTestApp({ config: testConfig({ PUBLIC_URL: ORIGIN }) });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
/** Waits for the NOTIFY of writes made behind the app's back to reach it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('/sitemap.xml', () => {
  it('lists the static pages, the categories and the visible products on PUBLIC_URL, with lastmod', async () => {
    const tools = (await shop.db.insertInto('categories').values({ name: 'Tools & Co', slug: 'tools-and-co' }).returning('id').executeTakeFirstOrThrow()).id;
    const spade = await createProduct(shop.db, { name: 'Spade' });
    await shop.db.updateTable('products').set({ categoryId: tools }).where('id', '=', spade.id).execute();
    const draft = await createProduct(shop.db);
    const archived = await createProduct(shop.db);
    await shop.db.updateTable('products').set({ status: 'draft' }).where('id', '=', draft.id).execute();
    await shop.db.updateTable('products').set({ status: 'archived' }).where('id', '=', archived.id).execute();
    const deleted = await createProduct(shop.db, { deleted: true });
    await settle();

    const response = await shop.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example.net' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(response.body)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/products`,
      `${ORIGIN}/blogs`,
      `${ORIGIN}/portfolio`,
      `${ORIGIN}/about`,
      `${ORIGIN}/products?category=tools-and-co`,
      `${ORIGIN}/products/spade`,
    ]);
    const updated = await shop.db.selectFrom('products').select('updatedAt').where('id', '=', spade.id).executeTakeFirstOrThrow();
    expect(response.body).toContain(`<url><loc>${ORIGIN}/products/spade</loc><lastmod>${updated.updatedAt.toISOString()}</lastmod></url>`);
    for (const hidden of [draft, archived, deleted]) expect(response.body).not.toContain(`/products/${hidden.slug}<`);
    expect(response.body).not.toContain('evil.example.net');
    expect((await shop.app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('shows a new product on the next read, and revalidates with its ETag', async () => {
    const before = await shop.app.inject('/sitemap.xml');
    const revalidated = await shop.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': before.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    const added = await createProduct(shop.db);
    await settle();
    const after = await shop.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`${ORIGIN}/products/${added.slug}</loc>`);
  });
});

// On the 100,000-product template the run builds once (large-catalogue.ts), where writing 52,000
// products here took 10 s alone, past 30 s on a busy machine.
describe('/sitemap.xml past 50,000 URLs', () => {
  const large = useTestApp({ config: testConfig({ PUBLIC_URL: ORIGIN }), catalogue: 'large' });

  it('becomes an index of pages of at most 50,000 URLs, each page gzip-able', async () => {
    const visible = Number(
      (await large.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('deletedAt', 'is', null).where('status', '=', 'active').executeTakeFirstOrThrow()).n,
    );
    const categories = Number((await large.db.selectFrom('categories').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const total = 5 + categories + visible;
    expect(total).toBeGreaterThan(50_000);
    const pages = Math.ceil(total / 50_000);

    const index = await large.app.inject('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual(Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));

    const first = await large.app.inject({ url: '/sitemap-1.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    const firstUrls = locs(gunzipSync(first.rawPayload).toString());
    const laterUrls = [];
    for (let page = 2; page <= pages; page += 1) laterUrls.push(locs((await large.app.inject(`/sitemap-${page}.xml`)).body));
    expect(firstUrls).toHaveLength(50_000);
    expect(firstUrls.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/products`]);
    expect(laterUrls.map((urls) => urls.length)).toEqual([...Array(pages - 2).fill(50_000), total - (pages - 1) * 50_000]);
    expect(new Set([...firstUrls, ...laterUrls.flat()]).size).toBe(total);

    for (const url of [`/sitemap-${pages + 1}.xml`, '/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-01.xml']) expect((await large.app.inject(url)).statusCode, url).toBe(404);
  }, 120_000);
});
