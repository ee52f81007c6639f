import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { reviewPage } from '../helpers/page-review';
import { callerFor } from '../helpers/test-app';
import { findPaymentThatPaid } from '../../src/server/features/5-payments/payments/paid-amounts';

const shop = useBrowserApp();

/** A customer with a pending order of 4 x $12.50, on the payment page with the Pay button ready. */
async function onPaymentPage(name: string) {
  const buyer = await createUser(shop.db, { name });
  const spade = await createProduct(shop.db, { name: 'Border spade', price: 12.5, quantity: 100, minimumOrder: 1 });
  const { insertedId: orderId } = await callerFor(shop.db, buyer).orders.create({
    OrderInformation: { productID: spade.id, orderQuantity: 4, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka' },
  });
  const { number } = await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
  const page = await shop.newPage(buyer);
  await page.goto(`/payment/${orderId}`);
  await page.getByRole('button', { name: 'Pay $50.00' }).waitFor();
  return { page, orderId, number };
}

async function payWith(page: Page, number: string) {
  await page.getByRole('main').getByLabel('Card number').fill(number);
  await page.getByRole('main').getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getUTCFullYear() + 3) % 100}`);
  await page.getByRole('main').getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
}

describe('paying for an order with the test gateway', () => {
  it('declined card, failed 3-D Secure, then 4242: messages, the receipt, and My Orders shows it paid', async () => {
    const { page, orderId, number } = await onPaymentPage('Salma Akter');
    expect(await page.getByRole('heading', { name: 'Hello, Salma Akter' }).count()).toBe(1);
    expect(await page.getByText(`Please pay for order ${number}.`).count()).toBe(1);
    const lines = page.getByRole('table', { name: 'Order lines' });
    expect(await lines.getByRole('row', { name: /Border spade/ }).getByRole('cell').allTextContents()).toEqual(['4', '$12.50', '$50.00']);
    expect(await page.getByText('Amount to pay: $50.00').count()).toBe(1);
    expect(await page.getByText('4242 4242 4242 4242 Succeeds').count()).toBe(1);

    await payWith(page, '4000 0000 0000 0002');
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await alert.waitFor();
    expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(164, 38, 44)');
    await reviewPage(page, 'payment-declined');

    await payWith(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('dialog', { name: '3-D Secure authentication' });
    await dialog.waitFor();
    expect(await page.getByRole('button', { name: 'Pay $50.00' }).count()).toBe(0);
    await reviewPage(page, 'three-d-secure-dialog');
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await page.getByText('We are unable to authenticate your payment method. Please choose a different payment method and try again.').waitFor();

    await payWith(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: 'Paid' }).waitFor();
    const order = { ...(await shop.db.selectFrom('orders').select('isPaid').where('id', '=', orderId).executeTakeFirstOrThrow()), transactionId: (await findPaymentThatPaid(shop.db, orderId))?.transactionId };
    expect(order.isPaid).toBe(true);
    // The spec's success message, with the transaction id (beside the readable reference).
    await page.getByText('Congrats! Your payment is completed.', { exact: true }).waitFor();
    await page.getByText(order.transactionId!, { exact: true }).waitFor();
    await page.getByText(order.transactionId!.slice(-8).toUpperCase(), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await reviewPage(page, 'payment-completed');

    await page.goto('/dashboard/my-orders');
    const row = page.getByRole('row', { name: /Border spade/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Transaction id: ${order.transactionId}`);
    expect(await row.getByRole('link', { name: /Pay for/ }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /Cancel/ }).count()).toBe(0);
  });

  it('completes a 3-D Secure payment', async () => {
    const { page, orderId } = await onPaymentPage('Karim');
    await payWith(page, '4000002500003155');
    await page.getByRole('dialog', { name: '3-D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('heading', { name: 'Paid' }).waitFor();
    const order = await shop.db.selectFrom('orders').select('isPaid').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.isPaid).toBe(true);
  });

  it("checks the card in the page with Stripe's messages under the field, and does not show someone else's order", async () => {
    const { page } = await onPaymentPage('Nadia');
    await payWith(page, '4242 4242 4242 4241');
    const form = page.getByRole('form', { name: 'Card details' });
    await form.getByText('Your card number is incorrect.').waitFor();
    expect(await form.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');

    const stranger = await shop.newPage(await createUser(shop.db));
    await stranger.goto(page.url().replace(shop.baseUrl, ''));
    await stranger.getByRole('heading', { name: "We couldn't find this order" }).waitFor();
  });
});
