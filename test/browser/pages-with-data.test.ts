import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { onPage } from '../helpers/pages';

// docs/decisions/098: these pages arrive rendered with their data, and the browser hydrates them.
const shop = useBrowserApp();
const IMAGE = '/images/products/border-spade.svg';

/** The API calls the page makes (tRPC procedures, REST paths), and what it logs as an error, from now on. */
function watch(page: Page) {
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/') || pathname.startsWith('/api/')) calls.push(pathname.replace(/^\/trpc\//, ''));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { calls, errors };
}

describe('pages rendered with their data', () => {
  it('a visitor opens a category: its products are there at once, nothing is fetched again, and the page takes clicks', async () => {
    const { id: spades } = await shop.db.insertInto('categories').values({ name: 'Spades', slug: 'spades', position: 0 }).returning('id').executeTakeFirstOrThrow();
    const { id: pruning } = await shop.db.insertInto('categories').values({ name: 'Pruning', slug: 'pruning', position: 1 }).returning('id').executeTakeFirstOrThrow();
    const spade = await createProduct(shop.db, { name: 'Treaded Border Spade' });
    const shears = await createProduct(shop.db, { name: 'Bypass Pruning Shears' });
    await shop.db.updateTable('products').set({ categoryId: spades, images: [IMAGE] }).where('id', '=', spade.id).execute();
    await shop.db.updateTable('products').set({ categoryId: pruning, images: [IMAGE] }).where('id', '=', shears.id).execute();

    const page = await shop.newPage();
    const { calls, errors } = watch(page);
    await page.goto('/products?category=spades');
    const main = page.getByRole('main');
    await main.getByRole('article', { name: 'Treaded Border Spade' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => /catalogue|categories|auth\.me|site\.config/.test(call))).toEqual([]);
    expect(errors).toEqual([]);

    await main.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Pruning' }).click();
    await main.getByRole('article', { name: 'Bypass Pruning Shears' }).waitFor();
    await main.getByRole('article', { name: 'Bypass Pruning Shears' }).getByRole('button', { name: /Add to cart/ }).click();
    await page.getByRole('link', { name: /^Cart ?, 1 line$/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a visitor's Add to cart is disabled until the page has hydrated: a click before would be lost without a word", async () => {
    const hoe = await createProduct(shop.db, { name: 'Carbon Steel Hoe', price: 21, quantity: 40, minimumOrder: 2 });
    await shop.db.updateTable('products').set({ images: [IMAGE] }).where('id', '=', hoe.id).execute();
    const page = await shop.newPage();
    const { errors } = watch(page);
    // The page's code is held back, as a slow connection or a busy phone holds it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/products', { waitUntil: 'commit' }); // not 'domcontentloaded': that waits for the page's code
    const addToCart = page.getByRole('main').getByRole('article', { name: 'Carbon Steel Hoe' }).getByRole('button', { name: /Add to cart/ });
    await addToCart.waitFor();
    expect(await addToCart.isDisabled()).toBe(true);

    release();
    await addToCart.click(); // waits until enabled
    await page.getByText('Added 2 x Carbon Steel Hoe to your cart').waitFor();
    expect(errors).toEqual([]);
  });

  it('a customer opens a product: it shows at once with their name, nothing is fetched again, and the order form works', async () => {
    const buyer = await createUser(shop.db, { name: 'Robin Gardener' });
    const spade = await createProduct(shop.db, { name: 'Stainless Border Spade', price: 12.5, quantity: 100, minimumOrder: 5 });
    await shop.db.updateTable('products').set({ images: [IMAGE] }).where('id', '=', spade.id).execute();
    const page = await shop.newPage(buyer);
    const { calls, errors } = watch(page);

    await page.goto(`/purchase/${spade.id}`);
    const purchase = await onPage(page, 'Order Stainless Border Spade');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => /products\.byId|auth\.me|users\.me|cart\.get|site\.config/.test(call))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.title()).toBe('Stainless Border Spade · Toolyard');

    await purchase.getByLabel('Quantity of Stainless Border Spade').fill('8');
    await purchase.getByLabel('Total price').filter({ hasText: '$100.00' }).waitFor();
    await purchase.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: /^Cart ?, 1 line$/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
