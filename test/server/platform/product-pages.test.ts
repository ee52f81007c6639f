import { existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceTiersJson } from '../../../src/server/features/2-catalogue/products/price-tiers-json';
import { createSession } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { SESSION_COOKIE } from '../../../src/server/features/3-accounts/accounts/sessions/session-cookie';
import { rendererFile } from '../../../src/server/pages/page-render';
import { createProduct, createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';

// Issue 36: a product's public page, rendered on the server with its data and its head (npm run build first).
const ORIGIN = 'https://shop.example.com';
const shop = useTestApp({ client: 'built', config: testConfig({ PUBLIC_URL: ORIGIN }) });

beforeAll(() => {
  if (!existsSync(rendererFile)) throw new Error('Build the client first: npm run build');
});

/** Waits for the NOTIFY of writes made behind the app's back to reach its response cache. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => (/<div id="root">(.*)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '');
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

async function gloves() {
  const product = await createProduct(shop.db, { name: 'Nitrile Gloves', price: 12.9, quantity: 600, minimumOrder: 24 });
  await shop.db
    .updateTable('products')
    .set({ packSize: 12, description: 'Grip in the wet, by the dozen.', priceTiers: priceTiersJson([{ minQuantity: 48, priceCents: 1150 }, { minQuantity: 120, priceCents: 1090 }]) })
    .where('id', '=', product.id)
    .execute();
  await settle();
  return product;
}

describe("a product's page, /products/{slug}", () => {
  it('holds its title, description, canonical URL, Open Graph tags, Product JSON-LD and its facts in the HTML, before any script runs', async () => {
    const product = await gloves();
    expect(product.slug).toBe('nitrile-gloves');
    const page = await shop.app.inject({ url: '/products/nitrile-gloves', headers: { host: 'evil.example.net' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const head = headOf(page.body);
    expect(titleOf(head)).toBe('Nitrile Gloves · Toolyard');
    expect(head).toContain('<meta name="description" content="Grip in the wet, by the dozen." />');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/products/nitrile-gloves" />`);
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'og:title')).toBe('Nitrile Gloves');
    expect(metaOf(head, 'og:url')).toBe(`${ORIGIN}/products/nitrile-gloves`);
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/images/products/spade.jpg`);
    expect(jsonLdOf(head)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Nitrile Gloves',
        sku: product.sku,
        url: `${ORIGIN}/products/nitrile-gloves`,
        offers: expect.objectContaining({ '@type': 'Offer', price: '12.90', priceCurrency: 'USD', availability: 'https://schema.org/InStock' }),
      }),
    ]);
    expect(page.body).not.toContain('evil.example.net');

    // The page itself, as the server rendered it: name, price, packs in words, stock, volume prices, sign-in link.
    const root = rootOf(page.body);
    expect(root).toContain('<h1>Nitrile Gloves</h1>');
    expect(root).toContain('$12.90');
    expect(root).toContain('Sold in packs of 12, from 24');
    expect(root).toContain('In stock');
    expect(root).toContain('Volume prices');
    expect(root).toContain('$11.50');
    expect(root).toMatch(/href="\/signin\?redirect=%2Fproducts%2Fnitrile-gloves"[^>]*>Sign in to order/);
  });

  it('names its category path as breadcrumbs, each a link to the catalogue', async () => {
    const tools = await shop.db.insertInto('categories').values({ name: 'Hand tools', slug: 'hand-tools' }).returning('id').executeTakeFirstOrThrow();
    const trowels = await shop.db.insertInto('categories').values({ name: 'Trowels', slug: 'trowels', parentId: tools.id }).returning('id').executeTakeFirstOrThrow();
    const trowel = await createProduct(shop.db, { name: 'Hand Trowel' });
    await shop.db.updateTable('products').set({ categoryId: trowels.id }).where('id', '=', trowel.id).execute();
    await settle();
    const root = rootOf((await shop.app.inject(`/products/${trowel.slug}`)).body);
    const crumbs = /<nav aria-label="Breadcrumbs"[^>]*>(.*?)<\/nav>/s.exec(root)?.[1] ?? '';
    expect([...crumbs.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((match) => match[1])).toEqual([
      expect.stringMatching(/href="\/products"[^>]*>Products</),
      expect.stringMatching(/href="\/products\?category=hand-tools"[^>]*>Hand tools</),
      expect.stringMatching(/href="\/products\?category=trowels"[^>]*>Trowels</),
      'Hand Trowel',
    ]);
  });

  it('says "out of stock" to search engines and buyers when no order can be placed', async () => {
    const product = await createProduct(shop.db, { name: 'Last Rake', quantity: 3, minimumOrder: 5 });
    await settle();
    const page = await shop.app.inject(`/products/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(jsonLdOf(page.body)[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(rootOf(page.body)).toContain('Out of stock');
  });

  it('renders the order form for a signed-in buyer, privately', async () => {
    const product = await gloves();
    const buyer = await createUser(shop.db, { name: 'Hazel Buyer', verified: true });
    const { token } = await createSession(shop.db, buyer.id);
    const page = await shop.app.inject({ url: `/products/${product.slug}`, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const root = rootOf(page.body);
    expect(root).not.toContain('Sign in to order');
    expect(root).toContain('Place Order');
  });

  it('keeps a hostile name and description inert in the head and the JSON-LD', async () => {
    const product = await createProduct(shop.db, { name: '</script><script>alert(1)</script>' });
    await shop.db.updateTable('products').set({ description: '"><script>alert(2)</script>' }).where('id', '=', product.id).execute();
    await settle();
    const page = await shop.app.inject(`/products/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(jsonLdOf(page.body)[0]).toMatchObject({ name: '</script><script>alert(1)</script>', description: '"><script>alert(2)</script>' });
  });

  it('answers 404 with the not-found page for a draft, archived, deleted, unknown or malformed slug', async () => {
    const draft = await createProduct(shop.db, { name: 'Draft Hoe' });
    const archived = await createProduct(shop.db, { name: 'Archived Hoe' });
    const deleted = await createProduct(shop.db, { name: 'Deleted Hoe', deleted: true });
    await shop.db.updateTable('products').set({ status: 'draft' }).where('id', '=', draft.id).execute();
    await shop.db.updateTable('products').set({ status: 'archived' }).where('id', '=', archived.id).execute();
    await settle();
    for (const slug of [draft.slug, archived.slug, deleted.slug, 'no-such-product', 'Not%20A%20Slug', draft.id]) {
      const page = await shop.app.inject({ url: `/products/${slug}`, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode, slug).toBe(404);
      const html = gunzipSync(page.rawPayload).toString();
      expect(titleOf(html), slug).toBe('Page not found · Toolyard');
      expect(html).toContain('Oops! Page not found');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('answers 301 from the slug a renamed product had to its new page, with the search kept', async () => {
    const product = await createProduct(shop.db, { name: 'Border Spade' });
    await shop.db.updateTable('products').set({ name: 'Stainless Border Spade' }).where('id', '=', product.id).execute();
    await settle();
    const moved = await shop.app.inject('/products/border-spade?utm_source=mail');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/products/stainless-border-spade?utm_source=mail');
    expect((await shop.app.inject('/products/stainless-border-spade')).statusCode).toBe(200);

    // Drafted after the rename, the old URL is gone too.
    await shop.db.updateTable('products').set({ status: 'draft' }).where('id', '=', product.id).execute();
    await settle();
    expect((await shop.app.inject('/products/border-spade')).statusCode).toBe(404);
  });

  it('is built once per catalogue version for visitors, and shows a change on the next read', async () => {
    const product = await gloves();
    const first = await shop.app.inject(`/products/${product.slug}`);
    const again = await shop.app.inject({ url: `/products/${product.slug}`, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    await shop.db.updateTable('products').set({ priceCents: 1390 }).where('id', '=', product.id).execute();
    await settle();
    const changed = await shop.app.inject(`/products/${product.slug}`);
    expect(changed.statusCode).toBe(200);
    expect(rootOf(changed.body)).toContain('$13.90');
  });

  it('is where the purchase page says its canonical URL is', async () => {
    const product = await gloves();
    const purchase = await shop.app.inject(`/purchase/${product.id}`);
    expect(purchase.statusCode).toBe(200);
    expect(product.slug).toMatch(/^nitrile-gloves-[0-9]+$/);
    expect(purchase.body).toContain(`<link rel="canonical" href="${ORIGIN}/products/${product.slug}" />`);
  });
});
