import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { priceTiersJson } from '../../src/server/features/2-catalogue/products/price-tiers-json';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { onCard, onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 }, phone: false },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, phone: true },
];

/**
 * Follows a link of the header's navigation, as a person at that width does: on a phone the
 * links are behind the Menu button.
 */
async function navigate(page: Page, phone: boolean, link: string | RegExp) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (phone) await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: link, exact: typeof link === 'string' }).click();
}

/**
 * The header's Cart link by the count it says: "Cart, 3 lines" (the words after "Cart" are hidden
 * from sight and set apart from it, so the computed name may hold a space before the comma).
 */
const cartLink = (count: number) => new RegExp(`^Cart ?, ${count} ${count === 1 ? 'line' : 'lines'}$`);

/** What the header's Cart link says (on a phone, opening the Menu to read it, then closing it). */
async function expectCartLines(page: Page, phone: boolean, count: number) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (phone) await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: cartLink(count) }).waitFor();
  if (phone) await page.keyboard.press('Escape');
}

/** Nitrile gloves sold in packs of 12 at $9.00, $8.00 a unit from 24 and $7.00 from 48; a spade and a rake by the unit. */
async function catalogueFor(width: number) {
  const gloves = await createProduct(shop.db, { name: `Nitrile gloves ${width}`, price: 9, quantity: 500, minimumOrder: 12 });
  await shop.db
    .updateTable('products')
    .set({
      packSize: 12,
      priceTiers: priceTiersJson([
        { minQuantity: 24, priceCents: 800 },
        { minQuantity: 48, priceCents: 700 },
      ]),
    })
    .where('id', '=', gloves.id)
    .execute();
  const spade = await createProduct(shop.db, { name: `Border spade ${width}`, price: 12.5, quantity: 100, minimumOrder: 1 });
  const rake = await createProduct(shop.db, { name: `Leaf rake ${width}`, price: 19.99, quantity: 100, minimumOrder: 5 });
  return { gloves, spade, rake };
}

/** A row of a table, found by the product it names. */
const rowOf = (table: Locator, product: string) => table.getByRole('row', { name: new RegExp(product) });
/** A row's cells (its header cell, the product, left out). */
const cellsOf = (row: Locator) => row.getByRole('cell').allTextContents();

