import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor } from '../../helpers/test-app';
import { card, intentIdOf, paymentClient } from './payment-helpers';

const contact = { phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka' };

/**
 * A customer's order of 4 spades at $12.50 and 2 hoes at $9.00 ($68.00), checked out from the cart
 * and paid through the gateway the app is configured with (`pay` confirms the intent there).
 */
export async function paidTwoLineOrder(shop: { db: DB; app: FastifyInstance }, pay?: (intentId: string) => Promise<void>) {
  const buyer = await createUser(shop.db, { name: 'Nadia', verified: true });
  const spade = await createProduct(shop.db, { name: 'Border spade', price: 12.5, quantity: 100, minimumOrder: 1 });
  const hoe = await createProduct(shop.db, { name: 'Hoe', price: 9, quantity: 100, minimumOrder: 1 });
  const caller = callerFor(shop.db, buyer);
  await caller.cart.setLine({ productId: spade.id, quantity: 4 });
  await caller.cart.setLine({ productId: hoe.id, quantity: 2 });
  const { orderId } = await caller.cart.checkout(contact);

  const client = await paymentClient(shop.app, shop.db, buyer);
  const intentId = intentIdOf(await client.secretFor(orderId));
  if (pay) await pay(intentId);
  else await client.confirmCard(intentId, card('4242424242424242'));
  const confirmed = await client.confirmPayment(orderId, intentId);
  if (confirmed.statusCode !== 200) throw new Error(`payment failed: ${confirmed.body}`);
  return { buyer, orderId, intentId, spade, hoe, totalCents: 6800 };
}

/** Refund calls as an admin's API client (REST) and as the web client (tRPC) sends them. */
export function refundCalls(app: FastifyInstance, db: DB) {
  const headersOf = async (as: ContextUser | null) => ({ ...(as ? await bearerHeaders(db, as) : {}), 'content-type': 'application/json' });
  return {
    rest: async (as: ContextUser | null, orderId: string, body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/orders/${orderId}/refunds`, headers: await headersOf(as), payload: JSON.stringify(body) }),
    trpc: async (as: ContextUser | null, orderId: string, body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/trpc/orderRefunds.create', headers: await headersOf(as), payload: JSON.stringify({ id: orderId, ...body }) }),
    list: async (as: ContextUser | null, orderId: string) => app.inject({ method: 'GET', url: `/api/orders/${orderId}/refunds`, headers: await headersOf(as) }),
  };
}

/** The order's refund state as the database holds it: its settled payment's refunded amount and status (order_payments). */
export async function refundState(db: DB, orderId: string) {
  const payment = await db
    .selectFrom('orderPayments')
    .select(['refundedCents', 'status'])
    .where('orderId', '=', orderId)
    .where('settledAt', 'is not', null)
    .executeTakeFirst();
  return { refundedCents: payment?.refundedCents ?? 0, paymentStatus: payment?.status ?? null };
}
