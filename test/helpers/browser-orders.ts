import type { Page } from 'playwright-core';
import type { DB } from '../../src/server/db/database';
import type { ContextUser } from '../../src/server/services';
import { bearerHeaders } from './auth';
import { createProduct } from './factories';
import { onPage } from './pages';
import { callerFor } from './test-app';

const CONTACT = { phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka' };

/** Four lines with long names, as a landscaper's order looks: 4 x $12.50 + 2 x $9.00 + 10 x $3.90 + 1 x $119.00 = $226.00. */
export const FOUR_LINES = [
  { name: 'Stainless steel border spade with treaded footrest and ash handle', price: 12.5, quantity: 4 },
  { name: 'Draw hoe, forged carbon steel, 150 mm blade', price: 9, quantity: 2 },
  { name: 'Nitrile-coated work gloves (size 9, pack of one pair)', price: 3.9, quantity: 10 },
  { name: 'Heavy-duty galvanised wheelbarrow, 100 litre, pneumatic tyre', price: 119, quantity: 1 },
] as const;

/**
 * Products for `lines` (each named with `tag`, so a test can find them) and a checked-out order of
 * them by `buyer`, unpaid; `lines` default to FOUR_LINES.
 */
export async function checkedOutOrder(db: DB, buyer: ContextUser, tag: string, lines: readonly { name: string; price: number; quantity: number }[] = FOUR_LINES) {
  const caller = callerFor(db, buyer);
  const products = [];
  for (const line of lines) {
    const product = await createProduct(db, { name: `${line.name} ${tag}`, price: line.price, quantity: 500, minimumOrder: 1 });
    await caller.cart.setLine({ productId: product.id, quantity: line.quantity });
    products.push(product);
  }
  const { orderId } = await caller.cart.checkout(CONTACT);
  const { number } = await db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, number, products };
}

/**
 * Pays `orderId` as `buyer` through the running server's REST API and its test gateway, as an API
 * client would (card 4242, no authentication), so the order has a real payment to refund.
 */
export async function payThroughApi(db: DB, baseUrl: string, buyer: ContextUser, orderId: string): Promise<void> {
  const headers = { ...(await bearerHeaders(db, buyer)), 'content-type': 'application/json' };
  const send = async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { clientSecret } = (await send('POST', '/api/create-payment-intent', { orderId })) as { clientSecret: string };
  const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
  await send('POST', `/api/test-payments/${intentId}/confirm`, { card, billingDetails: { name: buyer.name, email: buyer.email } });
  await send('PATCH', `/api/create-payment-intent/payment/${orderId}`, { productID: orderId, transactionId: intentId, totalPrice: 1, email: buyer.email, user: buyer.name });
}

/** Pays `amount` on the payment page the browser is on, with a test card that needs no authentication, and waits for "Paid". */
export async function payWithTestCard(page: Page, amount: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getUTCFullYear() + 3) % 100}`);
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
  await onPage(page, 'Paid');
}
