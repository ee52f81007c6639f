import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { payWithTestCard } from '../helpers/browser-orders';
import { downloadedText, downloadFrom } from '../helpers/browser-downloads';
import { createProduct, createUser } from '../helpers/factories';
import { documentWidth } from '../helpers/page-review';
import { onPage } from '../helpers/pages';
import { addTaxRate, addZone } from '../server/cart/charge-helpers';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

// The shop delivers to Great Britain by Standard ($5.00) or Express ($12.00), and charges 20% VAT
// there on standard-rated goods and on shipping (issue 38). Seeded as the admin's screens store it.
beforeAll(async () => {
  await addZone(shop.db, {
    name: 'United Kingdom',
    countries: ['GB'],
    methods: [
      { name: 'Standard', priceCents: 500, estimate: '2-3 working days' },
      { name: 'Express', priceCents: 1200, estimate: '1 working day' },
    ],
  });
  await addTaxRate(shop.db, { country: 'GB', basisPoints: 2000 });
});

/** A table's rows below its head, each as its cells' words (the row's header first). */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = await table.locator('tbody tr, tfoot tr').all();
  return Promise.all(rows.map((row) => row.locator('th, td').allTextContents()));
}

/** The rows after the order's lines: goods, shipping, the tax and the total. */
async function chargeRowsOf(table: Locator, lines: number): Promise<string[][]> {
  return (await rowsOf(table)).slice(lines).map((row) => row.filter((cell, index) => index === 0 || index === row.length - 1));
}

