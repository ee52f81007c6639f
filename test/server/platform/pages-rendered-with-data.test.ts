import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { SESSION_COOKIE } from '../../../src/server/features/3-accounts/accounts/sessions/session-cookie';
import { rendererFile } from '../../../src/server/pages/page-render';
import type { ContextUser } from '../../../src/server/services';
import { createProduct, createUser } from '../../helpers/factories';
import { onInstanceStartedNow } from '../../helpers/response-cache';
import { testConfig, useTestApp } from '../../helpers/test-app';

// docs/decisions/098: the built client's renderer (npm run build) sends these pages with their data.
const ORIGIN = 'https://shop.example.com';
const appOptions = { client: 'built', config: testConfig({ PUBLIC_URL: ORIGIN, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }) } as const;
const shop = useTestApp(appOptions);

beforeAll(() => {
  if (!existsSync(rendererFile)) throw new Error('Build the client first: npm run build');
});

async function cookieOf(user: ContextUser): Promise<string> {
  const { token } = await createSession(shop.db, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

/** The markup in #root, without the comments React puts between adjacent texts. */
const rootOf = (html: string) => (/<div id="root">(.*)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '');
/** The page's dehydrated queries, by their procedure's path. */
function queriesOf(html: string): Map<string, { input: unknown; data: unknown }> {
  const block = /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!block) return new Map();
  const state = JSON.parse(block) as { queries: Array<{ queryKey: [string[], { input?: unknown }?]; state: { data: unknown } }> };
  return new Map(state.queries.map(({ queryKey: [path, options], state: { data } }) => [path.join('.'), { input: options?.input, data }]));
}

describe('a category page, rendered with its data', () => {
  it('holds the category’s products in its markup and its data block, and answers a repeat visit 304', async () => {
    const { id: categoryId } = await shop.db.insertInto('categories').values({ name: 'Spades', slug: 'spades' }).returning('id').executeTakeFirstOrThrow();
    const spade = await createProduct(shop.db, { name: 'Treaded Border Spade' });
    const fork = await createProduct(shop.db, { name: 'Four-Tine Digging Fork' });
    await shop.db.updateTable('products').set({ categoryId }).where('id', '=', spade.id).execute();

    const page = await shop.app.inject('/products?category=spades&sort=name');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, no-cache');
    // A signed-in visitor's page differs: a shared cache in front keys this one on the cookie too.
    expect(String(page.headers.vary).toLowerCase()).toBe('accept-encoding, cookie');
    expect(rootOf(page.body)).toContain('Treaded Border Spade');
    expect(rootOf(page.body)).not.toContain(fork.name);
    const queries = queriesOf(page.body);
    expect(queries.get('catalogue.search')?.input).toMatchObject({ category: 'spades', sort: 'name' });
    expect(JSON.stringify(queries.get('catalogue.search')?.data)).toContain('Treaded Border Spade');
    expect(queries.get('auth.me')?.data).toEqual({ user: null });
    expect(page.body).toContain('<title>Spades · Toolyard</title>');

    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await shop.app.inject({ url: '/products?category=spades&sort=name', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Kept by the response cache, which compresses it once for every visitor after.
    const gzipped = () => shop.app.inject({ url: '/products?category=spades&sort=name', headers: { 'accept-encoding': 'gzip' } });
    await expect.poll(async () => (await gzipped()).headers['content-encoding']).toBe('gzip');
    const compressed = await gzipped();
    expect(compressed.headers.etag).toBe(etag);
    expect(compressed.headers.vary).toBe('accept-encoding, cookie');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(page.body);

    // A change to the catalogue is a new page, with a new ETag.
    await shop.db.updateTable('products').set({ name: 'Treaded Border Spade, Ash' }).where('id', '=', spade.id).execute();
    await expect.poll(async () => (await shop.app.inject({ url: '/products?category=spades&sort=name', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect(rootOf((await shop.app.inject('/products?category=spades&sort=name')).body)).toContain('Treaded Border Spade, Ash');
  });

  it('sends the sitemap’s forms of the catalogue compressed from the first visit, built once per catalogue version', async () => {
    await shop.db.insertInto('categories').values({ name: 'Rakes', slug: 'rakes' }).execute();
    const first = await shop.app.inject({ url: '/products?category=rakes', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('accept-encoding, cookie');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<title>Rakes · Toolyard</title>');
    const again = await shop.app.inject({ url: '/products?category=rakes', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a searched page by the parameters the page reads: an invented one is rendered, never stored', async () => {
    await createProduct(shop.db, { name: 'Invented Parameter Fork' });
    await onInstanceStartedNow(shop.db, async (app) => {
      const kept = await app.inject('/products?q=invented&sort=name');
      expect(rootOf(kept.body)).toContain('Invented Parameter Fork');
      expect(app.responseCacheHolds().entries).toBe(1);
      for (const url of ['/products?q=invented&sort=name&zz=1', '/products?q=invented&sort=name&utm_source=mail', '/products?q=invented&q=other']) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(rootOf(page.body), url).toContain('Invented Parameter Fork');
      }
      expect(app.responseCacheHolds().entries).toBe(1);
    }, appOptions);
  });

  it('runs no inline script however large the page: the CSP allows none, so every part comes in place', async () => {
    const { id: categoryId } = await shop.db.insertInto('categories').values({ name: 'Hoes', slug: 'hoes' }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < 24; i++) {
      const hoe = await createProduct(shop.db, { name: `Draw Hoe with a long ash handle, model ${i}` });
      await shop.db.updateTable('products').set({ categoryId }).where('id', '=', hoe.id).execute();
    }
    const page = await shop.app.inject('/products?category=hoes&sort=name&page=1');
    expect(rootOf(page.body)).toContain('Draw Hoe with a long ash handle, model 23');
    expect([...page.body.matchAll(/<script(?![^>]*\b(?:src|type="application\/json")=?)[^>]*>/g)].map(([tag]) => tag)).toEqual([]);
  });

  it('keeps a hostile product name as data, in the markup and in the data block', async () => {
    const hostile = await createProduct(shop.db, { name: '</script><script>alert(1)</script><!--' });
    const page = await shop.app.inject('/products?sort=newest');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(JSON.stringify(queriesOf(page.body).get('catalogue.search')?.data)).toContain(hostile.name);
    expect(rootOf(page.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the sign-in page, rendered with its data', () => {
  it('shows the social providers the server has enabled', async () => {
    const page = await shop.app.inject('/signin');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toContain('Continue with GitHub');
    expect(queriesOf(page.body).get('auth.providers')?.data).toMatchObject({ providers: [{ id: 'github' }] });
    // Its form takes input once the browser has hydrated it, not before.
    expect(rootOf(page.body)).toMatch(/<form[^>]* inert=""/);
  });
});

describe('the session in a page rendered with its data', () => {
  it('is each request’s own: a visitor after a customer is asked to sign in, the customer after them has the order form', async () => {
    const customer = await createUser(shop.db);
    const spade = await createProduct(shop.db, { name: 'Session Spade' });
    const cookie = await cookieOf(customer);
    // One after another, as the server renders them in turn from its one query cache (pages/server-render.tsx).
    for (const signedIn of [true, false, true, false]) {
      const page = await shop.app.inject({ url: `/products/${spade.slug}`, headers: signedIn ? { cookie } : {} });
      expect(page.statusCode).toBe(200);
      const root = rootOf(page.body);
      expect(root, signedIn ? 'the customer' : 'a visitor').toContain('Session Spade');
      expect(root.includes('name="orderQuantity"'), signedIn ? 'the customer' : 'a visitor').toBe(signedIn);
      expect(root.includes('Sign in to order'), signedIn ? 'the customer' : 'a visitor').toBe(!signedIn);
    }
  });
});

describe('a product’s purchase page, rendered with its data', () => {
  it('shows a signed-in customer the product and their name, with the product’s head, privately', async () => {
    const customer = await createUser(shop.db, { name: 'Robin Gardener' });
    const spade = await createProduct(shop.db, { name: 'Stainless Border Spade' });
    const page = await shop.app.inject({ url: `/purchase/${spade.id}`, headers: { cookie: await cookieOf(customer) } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.etag).toBeUndefined();
    expect(rootOf(page.body)).toContain('Order Stainless Border Spade');
    // The order form shows its starting quantity (the minimum order) before the page has hydrated.
    expect(/<input[^>]*name="orderQuantity"[^>]*>/.exec(page.body)?.[0]).toContain('value="5"');
    const queries = queriesOf(page.body);
    expect(queries.get('products.byId')).toMatchObject({ input: { id: spade.id }, data: { name: 'Stainless Border Spade' } });
    expect(queries.get('auth.me')?.data).toMatchObject({ user: { id: customer.id, name: 'Robin Gardener' } });
    expect(page.body).toContain('<title>Stainless Border Spade · Toolyard</title>');
    expect(page.body).toContain('<meta name="description" content="A sturdy spade" />');
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/products/${spade.slug}" />`);

    const hostile = await createProduct(shop.db, { name: '</title></script><script>alert(1)</script>' });
    const hostilePage = await shop.app.inject({ url: `/purchase/${hostile.id}`, headers: { cookie: await cookieOf(customer) } });
    expect(hostilePage.body).not.toContain('<script>alert(1)');
    expect(hostilePage.body).toContain('<title>&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Toolyard</title>');
    expect(queriesOf(hostilePage.body).get('products.byId')?.data).toMatchObject({ name: hostile.name });
  });

  it('fetches the purchase page’s image first: preloaded at high priority in the head, before the scripts', async () => {
    const customer = await createUser(shop.db);
    const spade = await createProduct(shop.db);
    const page = await shop.app.inject({ url: `/purchase/${spade.id}`, headers: { cookie: await cookieOf(customer) } });
    const head = page.body.slice(0, page.body.indexOf('<body'));
    const preload = head.indexOf(`<link rel="preload" as="image" href="${spade.images[0]}" fetchPriority="high"/>`);
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(head.indexOf('<script type="module"'));
    expect(rootOf(page.body)).not.toContain('rel="preload"');
    expect(rootOf(page.body)).toContain(`<img src="${spade.images[0]}"`);
    expect(rootOf(page.body)).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);
  });

  it('paints from its HTML alone: only the styles its markup uses inline, one small script at low priority, and the whole stylesheet after', async () => {
    const customer = await createUser(shop.db);
    const spade = await createProduct(shop.db);
    const page = await shop.app.inject({ url: `/purchase/${spade.id}`, headers: { cookie: await cookieOf(customer) } });
    const head = page.body.slice(0, page.body.indexOf('<body'));
    const inlined = /<style>([^]*?)<\/style>/.exec(head)?.[1] ?? '';
    const imageClass = /<img [^>]*class="([^"]+)"/.exec(rootOf(page.body))?.[1];
    expect(inlined).toContain(`.${imageClass}{`);
    // The map of the home page, a rule for no class in this page, stays out.
    expect(inlined).not.toContain('.leaflet-');
    // docs/decisions/159: the start, which fetches the app and the route's modules its tag names
    // once the page is painted; nothing else is fetched for the scripts before then.
    const scripts = [...page.body.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="module" fetchpriority="low" crossorigin src="\/assets\/start-[\w-]+\.js" data-app="\/assets\/index-[\w-]+\.js" data-modules="[^"]+">$/);
    expect(page.body).not.toContain('rel="modulepreload"');
    const named = (attribute: string) => /"([^"]*)"/.exec(scripts[0]!.slice(scripts[0]!.indexOf(`${attribute}=`)))![1]!.split(' ');
    const start = await shop.app.inject(named('src')[0]!);
    expect(start.statusCode).toBe(200);
    // Small and apart from the app: it imports no module statically (only the app, after the paint).
    expect(start.body.length).toBeLessThan(1024);
    expect(start.body).not.toMatch(/\bimport\s*[{*"'`]|\bfrom\s*["'`]/);
    const modules = named('data-modules');
    expect(modules.some((file) => file.startsWith('/assets/purchase-'))).toBe(true);
    for (const file of [...named('data-app'), ...modules]) expect((await shop.app.inject(file)).statusCode, file).toBe(200);
    // The whole stylesheet, for what the markup does not show yet, comes after the content.
    const href = /<link rel="stylesheet" href="([^"]+)" fetchpriority="low">\s*<\/body>/.exec(page.body)?.[1];
    const stylesheet = await shop.app.inject(href ?? '/no-stylesheet-linked');
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.body).toContain('.leaflet-');
    expect(stylesheet.body.length).toBeGreaterThan(inlined.length * 2);
  });

  it('renders a signed-in visitor’s catalogue privately too, never from the shared copy', async () => {
    const customer = await createUser(shop.db, { name: 'Sam Planter' });
    const cookie = await cookieOf(customer);
    await shop.app.inject('/products');
    const page = await shop.app.inject({ url: '/products', headers: { cookie } });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(queriesOf(page.body).get('auth.me')?.data).toMatchObject({ user: { name: 'Sam Planter' } });
    // And the next anonymous visitor does not see them.
    const anonymous = await shop.app.inject('/products');
    expect(anonymous.body).not.toContain('Sam Planter');
  });

  it('never sends a signed-in visitor the anonymous copy the response cache holds of a page (docs/decisions/106)', async () => {
    const customer = await createUser(shop.db, { name: 'Kit Hedger' });
    const cookie = await cookieOf(customer);
    const spade = await createProduct(shop.db, { name: 'Stored Copy Spade' });
    // Renamed behind the cache's back (no trigger, no notification): only a fresh render shows it.
    const renameSilently = (name: string) =>
      shop.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx.updateTable('products').set({ name }).where('id', '=', spade.id).execute();
      });
    // An instance started after the setup's writes: no late notice of them can clear its copy.
    await onInstanceStartedNow(shop.db, async (app) => {
      // The built forms (/products) and a page kept by its parameters (a search).
      for (const url of ['/products', '/products?q=copy&sort=newest']) {
        // An anonymous copy is stored: an anonymous visit after a silent rename still gets it.
        await renameSilently('Stored Copy Spade');
        expect(rootOf((await app.inject(url)).body), url).toContain('Stored Copy Spade');
        await renameSilently('Renamed Copy Spade');
        expect(rootOf((await app.inject(url)).body), url).toContain('Stored Copy Spade');
        const signedIn = await app.inject({ url, headers: { cookie } });
        expect(signedIn.statusCode, url).toBe(200);
        expect(signedIn.headers['cache-control'], url).toBe('private, no-cache');
        expect(rootOf(signedIn.body), url).toContain('Renamed Copy Spade');
        expect(rootOf(signedIn.body), url).not.toContain('Stored Copy Spade');
        expect(queriesOf(signedIn.body).get('auth.me')?.data, url).toMatchObject({ user: { name: 'Kit Hedger' } });
        // The stored copy was there all along, and still is, for visitors without a session.
        expect(rootOf((await app.inject(url)).body), url).toContain('Stored Copy Spade');
      }
    }, appOptions);
  });

  it('sends a visitor who is not signed in the page without data, which the client sends on to sign in', async () => {
    const spade = await createProduct(shop.db, { name: 'Signed-out Spade' });
    const page = await shop.app.inject(`/purchase/${spade.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('id="query-state"');
    // The prerendered layout around the page's placeholder (docs/decisions/072), with the product's head.
    expect(page.body).toMatch(/<div id="root">.*Loading the product/s);
    expect(page.body).not.toContain('Order Signed-out Spade');
    expect(page.body).toContain('<title>Signed-out Spade · Toolyard</title>');
  });

  it('answers an unknown product 404 with the not-found head, for a signed-in customer too', async () => {
    const customer = await createUser(shop.db);
    const page = await shop.app.inject({ url: '/purchase/6f1c2c44-0000-4000-8000-000000000000', headers: { cookie: await cookieOf(customer) } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>Page not found · Toolyard</title>');
    expect(page.body).not.toContain('id="query-state"');
  });
});
