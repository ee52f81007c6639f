import { describe, expect, it } from 'vitest';
import { priceTiersJson } from '../../src/server/features/2-catalogue/products/price-tiers-json';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { screenshot } from '../helpers/page-review';
import { onCard, onPage } from '../helpers/pages';

// Issue 36: a visitor finds a product by its own page, signs in from it, comes back to it and orders.
const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

const PASSWORD = 'secateurs-sharp';

describe.each(WIDTHS)("a product's page on $name", ({ name, viewport }) => {
  it('a visitor opens it from the home page by its title, sees packs and volume prices, signs in from it, lands back on it and orders', async () => {
    const width = String(viewport.width);
    const productName = `Nitrile Gloves ${width}`;
    const gloves = await createProduct(shop.db, { name: productName, price: 12.9, quantity: 600, minimumOrder: 24 });
    await shop.db
      .updateTable('products')
      .set({ packSize: 12, priceTiers: priceTiersJson([{ minQuantity: 48, priceCents: 1150 }, { minQuantity: 120, priceCents: 1090 }]) })
      .where('id', '=', gloves.id)
      .execute();
    const buyer = await createUser(shop.db, { name: 'Hazel Buyer', email: `hazel-${width}@garden.com`, password: PASSWORD, verified: true });
    await shop.db.updateTable('users').set({ phone: '+44 20 7946 0000', address: '3 Orchard Lane, Kew' }).where('id', '=', buyer.id).execute();

    const page = await shop.newPage();
    await page.setViewportSize(viewport);
    await page.goto('/');
    const card = page.getByRole('article', { name: productName, exact: true });
    await card.getByRole('link', { name: productName, exact: true }).click();

    const product = await onPage(page, productName);
    expect(new URL(page.url()).pathname).toBe(`/products/${gloves.slug}`);
    await product.getByText('Sold in packs of 12, from 24').waitFor();
    await product.getByText('In stock').waitFor();
    const prices = product.getByRole('table', { name: 'Volume prices' });
    expect(await prices.getByRole('row').allTextContents()).toEqual(['QuantityUnit price', '24–47$12.90', '48–119$11.50', '120+$10.90']);
    expect(await product.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('Products');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `visitor-${name.replace(/\W+/g, '-')}`, width);

    await product.getByRole('link', { name: 'Sign in to order' }).click();
    const form = await onCard(page, 'Sign In');
    await form.getByLabel('Email').fill(buyer.email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();

    // Back on the product's page, now with the order form, the profile's details filled in.
    const signedIn = await onPage(page, productName);
    expect(new URL(page.url()).pathname).toBe(`/products/${gloves.slug}`);
    const quantity = signedIn.getByLabel(`Quantity of ${productName}`);
    expect(await quantity.inputValue()).toBe('24');
    await quantity.fill('48');
    await signedIn.getByLabel('Total price').filter({ hasText: '$552.00' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `buyer-${name.replace(/\W+/g, '-')}`, width);
    await signedIn.getByRole('button', { name: 'Place Order' }).click();

    await page.getByText('Order placed successfully').waitFor();
    await (await onPage(page, 'My Orders')).getByRole('row', { name: new RegExp(productName) }).waitFor();
    const order = await shop.db.selectFrom('orderLines').select(['quantity']).where('productId', '=', gloves.id).executeTakeFirstOrThrow();
    expect(order.quantity).toBe(48);
  });
});