async function expectFits(page: Page, what: string, width: number) {
  await expectNoSeriousA11yViolations(page);
  expect(await documentWidth(page), `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
}


// Four spades at $12.50: $50.00 of goods. Express: $12.00, and 20% VAT on $62.00 is $12.40: $74.40.
const EXPRESS_CHARGES = [
  ['Goods', '$50.00'],
  ['Shipping: Express (1 working day)', '$12.00'],
  ['VAT 20% on $62.00', '$12.40'],
  ['Tax total', '$12.40'],
];

/**
 * While the test runs, the shop also delivers to the United States (the shop's own country, which
 * a purchase page's typed address counts as) by Ground ($8.00) or Next day ($20.00), with 10% tax;
 * afterwards it does not again. Seeded as the admin's screens store it.
 */
async function withUnitedStates<T>(run: () => Promise<T>): Promise<T> {
  await addZone(shop.db, {
    name: 'United States',
    countries: ['US'],
    methods: [
      { name: 'Next day', priceCents: 2000, estimate: 'Next working day' },
      { name: 'Ground', priceCents: 800, estimate: '3-5 working days' },
    ],
  });
  await addTaxRate(shop.db, { country: 'US', basisPoints: 1000 });
  try {
    return await run();
  } finally {
    await shop.db.deleteFrom('shippingZones').where('name', '=', 'United States').execute();
    await shop.db.deleteFrom('taxRates').where('country', '=', 'US').execute();
  }
}

describe.each(WIDTHS)('a buyer chooses the delivery method and pays shipping and VAT, on $name', ({ viewport }) => {
  it("on a product's purchase page: a refusal for an address no zone serves stops the order; served, the methods and totals follow the quantity and the method picked, and the order is charged them", async () => {
    const buyer = await createUser(shop.db, { name: `Rowan Hedge ${viewport.width}` });
    const shears = await createProduct(shop.db, { name: `Hedge shears ${viewport.width}`, price: 20, quantity: 100, minimumOrder: 1 });

    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);
    await page.goto(`/purchase/${shears.id}`);
    await onPage(page, `Order ${shears.name}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    const charges = form.getByRole('region', { name: 'Delivery and total' });
    const placeOrder = form.getByRole('button', { name: 'Place Order' });
    await form.getByLabel('Phone', { exact: true }).fill('+1 555 0100');
    await form.getByLabel('Address', { exact: true }).fill('1 Main St, Springfield');
    // A typed address counts as the shop's own country, the United States: no zone serves it yet.
    await charges.getByRole('alert').filter({ hasText: 'We do not deliver to United States' }).waitFor();
    expect(await placeOrder.isDisabled()).toBe(true);
    await expectFits(page, 'The purchase page refusing delivery', viewport.width);

    await withUnitedStates(async () => {
      await form.getByLabel(`Quantity of ${shears.name}`).fill('3');
      const methods = charges.getByRole('group', { name: 'Delivery method' });
      await methods.getByRole('radio', { name: /Ground/ }).waitFor();
      expect(await methods.locator('label').allTextContents()).toEqual(['Ground · $8.00 (cheapest)3-5 working days', 'Next day · $20.00Next working day']);
      const totals = charges.getByRole('table', { name: 'Totals' });
      // Three shears at $20.00: $60.00 of goods; Ground $8.00; 10% on $68.00 is $6.80.
      expect(await rowsOf(totals)).toEqual([['Goods', '$60.00'], ['Shipping: Ground (3-5 working days)', '$8.00'], ['VAT 10% on $68.00', '$6.80'], ['Tax total', '$6.80'], ['Total', '$74.80']]);
      await expectFits(page, 'The purchase page with its delivery methods', viewport.width);

      await methods.getByRole('radio', { name: /Next day/ }).check();
      await totals.getByRole('row', { name: /^Total/ }).filter({ hasText: '$88.00' }).waitFor();
      expect(await rowsOf(totals)).toEqual([['Goods', '$60.00'], ['Shipping: Next day (Next working day)', '$20.00'], ['VAT 10% on $80.00', '$8.00'], ['Tax total', '$8.00'], ['Total', '$88.00']]);
      await placeOrder.click();
      await onPage(page, 'My Orders');
    });
    const order = await shop.db.selectFrom('orders').select(['shippingMethod', 'shippingCents', 'taxCents', 'totalCents']).where('userId', '=', buyer.id).executeTakeFirstOrThrow();
    expect(order).toEqual({ shippingMethod: 'Next day', shippingCents: 2000, taxCents: 800, totalCents: 8800 });
  });


  it('sees both methods for a GB address with the cheapest chosen, picks Express, pays the total with VAT, and the receipt, the order page, My Orders and the admin\'s detail show shipping and tax', async () => {
    const buyer = await createUser(shop.db, { name: `Hazel Orchard ${viewport.width}` });
    const spade = await createProduct(shop.db, { name: `Border spade ${viewport.width}`, price: 12.5, quantity: 100, minimumOrder: 1 });
    const caller = callerFor(shop.db, buyer);
    await caller.addresses.add({ name: buyer.name, line1: '4 Orchard Road', city: 'Kew', postcode: 'TW9 3AB', country: 'GB', phone: '+44 20 7946 0000' });
    await caller.cart.setLine({ productId: spade.id, quantity: 4 });

    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);
    await page.goto('/checkout');
    const checkout = await onPage(page, 'Checkout');
    const details = checkout.getByRole('form', { name: 'Delivery and references' });
    const methods = details.getByRole('group', { name: 'Delivery method' });
    const standard = methods.getByRole('radio', { name: /Standard/ });
    const express = methods.getByRole('radio', { name: /Express/ });
    await standard.waitFor();
    expect(await methods.locator('label').allTextContents()).toEqual(['Standard · $5.00 (cheapest)2-3 working days', 'Express · $12.001 working day']);
    expect(await standard.isChecked()).toBe(true);
    await methods.getByText('We chose the cheapest method; you may choose another.').waitFor();
    const totals = details.getByRole('table', { name: 'Totals' });
    expect(await rowsOf(totals)).toEqual([['Goods', '$50.00'], ['Shipping: Standard (2-3 working days)', '$5.00'], ['VAT 20% on $55.00', '$11.00'], ['Tax total', '$11.00'], ['Total', '$66.00']]);
    await expectFits(page, 'Checkout', viewport.width);

    await express.check();
    await totals.getByRole('row', { name: /^Total/ }).filter({ hasText: '$74.40' }).waitFor();
    expect(await rowsOf(totals)).toEqual([...EXPRESS_CHARGES, ['Total', '$74.40']]);
    await expectFits(page, 'Checkout with Express', viewport.width);
    await details.getByRole('button', { name: 'Place order and pay' }).click();

    const payment = await onPage(page, `Hello, ${buyer.name}`);
    const order = await shop.db
      .selectFrom('orders')
      .select(['id', 'number', 'shippingMethod', 'shippingCents', 'taxCents', 'totalCents'])
      .where('userId', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ shippingMethod: 'Express', shippingCents: 1200, taxCents: 1240, totalCents: 7440 });
    expect(await chargeRowsOf(payment.getByRole('table', { name: 'Order lines' }), 1)).toEqual([...EXPRESS_CHARGES, ['Order total', '$74.40']]);
    await expectFits(page, 'The payment page', viewport.width);
    await payWithTestCard(page, '$74.40');

    const receipt = page.getByRole('table', { name: 'What you bought' });
    await receipt.waitFor();
    expect(await chargeRowsOf(receipt, 1)).toEqual([...EXPRESS_CHARGES, ['Total paid', '$74.40']]);
    await expectFits(page, 'The receipt', viewport.width);

    await page.goto(`/dashboard/orders/${order.id}`);
    const own = await onPage(page, `Order ${order.number}`);
    const ordered = own.getByRole('table', { name: 'What you ordered' });
    await ordered.waitFor();
    expect(await chargeRowsOf(ordered, 1)).toEqual([...EXPRESS_CHARGES, ['Order total', '$74.40']]);
    await expectFits(page, 'The order page', viewport.width);
    // The invoice prints the same: the shipping line, the rate table and the total.
    const invoice = await downloadedText(await downloadFrom(page, /Download invoice INV-\d{6} \(PDF\)/));
    expect(invoice).toContain('Shipping (Express): $12.00');
    expect(invoice).toMatch(/Tax rate\s+Taxable amount\s+Tax\s+20%\s+\$62\.00\s+\$12\.40/);
    expect(invoice).toContain('Total: $74.40');

    await page.goto('/dashboard/my-orders');
    const myOrders = await onPage(page, 'My Orders');
    await myOrders.getByRole('row', { name: new RegExp(order.number) }).getByText('incl. shipping $12.00 and tax $12.40').waitFor();
    await expectFits(page, 'My Orders', viewport.width);

    // The shop's admin reads the same rows on the order's detail.
    const admin = await shop.newPage(await createUser(shop.db, { name: `Ada Admin ${viewport.width}`, role: 'admin' }));
    await admin.setViewportSize(viewport);
    await admin.goto(`/dashboard/orders/${order.id}`);
    const detail = await onPage(admin, `Order ${order.number}`);
    const lines = detail.getByRole('table', { name: 'Lines' });
    await lines.waitFor();
    expect(await chargeRowsOf(lines, 1)).toEqual([...EXPRESS_CHARGES, ['Order total', '$74.40']]);
    await expectFits(admin, "The admin's order detail", viewport.width);
  });
});
