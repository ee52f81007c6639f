import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { callerFor } from '../helpers/test-app';
import { findPaymentThatPaid } from '../../src/server/features/5-payments/payments/paid-amounts';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px desktop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

/** A customer's pending order of 4 x $12.50, its payment page open at `viewport` with Pay ready. */
async function onPaymentPage(viewport: { width: number; height: number }) {
  const buyer = await createUser(shop.db, { name: 'Farida Yasmin' });
  const rake = await createProduct(shop.db, { name: 'Bow rake', price: 12.5, quantity: 100, minimumOrder: 1 });
  const { insertedId: orderId } = await callerFor(shop.db, buyer).orders.create({
    OrderInformation: { productID: rake.id, orderQuantity: 4, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka' },
  });
  const { number } = await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
  const page = await shop.newPage(buyer);
  await page.setViewportSize(viewport);
  await page.goto(`/payment/${orderId}`);
  await page.getByRole('button', { name: 'Pay $50.00' }).waitFor();
  return { page, orderId, number, rake };
}

async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getUTCFullYear() + 3) % 100}`);
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay $50.00' }).click();
}

const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);
/** Wholly inside the window as it is scrolled now. */
const isInView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

describe.each(WIDTHS)('the payment page on $name', ({ viewport }) => {
  it("names each empty field, shows a declined card next to the form (focused, in view), then a success ends on the receipt (the spec's sentence, the transaction id beside the reference), which the URL keeps", async () => {
    const { page, orderId, number, rake } = await onPaymentPage(viewport);
    const form = page.getByRole('form', { name: 'Card details' });
    expect(await page.getByText(`order ${number}`).count()).toBe(1);

    await form.getByRole('button', { name: 'Pay $50.00' }).click();
    await form.getByText('Your card number is incomplete.').waitFor();
    expect(await form.getByText("Your card's expiration date is incomplete.").count()).toBe(1);
    expect(await form.getByText("Your card's security code is incomplete.").count()).toBe(1);
    expect(await isFocused(form.getByLabel('Card number'))).toBe(true);

    await payWith(page, '4000 0000 0000 0002');
    const failure = form.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await failure.waitFor();
    expect(await isFocused(failure)).toBe(true);
    expect(await isInView(failure)).toBe(true);
    expect(await isInView(form.getByRole('button', { name: 'Pay $50.00' }))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await payWith(page, '4242 4242 4242 4242');
    const paid = page.getByRole('heading', { level: 1, name: 'Paid' });
    await paid.waitFor();
    expect(await isFocused(paid)).toBe(true);
    const receipt = page.getByRole('article', { name: 'Paid' });
    await receipt.getByText('Payment reference').waitFor();
    const transactionId = (await findPaymentThatPaid(shop.db, orderId))?.transactionId;
    expect(transactionId).toMatch(/^pi_\w+$/);
    // The spec's success message, word for word, with the transaction id beside the readable reference.
    expect(await receipt.getByText('Congrats! Your payment is completed.', { exact: true }).count()).toBe(1);
    const facts = await receipt.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    const reference = facts.findIndex(([term]) => term === 'Payment reference');
    expect(facts.slice(reference, reference + 2)).toEqual([
      ['Payment reference', transactionId!.slice(-8).toUpperCase()],
      ['Transaction id', transactionId],
    ]);
    const text = await receipt.textContent();
    expect(text).toContain(number);
    expect(text).toContain('$50.00');
    expect(text).toContain('Card ending 4242');
    const line = receipt.getByRole('row', { name: /Bow rake/ });
    expect(await line.getByRole('rowheader').textContent()).toBe(`Bow rake SKU ${rake.sku}`);
    expect(await line.getByRole('cell').allTextContents()).toEqual(['4', '$12.50', '$50.00']);
    expect(await page.getByText('Amount to pay').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Card details' }).count()).toBe(0);
    expect(await receipt.getByRole('link', { name: 'Go to My Orders' }).getAttribute('href')).toBe('/dashboard/my-orders');
    expect(await receipt.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/products');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/payment/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Paid' }).waitFor();
    await page.getByRole('article', { name: 'Paid' }).getByText(number).first().waitFor();
    await page.getByRole('article', { name: 'Paid' }).getByText(transactionId!, { exact: true }).waitFor();
    expect(await page.getByText('Congrats! Your payment is completed.', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('form', { name: 'Card details' }).count()).toBe(0);
    expect(await page.getByText('Please pay for').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
  });

  it("says plainly that an unknown order can't be found, inside the layout", async () => {
    const page = await shop.newPage(await createUser(shop.db));
    await page.setViewportSize(viewport);
    await page.goto('/payment/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: "We couldn't find this order" }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to My Orders' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });
});