async function payWithThreeDSecure(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill('4000002500003155');
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getUTCFullYear() + 3) % 100}`);
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.getByRole('dialog', { name: '3-D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
  await onPage(page, 'Paid');
}

describe.each(WIDTHS)('a cart of many lines on $name', ({ viewport, phone }) => {
  it('quick-orders three lines by SKU, steps the pack line up a pack (its unit price follows the tier), checks out with a PO number and a note, pays with 3-D Secure, and the order shows its lines to the buyer and the admin', async () => {
    const { gloves, spade, rake } = await catalogueFor(viewport.width);
    const buyer = await createUser(shop.db, { name: 'Rahim Traders' });
    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await onPage(page, 'Rule the outdoors');

    // An empty cart points to ordering by SKU.
    await navigate(page, phone, cartLink(0));
    const emptyCart = await onPage(page, 'Your cart');
    await emptyCart.getByText('Your cart is empty.').waitFor();
    await emptyCart.getByRole('link', { name: 'order by SKU', exact: true }).click();

    const quickOrder = await onPage(page, 'Quick order');
    const form = quickOrder.locator('form');
    await form.getByLabel('Lines').fill(`${gloves.sku} 12\n${spade.sku} 4\n${rake.sku}, 5`);
    await form.getByRole('button', { name: 'Add to cart' }).click();
    const results = quickOrder.getByRole('region', { name: 'Results' });
    await results.getByText('3 of 3 lines added.').waitFor();
    expect(await results.getByRole('listitem').count()).toBe(0);
    // Every line was added: none is left in the box to add twice.
    expect(await form.getByLabel('Lines').inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page);
    await results.getByRole('link', { name: 'View cart' }).click();

    const cart = await onPage(page, 'Your cart');
    const lines = cart.getByRole('table', { name: 'Lines in your cart' });
    const glovesRow = rowOf(lines, gloves.name);
    await glovesRow.waitFor();
    expect(await lines.getByRole('row').count()).toBe(4);
    expect(await cellsOf(glovesRow)).toEqual([gloves.sku, expect.any(String), '$9.00 Base price', '$108.00', 'Remove']);
    const quantity = glovesRow.getByRole('spinbutton', { name: `Quantity of ${gloves.name}` });
    expect(await quantity.inputValue()).toBe('12');
    expect(await glovesRow.getByRole('button', { name: `12 fewer of ${gloves.name}` }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // One more pack: 24 units reach the first tier, and every unit costs $8.00.
    await glovesRow.getByRole('button', { name: `12 more of ${gloves.name}` }).click();
    await glovesRow.getByText('24+ price').waitFor();
    expect(await quantity.inputValue()).toBe('24');
    expect(await cellsOf(glovesRow)).toEqual([gloves.sku, expect.any(String), '$8.00 24+ price', '$192.00', 'Remove']);
    expect(await cellsOf(rowOf(lines, spade.name))).toEqual([spade.sku, expect.any(String), '$12.50 Base price', '$50.00', 'Remove']);
    expect(await cellsOf(rowOf(lines, rake.name))).toEqual([rake.sku, expect.any(String), '$19.99 Base price', '$99.95', 'Remove']);
    await cart.getByText('Total: $341.95').waitFor();
    await expectCartLines(page, phone, 3);

    await cart.getByRole('link', { name: 'Checkout' }).click();
    const checkout = await onPage(page, 'Checkout');
    const summary = checkout.getByRole('table', { name: 'Your order' });
    expect(await cellsOf(rowOf(summary, gloves.name))).toEqual(['24', '$192.00']);
    expect(await summary.getByRole('row', { name: /^Goods/ }).textContent()).toBe('Goods$341.95');
    const details = checkout.getByRole('form', { name: 'Delivery and references' });
    // No saved address yet: a new one, started from the profile and ticked to be saved.
    expect(await details.getByLabel('Save it to my address book').isChecked()).toBe(true);
    await details.getByLabel('Address line 1').fill('17 Nursery Road');
    await details.getByLabel('City').fill('Gazipur');
    await details.getByLabel('Country').selectOption('BD');
    await details.getByLabel('Phone').fill('+880 1711 222333');
    await details.getByLabel('PO number (optional)').fill('PO-2026-0415');
    await details.getByLabel('Note (optional)').fill('Deliver to the back gate, please.');
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Place order and pay' }).click();

    const payment = await onPage(page, 'Hello, Rahim Traders');
    const order = await shop.db
      .selectFrom('orders')
      .select(['id', 'number', 'poNumber', 'note'])
      .where('userId', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ poNumber: 'PO-2026-0415', note: 'Deliver to the back gate, please.' });
    // The address went to the address book with the order: the next checkout offers it.
    expect(await shop.db.selectFrom('addresses').select(['line1', 'city', 'country', 'phone', 'isDefault']).where('userId', '=', buyer.id).execute()).toEqual([
      { line1: '17 Nursery Road', city: 'Gazipur', country: 'BD', phone: '+880 1711 222333', isDefault: true },
    ]);
    await payment.getByText(`Please pay for order ${order.number}, your PO number PO-2026-0415.`).waitFor();
    const orderLines = payment.getByRole('table', { name: 'Order lines' });
    expect(await cellsOf(rowOf(orderLines, gloves.name))).toEqual(['24', '$8.00', '$192.00']);
    expect(await orderLines.getByRole('row').count()).toBe(5);
    await payWithThreeDSecure(page, '$341.95');
    // The cart was emptied by the checkout.
    await expectCartLines(page, phone, 0);
    const stock = await shop.db.selectFrom('products').select('quantity').where('id', '=', gloves.id).executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(500 - 24);

    // My Orders: "3 lines", which opens on each line.
    await page.getByRole('main').getByRole('link', { name: 'Go to My Orders' }).click();
    const myOrders = await onPage(page, 'My Orders');
    const row = myOrders.getByRole('row', { name: new RegExp(order.number) });
    expect(await row.getByRole('rowheader').textContent()).toBe(`${order.number} PO PO-2026-0415`);
    const disclosure = row.getByRole('button', { name: `3 lines of order ${order.number}` });
    expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
    await disclosure.click();
    const bought = row.getByRole('listitem');
    await bought.first().waitFor();
    // In the cart's order: lines added together stand by name.
    expect(await bought.allTextContents()).toEqual([
      `${spade.name} SKU ${spade.sku} 4 × $12.50 = $50.00`,
      `${rake.name} SKU ${rake.sku} 5 × $19.99 = $99.95`,
      `${gloves.name} SKU ${gloves.sku} 24 × $8.00 = $192.00`,
    ]);

    // The admin's list says "3 lines"; the detail has the lines and the PO number.
    const admin = await shop.newPage(await createUser(shop.db, { name: 'Ada Admin', role: 'admin' }));
    await admin.setViewportSize(viewport);
    await admin.goto('/dashboard');
    // The workspace's sidebar is behind its Menu button on a phone: wait for the workspace itself
    // (its search box) first, as the shop's header, with a Menu of its own, shows until it arrives.
    await onPage(admin, 'My Profile');
    if (phone) {
      await admin.getByRole('searchbox', { name: 'Search orders, customers and products' }).waitFor();
      await admin.getByRole('button', { name: 'Menu', exact: true }).click();
    }
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage All Orders', exact: true }).click();
    const allOrders = await onPage(admin, 'Manage All Orders');
    const listed = allOrders.getByRole('row', { name: new RegExp(order.number) });
    // The cells after the row's checkbox: the customer (name over e-mail), then the lines.
    expect(await listed.getByRole('cell').nth(2).textContent()).toBe('3 lines');
    expect(await listed.textContent()).toContain('$341.95');
    await listed.getByRole('link', { name: order.number, exact: true }).click();
    const detail = await onPage(admin, `Order ${order.number}`);
    const facts = detail.getByRole('definition');
    await facts.filter({ hasText: 'PO-2026-0415' }).waitFor();
    await facts.filter({ hasText: 'Deliver to the back gate, please.' }).waitFor();
    const detailLines = detail.getByRole('table', { name: 'Lines' });
    expect(await cellsOf(rowOf(detailLines, gloves.name))).toEqual(['24', '$8.00', '$192.00']);
    expect(await cellsOf(rowOf(detailLines, spade.name))).toEqual(['4', '$12.50', '$50.00']);
    expect(await cellsOf(rowOf(detailLines, rake.name))).toEqual(['5', '$19.99', '$99.95']);
  });

  it("a visitor's line added on a product card joins the account's cart at sign-in", async () => {
    const shears = await createProduct(shop.db, { name: `Hedge shears ${viewport.width}`, price: 24, quantity: 50, minimumOrder: 2 });
    const trowel = await createProduct(shop.db, { name: `Brass trowel ${viewport.width}`, price: 7.5, quantity: 50, minimumOrder: 1 });
    const account = await createUser(shop.db, { name: 'Mitu', email: `mitu-${viewport.width}@garden.com`, password: 'green-fingers' });
    // The account already holds a line from an earlier visit.
    await callerFor(shop.db, account).cart.setLine({ productId: trowel.id, quantity: 3 });

    const page = await shop.newPage();
    await page.setViewportSize(viewport);
    await page.goto('/');
    await onPage(page, 'Rule the outdoors');
    await navigate(page, phone, 'Products');
    const catalogue = await onPage(page, 'Products');
    await catalogue.getByRole('article', { name: shears.name, exact: true }).getByRole('button', { name: /^Add to cart/ }).click();
    await page.getByText(`Added 2 x ${shears.name} to your cart`).waitFor();

    await navigate(page, phone, cartLink(1));
    const cart = await onPage(page, 'Your cart');
    // The visitor's cart is read from the browser once the page has hydrated: wait for its line.
    const shearsRow = rowOf(cart.getByRole('table', { name: 'Lines in your cart' }), shears.name);
    await shearsRow.waitFor();
    expect(await cellsOf(shearsRow)).toEqual([shears.sku, expect.any(String), '$24.00 Base price', '$48.00', 'Remove']);
    await cart.getByRole('link', { name: 'Sign in to check out' }).click();

    const signIn = await onCard(page, 'Sign In');
    await signIn.getByLabel('Email').fill(`mitu-${viewport.width}@garden.com`);
    await signIn.getByLabel('Password').fill('green-fingers');
    await signIn.getByRole('button', { name: 'Sign In' }).click();

    const checkout = await onPage(page, 'Checkout');
    const summary = checkout.getByRole('table', { name: 'Your order' });
    await rowOf(summary, shears.name).waitFor();
    expect(await cellsOf(rowOf(summary, shears.name))).toEqual(['2', '$48.00']);
    expect(await cellsOf(rowOf(summary, trowel.name))).toEqual(['3', '$22.50']);
    await expectCartLines(page, phone, 2);
    const saved = await callerFor(shop.db, account).cart.get();
    expect(saved.lines.map((line) => [line.name, line.quantity])).toEqual(
      expect.arrayContaining([
        [shears.name, 2],
        [trowel.name, 3],
      ]),
    );
  });
});
