import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { validateSignInSearch } from '../../../src/client/app/search/auth-search';
import { createSession } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { SESSION_COOKIE } from '../../../src/server/features/3-accounts/accounts/sessions/session-cookie';
import { matchPage } from '../../../src/server/pages/page-paths';
import type { ContextUser } from '../../../src/server/services';
import { pages } from '../../../src/shared/pages';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { placeOrder } from '../orders/order-helpers';

// The built client (npm run build): its prerendered pages are what the server sends.
const shop = useTestApp({ client: 'built' });

const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const NO_SUCH_ID = '6f1c2c44-0000-4000-8000-000000000000';

async function cookieOf(user: ContextUser): Promise<{ cookie: string }> {
  const { token } = await createSession(shop.db, user.id);
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** Asserts the answer is the not-found page, with a 404. */
function expectNotFoundPage(response: Awaited<ReturnType<FastifyInstance['inject']>>, url: string) {
  expect(response.statusCode, url).toBe(404);
  expect(response.headers['content-type'], url).toContain('text/html');
  expect(titleOf(response.body), url).toBe('Page not found · Toolyard');
}

describe('the status of a path', () => {
  it('answers an unknown path 404 with the not-found page, however it is written', async () => {
    const unknown = [
      '/no/such/page',
      '/dashboard/no-such-page',
      '/purchase',
      '/purchase/x/y',
      '/about.html',
      '//about',
      '/dashboard//my-orders',
      '/blogs%2Fx',
      '/no/such/page?redirect=//evil.example',
    ];
    for (const url of unknown) {
      const response = await shop.app.inject(url);
      expectNotFoundPage(response, url);
      // The page itself, prerendered: it says so before any script has run.
      expect(response.body, url).toMatch(/<div id="root">.*Oops! Page not found/s);
    }
    // A malformed escape is no URL at all: Fastify's router refuses it before any page is looked up.
    expect((await shop.app.inject('/%E0%A4%A')).statusCode).toBe(400);
    const head = await shop.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('answers every public page 200 with its own title and description, however it is written', async () => {
    // A page of one thing (a product's, `/products/$slug`) has its own test: product-pages.test.ts.
    for (const page of pages.filter((candidate) => candidate.audience === 'everyone' && !candidate.path.includes('$'))) {
      const response = await shop.app.inject(page.path);
      expect(response.statusCode, page.path).toBe(200);
      expect(titleOf(response.body), page.path).toBe(page.title);
      expect(descriptionOf(response.body), page.path).toBe(page.description);
    }
    for (const url of ['/about/', '/%61bout', '/about?from=footer', '/About%3F']) {
      const response = await shop.app.inject(url);
      if (url === '/About%3F') expectNotFoundPage(response, url);
      else expect(titleOf(response.body), url).toBe('About · Toolyard');
    }
    const head = await shop.app.inject({ method: 'HEAD', url: '/signin' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('a signed-out visit to a signed-in page', () => {
  it('is sent to /signin, which brings the visitor back, and never gets the page', async () => {
    const visits: Array<[string, string]> = [
      ['/dashboard', '/dashboard'],
      ['/dashboard/', '/dashboard'],
      ['/dashboard/my-orders?tab=open', '/dashboard/my-orders?tab=open'],
      ['/%64ashboard/my-orders', '/dashboard/my-orders'],
      ['/dashboard/manage-all-orders', '/dashboard/manage-all-orders'],
      [`/dashboard/orders/${NO_SUCH_ID}`, `/dashboard/orders/${NO_SUCH_ID}`],
      ['/payment/not-an-order', '/payment/not-an-order'],
      ['/payment/%5Cevil.example', '/payment/%5Cevil.example'],
    ];
    for (const [url, back] of visits) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await shop.app.inject({ method, url, headers: { cookie: `${SESSION_COOKIE}=expired-or-forged` } });
        expect(response.statusCode, `${method} ${url}`).toBe(302);
        const location = new URL(response.headers.location as string, 'http://shop.test');
        expect(location.origin + location.pathname, url).toBe('http://shop.test/signin');
        expect(validateSignInSearch(Object.fromEntries(location.searchParams)), url).toEqual({ redirect: back });
        expect(response.headers['cache-control'], url).toContain('no-store');
        expect(response.body, url).not.toContain('<div id="root"');
      }
    }
  });

  it('gets a product’s page, its public URL, whose order form the client shows after sign-in', async () => {
    const product = await createProduct(shop.db, { name: 'Hand Trowel' });
    const page = await shop.app.inject(`/purchase/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe('Hand Trowel · Toolyard');
    expect(page.body).not.toContain('<form');
  });

  it('sends a customer away from an admin page to their dashboard', async () => {
    const customer = await cookieOf(await createUser(shop.db));
    for (const url of ['/dashboard/overview', `/dashboard/customers/${NO_SUCH_ID}`]) {
      const response = await shop.app.inject({ url, headers: customer });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/dashboard');
    }
    const own = await shop.app.inject({ url: '/dashboard/my-orders', headers: customer });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(titleOf(own.body)).toBe('My Orders · Toolyard');
    expect(descriptionOf(own.body)).toBe(pages.find((page) => page.path === '/dashboard/my-orders')!.description);
  });
});

describe('a page about an order', () => {
  it('answers the payment page 200 for the buyer’s own order only, else 404', async () => {
    const buyer = await createUser(shop.db);
    const stranger = await createUser(shop.db);
    const admin = await createUser(shop.db, { role: 'admin' });
    const orderId = await placeOrder(shop.db, buyer, (await createProduct(shop.db)).id, 10);

    const own = await shop.app.inject({ url: `/payment/${orderId}`, headers: await cookieOf(buyer) });
    expect(own.statusCode).toBe(200);
    expect(titleOf(own.body)).toBe('Payment · Toolyard');
    // Someone else's order answers as no order at all: the status says nothing about whose it is.
    for (const [who, user] of [
      ['stranger', stranger],
      ['admin', admin],
    ] as const) {
      expectNotFoundPage(await shop.app.inject({ url: `/payment/${orderId}`, headers: await cookieOf(user) }), who);
    }
    for (const id of [NO_SUCH_ID, 'not-a-uuid', `${orderId}x`]) {
      expectNotFoundPage(await shop.app.inject({ url: `/payment/${id}`, headers: await cookieOf(buyer) }), id);
    }
  });

  it('answers an order’s page 200 for its customer and for admins, else 404', async () => {
    const admin = await cookieOf(await createUser(shop.db, { role: 'admin' }));
    const buyer = await createUser(shop.db);
    const orderId = await placeOrder(shop.db, buyer, (await createProduct(shop.db)).id, 10);
    for (const headers of [admin, await cookieOf(buyer)]) {
      const detail = await shop.app.inject({ url: `/dashboard/orders/${orderId}`, headers });
      expect(detail.statusCode).toBe(200);
      expect(titleOf(detail.body)).toBe('Order · Toolyard');
    }
    // Someone else's order answers as no order at all, as GET /api/orders/{id} does.
    expectNotFoundPage(await shop.app.inject({ url: `/dashboard/orders/${orderId}`, headers: await cookieOf(await createUser(shop.db)) }), 'stranger');
    for (const id of [NO_SUCH_ID, 'not-a-uuid']) expectNotFoundPage(await shop.app.inject({ url: `/dashboard/orders/${id}`, headers: admin }), id);
  });

  it('answers the admin’s customer page 200 for an account that exists, else 404', async () => {
    const admin = await cookieOf(await createUser(shop.db, { role: 'admin' }));
    const customer = await createUser(shop.db);
    const detail = await shop.app.inject({ url: `/dashboard/customers/${customer.id}`, headers: admin });
    expect(detail.statusCode).toBe(200);
    expect(titleOf(detail.body)).toBe('Customer · Toolyard');
    for (const id of [NO_SUCH_ID, 'not-a-uuid']) expectNotFoundPage(await shop.app.inject({ url: `/dashboard/customers/${id}`, headers: admin }), id);
  });
});

describe('matchPage', () => {
  it('reads a path as the browser’s router does, and knows no path a link of the client never makes', () => {
    expect(matchPage('/%70urchase/a%20b')).toMatchObject({ page: { path: '/purchase/$id' }, params: { id: 'a b' }, path: '/purchase/a%20b' });
    expect(matchPage('/dashboard/')).toMatchObject({ page: { path: '/dashboard' }, path: '/dashboard' });
    // Dot segments reach the server only from clients that skip the URL's normalisation (inject does not).
    for (const raw of ['/about/..', '/%2e%2e/about', '/purchase/./x', '/purchase/..', 'about', '/purchase/%', '/purchase/a%2Fb/c']) expect(matchPage(raw), raw).toBeNull();
  });
});
