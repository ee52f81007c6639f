import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { downloadedText, downloadFrom } from '../helpers/browser-downloads';
import { checkedOutOrder, payThroughApi } from '../helpers/browser-orders';
import { createUser } from '../helpers/factories';
import { documentWidth } from '../helpers/page-review';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 }, phone: false },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, phone: true },
];

const LINES = [
  { name: 'Border spade', price: 12.5, quantity: 4 },
  { name: 'Draw hoe', price: 9, quantity: 2 },
] as const;

async function fitsAndPassesAxe(page: Page, width: number, what: string) {
  await expectNoSeriousA11yViolations(page);
  expect(await documentWidth(page), `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
}

describe.each(WIDTHS)('a customer finds an order and its documents again, on $name', ({ viewport }) => {
  it('opens the order from My Orders, downloads its invoice, and after a refund its credit note; Documents lists both', async () => {
    const buyer = await createUser(shop.db, { name: 'Hazel Moss', verified: true });
    const admin = await createUser(shop.db, { role: 'admin', name: 'Ada' });
    const tag = `page ${viewport.width}`;
    const { orderId, number } = await checkedOutOrder(shop.db, buyer, tag, LINES);
    await payThroughApi(shop.db, shop.baseUrl, buyer, orderId);
    await callerFor(shop.db, admin).adminOrders.ship({ orderId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });

    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/my-orders');
    const orders = await onPage(page, 'My Orders');
    await orders.getByRole('link', { name: number, exact: true }).click();

    const main = await onPage(page, `Order ${number}`);
    await main.getByText('Shipped with UPS, tracking number 1Z999AA10123456784.').waitFor();
    await main.getByText('Card ending 4242').waitFor();
    await main.getByRole('link', { name: `1Z999AA10123456784: track order ${number} with UPS (opens in a new tab)` }).waitFor();
    expect(await main.textContent()).toContain('12 Garden Lane, Dhaka');
    await fitsAndPassesAxe(page, viewport.width, 'The order page');

    const invoice = await downloadFrom(page, /Download invoice INV-\d{6} \(PDF\)/);
    const invoiceNumber = invoice.suggestedFilename().replace(/\.pdf$/, '');
    expect(invoiceNumber).toMatch(/^INV-\d{6}$/);
    const invoiceText = await downloadedText(invoice);
    expect(invoiceText).toContain(invoiceNumber);
    expect(invoiceText).toContain(`Border spade ${tag}`);
    expect(invoiceText).toContain('$68.00');

    // The shop refunds part of it; the customer's page shows the refund, its reason and credit note.
    const refund = await callerFor(shop.db, admin).orderRefunds.create({ id: orderId, amountCents: 900, reason: 'One hoe arrived bent', restock: [] });
    await page.reload();
    await onPage(page, `Order ${number}`);
    await main.getByText('One hoe arrived bent', { exact: false }).first().waitFor();
    const note = await downloadFrom(page, new RegExp(`Download credit note ${refund.creditNoteNumber} \\(PDF\\)`));
    expect(note.suggestedFilename()).toBe(`${refund.creditNoteNumber}.pdf`);
    const noteText = await downloadedText(note);
    expect(noteText).toContain(refund.creditNoteNumber!);
    expect(noteText).toContain('$9.00');
    await fitsAndPassesAxe(page, viewport.width, 'The refunded order page');

    // Documents: both, newest first, each linked to its order.
    await page.goto('/dashboard/documents');
    const documents = await onPage(page, 'Documents');
    const rows = documents.getByRole('row');
    await documents.getByRole('link', { name: new RegExp(`Download credit note ${refund.creditNoteNumber}`) }).waitFor();
    await documents.getByRole('link', { name: new RegExp(`Download invoice ${invoiceNumber}`) }).waitFor();
    expect(await rows.nth(1).textContent()).toContain(refund.creditNoteNumber);
    expect(await rows.nth(2).textContent()).toContain(invoiceNumber);
    await fitsAndPassesAxe(page, viewport.width, 'Documents');
    await documents.getByRole('link', { name: number }).first().click();
    await onPage(page, `Order ${number}`);
  });
});

describe('an order page the customer cannot see', () => {
  it("says another customer's order is not found", async () => {
    const owner = await createUser(shop.db, { verified: true });
    const { orderId } = await checkedOutOrder(shop.db, owner, 'not yours', LINES);
    const page = await shop.newPage(await createUser(shop.db));
    await page.goto(`/dashboard/orders/${orderId}`);
    await onPage(page, 'Order not found');
    await page.getByRole('main').getByRole('link', { name: 'See your orders' }).waitFor();
  });
});
