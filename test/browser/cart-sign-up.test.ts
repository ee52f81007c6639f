import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { onCard, onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();

const cartLink = (count: number) => new RegExp(`^Cart ?, ${count} ${count === 1 ? 'line' : 'lines'}$`);

/** The cart page's row of `product`: its quantity field's value and its line total, once shown. */
async function cartRow(page: Page, product: string): Promise<{ quantity: string; total: string; cart: Locator }> {
  const cart = await onPage(page, 'Your cart');
  const row = cart.getByRole('table', { name: 'Lines in your cart' }).getByRole('row', { name: new RegExp(product) });
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  return { quantity: await row.getByRole('spinbutton').inputValue(), total: cells[3]!, cart };
}

describe("a visitor's cart at sign-up", () => {
  it('is merged once: 10 forks before signing up are 10 after, after two reloads, and the header counts the line', async () => {
    const fork = await createProduct(shop.db, { name: 'Digging fork', price: 38.99, quantity: 500, minimumOrder: 10 });
    const page = await shop.newPage();
    await page.goto('/products');
    const catalogue = await onPage(page, 'Products');
    await catalogue.getByRole('article', { name: fork.name, exact: true }).getByRole('button', { name: /^Add to cart/ }).click();
    await page.getByText(`Added 10 x ${fork.name} to your cart`).waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: cartLink(1) }).click();
    expect(await cartRow(page, fork.name)).toMatchObject({ quantity: '10', total: '$389.90' });
    await page.getByRole('main').getByRole('link', { name: 'Sign in to check out' }).click();
    await (await onCard(page, 'Sign In')).getByRole('link', { name: 'Create new account' }).click();

    const form = await onCard(page, 'Sign Up');
    await form.getByLabel('Name').fill('Fern');
    await form.getByLabel('Email').fill('fern@garden.com');
    await form.getByLabel('Password').fill('fronds-unfurl');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await onPage(page, 'Rule the outdoors');
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor();
    await nav.getByRole('link', { name: cartLink(1) }).waitFor();

    const account = await shop.db.selectFrom('users').select(['id', 'email', 'name', 'role']).where('email', '=', 'fern@garden.com').executeTakeFirstOrThrow();
    const saved = async () => (await callerFor(shop.db, account).cart.get()).lines.map((line) => [line.name, line.quantity]);
    for (let load = 1; load <= 2; load++) {
      await page.reload();
      await onPage(page, 'Rule the outdoors');
      await nav.getByRole('link', { name: cartLink(1) }).waitFor();
      await nav.getByRole('link', { name: cartLink(1) }).click();
      const row = await cartRow(page, fork.name);
      expect({ quantity: row.quantity, total: row.total }, `load ${load}`).toEqual({ quantity: '10', total: '$389.90' });
      await row.cart.getByText('Total: $389.90').waitFor();
      expect(await saved(), `load ${load}`).toEqual([[fork.name, 10]]);
      await page.goto('/');
    }
    expect(await page.evaluate(() => window.localStorage.getItem('toolyard.cart'))).toBeNull();
  });

  it("merges once when the merge's answer is lost on the way: the next load sends the same cart and adds nothing; a refused line is named", async () => {
    const fork = await createProduct(shop.db, { name: 'Spading fork', price: 38.99, quantity: 500, minimumOrder: 10 });
    const trowel = await createProduct(shop.db, { name: 'Brass trowel', price: 7.5, quantity: 50, minimumOrder: 1 });
    await createUser(shop.db, { name: 'Moss', email: 'moss@garden.com', password: 'soft-green-moss' });
    const page = await shop.newPage();
    await page.goto('/products');
    const catalogue = await onPage(page, 'Products');
    for (const [product, units] of [[fork, 10], [trowel, 1]] as const) {
      await catalogue.getByRole('article', { name: product.name, exact: true }).getByRole('button', { name: /^Add to cart/ }).click();
      await page.getByText(`Added ${units} x ${product.name} to your cart`).waitFor();
    }
    // The trowel sells out before the visitor signs in: its line is refused at the merge, and said so.
    await shop.db.updateTable('products').set({ quantity: 0 }).where('id', '=', trowel.id).execute();

    // The first merge reaches the server, which merges it; its answer never reaches the page (a dropped connection).
    let merges = 0;
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('cart.merge'),
      async (route) => {
        merges += 1;
        if (merges > 1) return route.continue();
        await route.fetch();
        await route.abort('connectionreset');
      },
    );
    await page.goto('/signin');
    const form = await onCard(page, 'Sign In');
    await form.getByLabel('Email').fill('moss@garden.com');
    await form.getByLabel('Password').fill('soft-green-moss');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText("We couldn't move your cart into your account yet. Its lines are kept in this browser.").waitFor();

    await page.reload();
    await page.getByText('Not added to your cart from this browser: Brass trowel (1): Sorry, this product is out of stock').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: cartLink(1) }).click();
    const row = await cartRow(page, fork.name);
    expect({ quantity: row.quantity, total: row.total }).toEqual({ quantity: '10', total: '$389.90' });
    expect(merges).toBe(2);
    expect(await page.evaluate(() => window.localStorage.getItem('toolyard.cart'))).toBeNull();
  });
});
