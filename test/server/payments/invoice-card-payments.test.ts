import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../../src/server/db/database';
import { recordAccountPayment } from '../../../src/server/features/6-invoices/invoices/receivables/record-payment';
import { openInvoicesOf } from '../../../src/server/features/6-invoices/invoices/receivables/open-invoices';
import { SYSTEM } from '../../../src/server/features/4-orders/orders/order-timeline';
import type { ContextUser } from '../../../src/server/services';
import { invoiceNumberText } from '../../../src/shared/rules/document-numbers';
import { accountBalanceOf, createAccountOrder, setAccountTerms } from '../../helpers/account-orders';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createProduct, createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { card, intentIdOf, intentObject, paymentClient, postWebhook, signedEvent, WEBHOOK_SECRET } from './payment-helpers';

const shop = useTestApp({ config: testConfig({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }) });
const GOOD_CARD = card('4242424242424242');

/** The card payment calls of an invoice, as `user` (REST, bearer token), with the test gateway's card form. */
async function invoiceClient(app: FastifyInstance, db: DB, user: ContextUser) {
  const client = await paymentClient(app, db, user);
  const send = (method: 'POST' | 'PATCH', number: string, body: unknown) =>
    app.inject({ method, url: `/api/my-company/invoices/${number}/payment`, headers: client.headers, payload: JSON.stringify(body) });
  return {
    ...client,
    pay: (number: string, body: Record<string, unknown> = {}) => send('POST', number, body),
    confirm: (number: string, transactionId?: string) => send('PATCH', number, { transactionId }),
  };
}

/** A company on Net 30 with one on-account order of `totalCents`, placed by its depot buyer, and its invoice. */
async function companyWithInvoice(name: string, totalCents = 30_000) {
  const fixture = await createCompanyFixture(shop.db, name);
  await setAccountTerms(shop.db, fixture.company.id, { netDays: 30, creditLimitCents: 1_000_000 });
  const product = await createProduct(shop.db, { name: `${name} hoe`, price: 1 });
  const order = await createAccountOrder(shop.db, fixture.depotBuyer, fixture.company.id, product, { totalCents });
  return { ...fixture, order, number: invoiceNumberText(order.invoiceNumber) };
}

async function cardPaymentsOf(companyId: string) {
  return shop.db.selectFrom('accountPayments').select(['id', 'amountCents', 'method', 'reference', 'gatewayRef', 'recordedBy']).where('companyId', '=', companyId).where('method', '=', 'card').execute();
}

async function allocationsOf(invoiceNumber: number) {
  return shop.db.selectFrom('paymentAllocations').select(['paymentId', 'amountCents']).where('invoiceNumber', '=', invoiceNumber).execute();
}

async function isPaid(orderId: string) {
  return (await shop.db.selectFrom('orders').select('isPaid').where('id', '=', orderId).executeTakeFirstOrThrow()).isPaid;
}

/** Succeeds the intent at the (test) gateway without telling the shop, as if its notice got lost. */
async function succeedSilently(intentId: string) {
  await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();
}

let eventNumber = 0;
const nextEventId = () => `evt_Invoice${String(++eventNumber).padStart(17, '0')}`;

