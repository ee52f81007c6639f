import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContextUser } from '../../src/server/services';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { payWithTestCard } from '../helpers/browser-orders';
import { createProduct, createUser } from '../helpers/factories';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';
import { markPaid, placeOrder } from '../server/orders/order-helpers';
import { pdfText } from '../server/invoices/invoice-helpers';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 }, phone: false },
  { name: 'a 375 px phone', viewport: { width: 375, height: 812 }, phone: true },
];

/** A buyer's checked-out order of 4 spades at $12.50 and 2 hoes at $9.00 ($68.00), not yet paid. */
async function twoLineOrder(buyer: ContextUser, tag: string) {
  const spade = await createProduct(shop.db, { name: `Border spade ${tag}`, price: 12.5, quantity: 100, minimumOrder: 1 });
  const hoe = await createProduct(shop.db, { name: `Draw hoe ${tag}`, price: 9, quantity: 100, minimumOrder: 1 });
  const caller = callerFor(shop.db, buyer);
  await caller.cart.setLine({ productId: spade.id, quantity: 4 });
  await caller.cart.setLine({ productId: hoe.id, quantity: 2 });
  const { orderId } = await caller.cart.checkout({ phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka' });
  return { orderId, spade, hoe };
}

/** The buyer pays on the payment page with a card that needs no authentication. */
async function payAsBuyer(buyer: ContextUser, orderId: string, amount: string) {
  const page = await shop.newPage(buyer);
  await page.goto(`/payment/${orderId}`);
  await payWithTestCard(page, amount);
  await page.close();
}

/** The page's scroll width is its client width: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
  expect(scrollWidth).toBe(clientWidth);
}

describe.each(WIDTHS)('the back office on $name', ({ viewport, phone }) => {
  it('finds a customer from the search box, opens their order, refunds part of it with a unit back in stock, and downloads the invoice', async () => {
    const tag = String(viewport.width);
    const admin = await createUser(shop.db, { name: `Ada ${tag}`, role: 'admin' });
    const buyer = await createUser(shop.db, { name: `Nadia Rahman ${tag}`, email: `nadia.${tag}@example.com`, verified: true });
    const { orderId, spade } = await twoLineOrder(buyer, tag);
    await payAsBuyer(buyer, orderId, '$68.00');
    const { number } = await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();

    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/overview');
    await onPage(page, 'Overview');
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search orders, customers and products' });
    await search.fill(`nadia.${tag}`);
    await search.press('Enter');

    const customers = await onPage(page, 'Customers');
    await customers.getByRole('link', { name: `Nadia Rahman ${tag}` }).click();
    const customer = await onPage(page, `Nadia Rahman ${tag}`);
    await expectNoSeriousA11yViolations(page);
    await customer.getByRole('table', { name: 'Orders' }).getByRole('link', { name: number }).click();

    const order = await onPage(page, `Order ${number}`);
    await expectNoSidewaysScroll(page);
    await order.getByRole('button', { name: /^Refund / }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${number}?` });
    await dialog.getByLabel('Amount in dollars').fill('20.00');
    await dialog.getByLabel('Reason (the customer reads it)').fill('One spade arrived bent');
    await dialog.getByLabel(`Border spade ${tag}`).fill('1');
    await dialog.getByRole('button', { name: 'Refund $20.00', exact: true }).click();
    await page.getByText('Refunded $20.00. Credit note CN-').waitFor();

    const payment = order.getByRole('region', { name: 'Payment and refunds' });
    await payment.getByText('$20.00 of $68.00').waitFor();
    await payment.getByText('One spade arrived bent').waitFor();
    const { quantity } = await shop.db.selectFrom('products').select('quantity').where('id', '=', spade.id).executeTakeFirstOrThrow();
    expect(quantity).toBe(97);
    await order.getByRole('link', { name: /Download credit note CN-\d{6} \(PDF\)/ }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), order.getByRole('link', { name: /Download invoice INV-\d{6} \(PDF\)/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
    // Streamed, not read from download.path(): the journeys share one Chromium they connect to,
    // whose downloads have no local path.
    const text = await pdfText(Buffer.concat(await (await download.createReadStream()).toArray()));
    expect(text).toContain(number);
    expect(text).toContain(`Border spade ${tag}`);
    expect(text).toContain('$68.00');
    if (phone) await expectNoSidewaysScroll(page);
  });

  it('ships three paid orders at once from the orders list, leaving the unpaid one selected with them as it is', async () => {
    const tag = `bulk ${viewport.width}`;
    const admin = await createUser(shop.db, { name: `Ada ${tag}`, role: 'admin' });
    const buyer = await createUser(shop.db, { name: `Hazel Moss ${tag}`, email: `hazel.${viewport.width}@example.com` });
    const trowel = await createProduct(shop.db, { name: `Brass trowel ${tag}`, price: 12.5, quantity: 100, minimumOrder: 1 });
    const paid = [await placeOrder(shop.db, buyer, trowel.id, 2), await placeOrder(shop.db, buyer, trowel.id, 3), await placeOrder(shop.db, buyer, trowel.id, 4)];
    for (const orderId of paid) await markPaid(shop.db, orderId);
    const unpaid = await placeOrder(shop.db, buyer, trowel.id, 5);
    const numberOf = async (orderId: string) => (await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow()).number;

    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/manage-all-orders?customer=${encodeURIComponent(`hazel.${viewport.width}@example.com`)}`);
    const list = await onPage(page, 'Manage All Orders');
    const table = list.getByRole('table', { name: 'Orders' });
    for (const orderId of [...paid, unpaid]) await table.getByRole('checkbox', { name: `Select order ${await numberOf(orderId)}` }).check();
    await expectNoSidewaysScroll(page);

    await list.getByRole('button', { name: 'Ship selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ship 3 orders?' });
    await dialog.getByLabel('Carrier (optional)').fill('DHL');
    await dialog.getByRole('button', { name: 'Ship 3 orders' }).click();
    await page.getByText(`Shipped 3 orders; ${await numberOf(unpaid)} was not paid`).waitFor();

    const statuses = await shop.db.selectFrom('orders').select(['id', 'status', 'carrier']).where('id', 'in', [...paid, unpaid]).execute();
    expect(Object.fromEntries(statuses.map((order) => [order.id, [order.status, order.carrier]]))).toEqual({
      [paid[0]!]: ['shipped', 'DHL'],
      [paid[1]!]: ['shipped', 'DHL'],
      [paid[2]!]: ['shipped', 'DHL'],
      [unpaid]: ['pending', null],
    });
    await expectNoSeriousA11yViolations(page);
  });
});
