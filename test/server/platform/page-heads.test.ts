import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuildDir } from '../../../src/server/pages/client-serving';
import { metaDescription } from '../../../src/server/pages/page-head';
import { createProduct } from '../../helpers/factories';
import { buildTestApp, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const ORIGIN = 'https://shop.example.com';
const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  if (!existsSync(path.join(clientBuildDir, 'index.html'))) throw new Error('Build the client first: npm run build');
  app = await buildTestApp(database.db, { client: 'built', config: testConfig({ PUBLIC_URL: ORIGIN }) });
});
afterAll(() => app.close());

const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]);

describe("a product page's head, as the server sends it", () => {
  it('carries the product’s name, description and canonical URL, in every encoding', async () => {
    const spade = await createProduct(database.db, { name: 'Stainless Border Spade' });
    const description = `Polished stainless-steel blade with a tread on both shoulders.\n${'A long handle for deep digging. '.repeat(8)}`;
    await database.db.updateTable('products').set({ description }).where('id', '=', spade.id).execute();

    const page = await app.inject({ url: `/purchase/${spade.id}`, headers: { host: 'evil.example.net' } });
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe('Stainless Border Spade · Toolyard');
    expect(descriptionOf(page.body)).toBe(metaDescription(description));
    expect(descriptionOf(page.body)!.length).toBeLessThanOrEqual(160);
    expect(descriptionOf(page.body)).toMatch(/^Polished stainless-steel blade with a tread on both shoulders\. A long handle .*…$/);
    // Its canonical URL is the product's own page (issue 36).
    expect(canonicalOf(page.body)).toEqual([`${ORIGIN}/products/${spade.slug}`]);
    expect(page.body).toContain('<div id="root"');

    const br = await app.inject({ url: `/purchase/${spade.id}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    const gzip = await app.inject({ url: `/purchase/${spade.id}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page.body);
  });

  it('keeps a hostile product name and description inert', async () => {
    const hostile = await createProduct(database.db, { name: '</title><script>alert(1)</script>' });
    await database.db.updateTable('products').set({ description: '"><script>alert(2)</script>' }).where('id', '=', hostile.id).execute();
    const page = await app.inject(`/purchase/${hostile.id}`);
    expect(titleOf(page.body)).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Toolyard');
    expect(descriptionOf(page.body)).toBe('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert');
  });

  it('answers 404 with the page for an unknown, malformed, deleted, draft or archived product', async () => {
    const deleted = await createProduct(database.db, { deleted: true });
    const draft = await createProduct(database.db);
    const archived = await createProduct(database.db);
    await database.db.updateTable('products').set({ status: 'draft' }).where('id', '=', draft.id).execute();
    await database.db.updateTable('products').set({ status: 'archived' }).where('id', '=', archived.id).execute();
    const shown = (await app.inject(`/purchase/${(await createProduct(database.db)).id}`)).body;
    for (const id of ['6f1c2c44-0000-4000-8000-000000000000', 'not-a-uuid', deleted.id, draft.id, archived.id]) {
      const page = await app.inject({ url: `/purchase/${id}`, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode, id).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      const html = gunzipSync(page.rawPayload).toString();
      // The client's purchase page, which shows its own "couldn't find this product".
      expect(html.replace(/<title>.*<\/title>|<meta name="description"[^>]*>|\s*<link rel="canonical"[^>]*>/g, '')).toBe(
        shown.replace(/<title>.*<\/title>|<meta name="description"[^>]*>|\s*<link rel="canonical"[^>]*>/g, ''),
      );
      expect(canonicalOf(html)).toEqual([]);
      expect(titleOf(html)).toBe('Page not found · Toolyard');
    }
  });

  it('gives the catalogue and each category one canonical URL and title, whatever the search, sort or page', async () => {
    await database.db.insertInto('categories').values({ name: 'Spades', slug: 'spades' }).execute();
    const cases: Array<[string, string, string]> = [
      ['/products', `${ORIGIN}/products`, 'Products · Toolyard'],
      ['/products?q=spade&sort=price_asc&cursor=abc', `${ORIGIN}/products`, 'Products · Toolyard'],
      ['/products?category=spades&sort=newest&cursor=abc', `${ORIGIN}/products?category=spades`, 'Spades · Toolyard'],
      ['/products?category=no-such-category', `${ORIGIN}/products`, 'Products · Toolyard'],
      ['/products?category=%3Cscript%3E', `${ORIGIN}/products`, 'Products · Toolyard'],
    ];
    for (const [url, canonical, title] of cases) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(canonicalOf(page.body), url).toEqual([canonical]);
      expect(titleOf(page.body), url).toBe(title);
    }
    expect(canonicalOf((await app.inject('/about')).body)).toEqual([]);
  });
});

describe('metaDescription', () => {
  it('keeps a short text whole on one line, and cuts a long one at a word with an ellipsis', () => {
    expect(metaDescription('  Forged steel.\n\nAsh   shaft. ')).toBe('Forged steel. Ash shaft.');
    const cut = metaDescription('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^(word )+word…$/);
  });
});
