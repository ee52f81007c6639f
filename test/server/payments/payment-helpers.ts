import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import Stripe from 'stripe';
import type { Config } from '../../../src/server/config';
import type { DB } from '../../../src/server/db/database';
import { findPaymentThatPaid } from '../../../src/server/features/5-payments/payments/paid-amounts';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct } from '../../helpers/factories';
import { placeOrder } from '../orders/order-helpers';

export const WEBHOOK_SECRET = 'whsec_test_toolyard_webhooks';

/** A card in the future with a good CVC; only the number varies. */
export function card(number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) {
  return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123', ...overrides };
}

/** A product and a pending order of `quantity` units at `price` dollars, placed by `buyer` (under `config`'s holds, when given). */
export async function pendingOrder(db: DB, buyer: ContextUser, { price = 12.5, quantity = 4, config }: { price?: number; quantity?: number; config?: Config } = {}) {
  const product = await createProduct(db, { price, quantity: 100, minimumOrder: 1 });
  const orderId = await placeOrder(db, buyer, product.id, quantity, config);
  return { orderId, productId: product.id, totalCents: Math.round(price * 100) * quantity };
}

/** `pi_X_secret_Y` -> `pi_X`. */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.slice(0, clientSecret.indexOf('_secret_'));
}

/** REST calls of the payment flow, as `user` (bearer token, as an API client). */
export async function paymentClient(app: FastifyInstance, db: DB, user: ContextUser) {
  const headers = { ...(await bearerHeaders(db, user)), 'content-type': 'application/json' };
  const send = (method: 'POST' | 'PATCH', url: string, body: unknown) => app.inject({ method, url, headers, payload: JSON.stringify(body) });
  return {
    headers,
    createIntent: (orderId: string, extra: Record<string, unknown> = {}) => send('POST', '/api/create-payment-intent', { orderId, ...extra }),
    /** The client secret of a successful createIntent, or a failed assertion. */
    async secretFor(orderId: string): Promise<string> {
      const response = await send('POST', '/api/create-payment-intent', { orderId });
      if (response.statusCode !== 200) throw new Error(`createIntent answered ${response.statusCode}: ${response.body}`);
      return response.json().clientSecret as string;
    },
    confirmCard: (intentId: string, cardDetails: ReturnType<typeof card>) =>
      send('POST', `/api/test-payments/${intentId}/confirm`, { card: cardDetails, billingDetails: { name: user.name, email: user.email } }),
    authenticate: (intentId: string, outcome: 'complete' | 'fail') => send('POST', `/api/test-payments/${intentId}/authenticate`, { outcome }),
    confirmPayment: (orderId: string, transactionId?: string) =>
      send('PATCH', `/api/create-payment-intent/payment/${orderId}`, { productID: orderId, transactionId, totalPrice: 1, email: user.email, user: user.name }),
    cancel: (orderId: string) => app.inject({ method: 'DELETE', url: `/api/cancel-order/${orderId}`, headers: { authorization: headers.authorization } }),
  };
}

/** The order as the database holds it: its own row, and how it was paid as payments keeps it (order_payments). */
export async function orderRow(db: DB, orderId: string) {
  const order = await db.selectFrom('orders').select(['status', 'isPaid', 'cancelledAt', 'cancelReason']).where('id', '=', orderId).executeTakeFirstOrThrow();
  // The payment that paid it, and its current payment attempt.
  const paid = await findPaymentThatPaid(db, orderId);
  const payment = await db.selectFrom('orderPayments').select(['gatewayRef', 'status']).where('orderId', '=', orderId).orderBy('attempt', 'desc').limit(1).executeTakeFirst();
  const { status, isPaid, cancelledAt, cancelReason } = order;
  return {
    status,
    isPaid,
    transactionId: paid?.transactionId ?? null,
    paidAt: paid?.paidAt ?? null,
    paymentIntentId: payment?.gatewayRef ?? null,
    paymentStatus: payment?.status ?? null,
    cancelledAt,
    cancelReason,
  };
}

/** The order's timeline: event types in order, with their details. */
export async function eventsOf(db: DB, orderId: string) {
  return db.selectFrom('orderEvents').select(['type', 'actorType', 'details']).where('orderId', '=', orderId).orderBy('id').execute();
}

export async function eventTypes(db: DB, orderId: string): Promise<string[]> {
  return (await eventsOf(db, orderId)).map((event) => event.type);
}

/** A webhook event about `intent`, signed as Stripe signs it. */
export function signedEvent(id: string, type: string, intent: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object: intent } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** POSTs a webhook the way Stripe does (raw JSON body, Stripe-Signature header). */
export function postWebhook(app: FastifyInstance, { payload, signature }: { payload: string; signature?: string }) {
  return app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

/** A Stripe-shaped intent object as it appears inside an event. */
export function intentObject(fields: { id: string; orderId: string; amount: number; status: string; lastError?: string }) {
  return {
    id: fields.id,
    object: 'payment_intent',
    amount: fields.amount,
    currency: 'usd',
    status: fields.status,
    client_secret: `${fields.id}_secret_x`,
    metadata: { orderId: fields.orderId },
    last_payment_error: fields.lastError ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: fields.lastError } : null,
  };
}

/**
 * Makes the database refuse the `paid` event of this one order: the last write of the paying
 * settlement (after the order is marked paid and its invoice numbered), as a full disk or a
 * broken constraint would. Answers a function that lifts the fault.
 */
export async function failPaidEventOf(db: DB, orderId: string): Promise<() => Promise<void>> {
  await sql`create function fail_paid_event() returns trigger language plpgsql as $$
    begin
      if new.type = 'paid' and new.order_id = ${sql.lit(orderId)}::uuid then
        raise exception 'injected fault: the paid event cannot be written';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger fail_paid_event before insert on order_events for each row execute function fail_paid_event()`.execute(db);
  return async () => {
    await sql`drop trigger fail_paid_event on order_events`.execute(db);
    await sql`drop function fail_paid_event()`.execute(db);
  };
}
