import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { checkedOutOrder, payThroughApi } from '../helpers/browser-orders';
import { createProduct, createUser } from '../helpers/factories';
import { screenshot } from '../helpers/page-review';
import { onPage } from '../helpers/pages';

// Issue 34, items 15 and 16: every dialog fits the window, scrolls inside, and sits above the page.
const shop = useBrowserApp();

/**
 * Whether what a person sees at the middle of `element` is `element` itself (or part of it): on
 * screen and covered by nothing. elementFromPoint follows the painting order only for elements
 * that take the pointer, and an open Radix dialog turns the pointer off for the page behind it
 * (`pointer-events: none` on the body), so every element takes it for the moment of the look.
 */
function seenAtItsMiddle(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const all = document.head.appendChild(document.createElement('style'));
    all.textContent = '* { pointer-events: auto !important; }';
    const seen = document.elementFromPoint(x, y);
    all.remove();
    return seen !== null && (seen === node || node.contains(seen));
  });
}

/** The box of `element` lies inside the window. */
async function expectInsideWindow(page: Page, element: Locator, what: string) {
  const box = (await element.boundingBox())!;
  const window = page.viewportSize()!;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(window.height);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(window.width);
}

describe.each([
  { name: 'a 1366 x 768 laptop', viewport: { width: 1366, height: 768 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
])('a partial refund of a 4-line order on $name', ({ viewport }) => {
  it('uses only buttons on screen: the amount starts empty, the button names the amount typed, and the refund goes through', async () => {
    const tag = String(viewport.width);
    const admin = await createUser(shop.db, { name: `Ada ${tag}`, role: 'admin' });
    const buyer = await createUser(shop.db, { name: `Nadia Rahman ${tag}`, verified: true });
    const order = await checkedOutOrder(shop.db, buyer, tag);
    await payThroughApi(shop.db, shop.baseUrl, buyer, order.orderId);
    const wheelbarrow = order.products[3]!;

    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/orders/${order.orderId}`);
    const detail = await onPage(page, `Order ${order.number}`);
    await detail.getByRole('button', { name: `Refund order ${order.number} of Nadia Rahman ${tag}` }).click();

    const dialog = page.getByRole('dialog', { name: `Refund order ${order.number}?` });
    await dialog.waitFor();
    await expectInsideWindow(page, dialog, 'the dialog');
    const title = dialog.getByRole('heading', { name: `Refund order ${order.number}?` });
    expect(await seenAtItsMiddle(title)).toBe(true);

    // Nothing is filled in for the admin: a stray Enter would refund nothing.
    const amount = dialog.getByLabel('Amount in dollars');
    expect(await amount.inputValue()).toBe('');
    await amount.pressSequentially('119.00');
    await dialog.getByLabel('Reason (the customer reads it)').pressSequentially('The wheelbarrow arrived with a bent axle');
    await dialog.getByLabel(wheelbarrow.name).pressSequentially('1');

    // The refund button is reached inside the dialog (it scrolls), on screen and covered by nothing.
    const refund = dialog.getByRole('button', { name: 'Refund $119.00', exact: true });
    await refund.scrollIntoViewIfNeeded();
    await expectInsideWindow(page, refund, 'the refund button');
    expect(await seenAtItsMiddle(refund)).toBe(true);
    await screenshot(page, 'refund-dialog-filled', tag, { fullPage: false });
    await refund.click();

    await page.getByText(/^Refunded \$119\.00\. Credit note CN-\d{6} issued\.$/).waitFor();
    await detail.getByRole('region', { name: 'Payment and refunds' }).getByText('$119.00 of $226.00').waitFor();
    // The order's refund state is its settled payment's (order_payments).
    const payment = await shop.db.selectFrom('orderPayments').select(['refundedCents', 'status']).where('orderId', '=', order.orderId).where('settledAt', 'is not', null).executeTakeFirstOrThrow();
    const row = { refundedCents: payment.refundedCents, paymentStatus: payment.status };
    expect(row).toEqual({ refundedCents: 11900, paymentStatus: 'partially_refunded' });
    const stock = await shop.db.selectFrom('products').select('quantity').where('id', '=', wheelbarrow.id).executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(500);
  });
});

describe('a dialog over the products table', () => {
  it('is above the table: its Price field is what is under the pointer, and the backdrop covers the table’s header', async () => {
    const admin = await createUser(shop.db, { name: 'Ada Products', role: 'admin' });
    for (let index = 0; index < 12; index++) await createProduct(shop.db, { name: `Border spade no. ${index + 1}` });
    const page = await shop.newPage(admin);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/dashboard/manage-products');
    const products = await onPage(page, 'Manage Products');
    const table = products.getByRole('table', { name: 'Products' });
    // By CSS, not by role: with the dialog open the page is hidden from the accessibility tree.
    const actionsHeader = page.locator('main table thead th', { hasText: 'Actions' });
    await table.getByRole('button', { name: 'Update Border spade no. 6' }).waitFor();
    expect(await seenAtItsMiddle(actionsHeader)).toBe(true);
    const headerRow = (await table.locator('thead tr').boundingBox())!;

    await table.getByRole('button', { name: 'Update Border spade no. 6' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update the product' });
    const price = dialog.getByLabel('Price ($ per unit)');
    await price.waitFor();
    await expectInsideWindow(page, dialog, 'the dialog');
    // Where the table's header row lies under the dialog, every point belongs to the dialog.
    const covered = await dialog.evaluate((node, y) => {
      const box = node.getBoundingClientRect();
      const points = Array.from({ length: 9 }, (_, index) => box.left + ((index + 1) * box.width) / 10);
      const all = document.head.appendChild(document.createElement('style'));
      all.textContent = '* { pointer-events: auto !important; }'; // as in seenAtItsMiddle
      const drawnOver = points.filter((x) => !node.contains(document.elementFromPoint(x, y))).length;
      all.remove();
      return drawnOver;
    }, headerRow.y + headerRow.height / 2);
    expect(covered, 'points of the dialog drawn over by the table').toBe(0);
    await price.scrollIntoViewIfNeeded();
    expect(await seenAtItsMiddle(price)).toBe(true);
    // Outside the dialog, the header is under the backdrop, dimmed with the rest of the page.
    expect(await seenAtItsMiddle(actionsHeader)).toBe(false);
  });
});