describe('a member pays an open on-account invoice by card', () => {
  it('charges what the invoice owes, settles it once: the order paid, the balance lowered, one payment received; repeats and replays change nothing', async () => {
    const { company, depotBuyer, order, number } = await companyWithInvoice('Bramble');
    const buyer = await invoiceClient(shop.app, shop.db, depotBuyer);

    const started = await buyer.pay(number, { amount: 300 });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ gateway: 'test', orderId: order.id, invoiceNumber: number, amount: 300 });
    const intentId = intentIdOf(started.json().clientSecret);
    // Asking again answers the same intent.
    expect((await buyer.pay(number)).json().clientSecret).toBe(started.json().clientSecret);
    const intent = await shop.db.selectFrom('paymentIntents').select(['amountCents', 'orderId']).where('id', '=', intentId).executeTakeFirstOrThrow();
    expect(intent).toEqual({ amountCents: 30_000, orderId: order.id });

    // The test gateway's card form succeeds and tells the shop, as Stripe's webhook would.
    const charged = await buyer.confirmCard(intentId, GOOD_CARD);
    expect(charged.statusCode).toBe(200);
    expect(charged.json().paymentIntent.status).toBe('succeeded');
    expect(await isPaid(order.id)).toBe(true);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(0);
    expect(await openInvoicesOf(shop.db, company.id)).toEqual([]);
    const payments = await cardPaymentsOf(company.id);
    expect(payments).toEqual([{ id: expect.any(String), amountCents: 30_000, method: 'card', reference: intentId, gatewayRef: intentId, recordedBy: null }]);
    expect(await allocationsOf(order.invoiceNumber)).toEqual([{ paymentId: payments[0]!.id, amountCents: 30_000 }]);
    // The payment's own state is settled with the card that paid.
    const attempt = await shop.db.selectFrom('orderPayments').select(['status', 'settledAt', 'cardLast4']).where('gatewayRef', '=', intentId).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ status: 'succeeded', settledAt: expect.any(Date), cardLast4: '4242' });

    // The page's confirmation, a second one, and the gateway's webhook twice: still one payment.
    expect((await buyer.confirm(number, intentId)).json()).toEqual({ modifiedCount: 0, isPaid: true, transactionId: intentId });
    expect((await buyer.confirm(number)).json()).toEqual({ modifiedCount: 0, isPaid: true, transactionId: intentId });
    const succeeded = signedEvent(nextEventId(), 'payment_intent.succeeded', intentObject({ id: intentId, orderId: order.id, amount: 30_000, status: 'succeeded' }));
    expect((await postWebhook(shop.app, succeeded)).statusCode).toBe(200);
    expect((await postWebhook(shop.app, succeeded)).statusCode).toBe(200);
    expect(await cardPaymentsOf(company.id)).toEqual(payments);
    expect(await allocationsOf(order.invoiceNumber)).toHaveLength(1);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(0);

    // Nothing is owed any more.
    const again = await buyer.pay(number);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is already paid');
  });

  it('two confirmations at once record one payment', async () => {
    const { company, depotBuyer, order, number } = await companyWithInvoice('Racing', 12_345);
    const buyer = await invoiceClient(shop.app, shop.db, depotBuyer);
    const intentId = intentIdOf((await buyer.pay(number)).json().clientSecret);
    await succeedSilently(intentId);
    const answers = await Promise.all([buyer.confirm(number, intentId), buyer.confirm(number, intentId), buyer.confirm(number, intentId)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().modifiedCount).sort()).toEqual([0, 0, 1]);
    expect(await cardPaymentsOf(company.id)).toHaveLength(1);
    expect(await isPaid(order.id)).toBe(true);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(0);
  });

  it('a company admin may pay a buyer’s invoice; another buyer, another company’s member and a customer are answered 404', async () => {
    const { company, admin, anyBuyer, order, number } = await companyWithInvoice('Hazel');
    const other = await createCompanyFixture(shop.db, 'Elder');
    const customer = await createUser(shop.db);
    for (const stranger of [anyBuyer, other.admin, other.anyBuyer, customer]) {
      const client = await invoiceClient(shop.app, shop.db, stranger);
      const answer = await client.pay(number);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('No such open invoice of this company');
      expect((await client.confirm(number)).statusCode).toBe(404);
    }
    // Nor may a stranger confirm the card of an intent started by someone allowed.
    const companyAdmin = await invoiceClient(shop.app, shop.db, admin);
    const intentId = intentIdOf((await companyAdmin.pay(number)).json().clientSecret);
    const customerClient = await invoiceClient(shop.app, shop.db, customer);
    expect((await customerClient.confirmCard(intentId, GOOD_CARD)).statusCode).toBe(404);
    expect(await isPaid(order.id)).toBe(false);

    expect((await companyAdmin.confirmCard(intentId, GOOD_CARD)).json().paymentIntent.status).toBe('succeeded');
    expect(await isPaid(order.id)).toBe(true);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(0);
    // An unknown or malformed number is refused as well.
    expect((await companyAdmin.pay('INV-999999')).statusCode).toBe(404);
    expect((await companyAdmin.pay('CN-000001')).statusCode).toBe(400);
  });

  it('charges a partly settled invoice only what it still owes, and refuses another amount', async () => {
    const { company, depotBuyer, order, number } = await companyWithInvoice('Partial', 50_000);
    await shop.db.transaction().execute((trx) =>
      recordAccountPayment(trx, { companyId: company.id, amountCents: 20_000, receivedOn: '2026-11-20', method: 'bank_transfer', reference: 'BACS 1', recordedBy: null }, SYSTEM),
    );
    const buyer = await invoiceClient(shop.app, shop.db, depotBuyer);
    const wrong = await buyer.pay(number, { amount: 500 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The amount does not match what the invoice still owes ($300.00)');

    const started = await buyer.pay(number, { amount: 300 });
    expect(started.json().amount).toBe(300);
    const intentId = intentIdOf(started.json().clientSecret);
    await buyer.confirmCard(intentId, GOOD_CARD);
    expect(await isPaid(order.id)).toBe(true);
    expect(await cardPaymentsOf(company.id)).toMatchObject([{ amountCents: 30_000 }]);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(0);
  });

  it('refunds a card payment that no longer matches: the invoice was paid meanwhile by a bank transfer', async () => {
    const { company, depotBuyer, order, number } = await companyWithInvoice('Meanwhile', 20_000);
    const buyer = await invoiceClient(shop.app, shop.db, depotBuyer);
    const intentId = intentIdOf((await buyer.pay(number)).json().clientSecret);
    await shop.db.transaction().execute((trx) =>
      recordAccountPayment(trx, { companyId: company.id, amountCents: 20_000, receivedOn: '2026-11-20', method: 'bank_transfer', reference: 'BACS 2', recordedBy: null }, SYSTEM),
    );
    expect(await isPaid(order.id)).toBe(true);

    await succeedSilently(intentId);
    const confirmed = await buyer.confirm(number, intentId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('The invoice was already settled before the payment arrived: the payment is refunded');
    const refund = await shop.db.selectFrom('paymentRefunds').select(['amountCents', 'refundId']).where('intentId', '=', intentId).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ amountCents: 20_000, refundId: expect.stringMatching(/^re_/) });
    expect(await cardPaymentsOf(company.id)).toEqual([]);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(0);
  });

  it('keeps the card order’s payment call for card orders', async () => {
    const { depotBuyer, order } = await companyWithInvoice('Cardless');
    const client = await paymentClient(shop.app, shop.db, depotBuyer);
    const answer = await client.createIntent(order.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('This order is on your company’s account: pay its invoice');
  });
});
