import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/features/8-demo/demo/seed-demo-data';
import type { ContextUser } from '../../src/server/services';
import { browserTestConfig, useBrowserApp } from '../helpers/browser';
import { watchPageErrors } from '../helpers/browser-failures';
import { createUser } from '../helpers/factories';
import { callerFor } from '../helpers/test-app';
import { onCard, onPage } from '../helpers/pages';

/*
 * Issue 34: React's hydration error #418 was seen after signing up and landing on /, and after an
 * admin signed in and landed on the Overview. Every page the browser hydrates (the prerendered
 * home page, docs/decisions/101; the pages rendered with their data, 098) is opened here by each
 * kind of visitor, with what only the browser knows (a stored cart) and what only the server knows
 * (a session, a server cart): useBrowserApp fails the journey on any page error or hydration error.
 */
const shop = useBrowserApp({ config: (baseUrl) => browserTestConfig(baseUrl, { DEMO_MODE: 'true' }) });
let productId = '';
let product: { slug: string; name: string } = { slug: '', name: '' };
let category = '';

beforeAll(async () => {
  await seedDemoData(shop.db);
  const [newest] = await callerFor(shop.db, null).products.list();
  productId = newest!._id;
  product = { slug: newest!.slug, name: newest!.name };
  category = (await shop.db.selectFrom('categories').select('slug').executeTakeFirstOrThrow()).slug;
});

/** A visitor who came before: a line in this browser's cart, which no server render can know. */
async function withStoredCart(context: BrowserContext) {
  // (Init scripts run in the new page's about:blank too, where localStorage is refused.)
  await context.addInitScript((id) => {
    if (location.protocol === 'http:' && !localStorage.getItem('toolyard.cart')) localStorage.setItem('toolyard.cart', JSON.stringify({ lines: [{ productId: id, quantity: 10 }] }));
  }, productId);
}

/** Opens `path` as a fresh load and waits until its heading shows and the page has settled. */
async function openHydrated(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await onPage(page, heading);
  await page.waitForLoadState('networkidle');
}

async function visitHydratedPages(page: Page, signedIn: boolean) {
  await openHydrated(page, '/', 'Rule the outdoors');
  await page.locator('#summary li').first().waitFor();
  await openHydrated(page, '/products', 'Products');
  await openHydrated(page, `/products?category=${category}`, /./);
  await openHydrated(page, '/products?q=spade&sort=price-asc', 'Products');
  await openHydrated(page, `/products/${product.slug}`, product.name);
  if (!signedIn) await openHydrated(page, '/signin?redirect=%2Fcart', /./);
  if (signedIn) await openHydrated(page, `/purchase/${productId}`, /^Order /);
}

describe('every hydrated page, for every visitor', () => {
  it('hydrates for a visitor with a stored cart', async () => {
    const context = await shop.newContext();
    await withStoredCart(context);
    await visitHydratedPages(await context.newPage(), false);
  });

  for (const role of ['user', 'admin'] as const) {
    it(`hydrates for a signed-in ${role === 'user' ? 'customer with a server cart' : 'admin'}`, async () => {
      const user: ContextUser = await createUser(shop.db, { role, verified: true });
      if (role === 'user') await callerFor(shop.db, user).cart.setLine({ productId, quantity: 10 });
      const page = await shop.newPage(user);
      await visitHydratedPages(page, true);
    });
  }

  it('hydrates after a sign-up from a hydrated page, and on each reload of the home page', async () => {
    const context = await shop.newContext();
    await withStoredCart(context);
    const page = await context.newPage();
    await openHydrated(page, '/signin', 'Sign In');
    const card = await onCard(page, 'Sign In');
    await card.getByRole('link', { name: 'Create new account' }).click();
    const form = await onCard(page, 'Sign Up');
    await form.getByLabel('Name').fill('Juniper');
    await form.getByLabel('Email').fill('juniper@garden.example');
    await form.getByLabel('Password').fill('evergreen-shrub');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await onPage(page, 'Rule the outdoors');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.waitForLoadState('networkidle');
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await onPage(page, 'Rule the outdoors');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).waitFor();
      await page.waitForLoadState('networkidle');
    }
  });

  it('hydrates when an admin signs in on the sign-in page and lands on the Overview, and after a reload', async () => {
    await createUser(shop.db, { role: 'admin', email: 'ada@garden.example', password: 'admin-password', verified: true });
    const page = await shop.newPage();
    await openHydrated(page, '/signin', 'Sign In');
    const form = await onCard(page, 'Sign In');
    await form.getByLabel('Email').fill('ada@garden.example');
    await form.getByLabel('Password').fill('admin-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await onPage(page, 'Overview');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/dashboard/overview');
    await page.reload();
    await onPage(page, 'Overview');
    await page.waitForLoadState('networkidle');
  });

  it('the check itself: a page whose server markup is not what the browser renders fails its journey', async () => {
    // A context of its own (not shop.newContext, whose errors would fail this test), watched the same way.
    const context = await shop.browser.newContext({ baseURL: shop.baseUrl });
    const watch = watchPageErrors();
    watch.watch(context);
    try {
      await context.route('**/signin', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace('>Sign In</h1>', '>Sign in, changed</h1>') });
      });
      const page = await context.newPage();
      await page.goto('/signin');
      await expect.poll(() => watch.failures().join('\n'), { timeout: 30_000 }).toMatch(/Minified React error #418/);
      // And says where: the console line carries the component stack (main.tsx's onRecoverableError).
      await expect.poll(() => watch.failures().join('\n'), { timeout: 30_000 }).toMatch(/console error on \/signin: Minified React error #418[^\n]*, in:\s+at \S/);
    } finally {
      await context.close();
    }
  });
});
