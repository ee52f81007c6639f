import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../../src/server/features/3-accounts/accounts/demo-accounts';
import { seedDemoData } from '../../../src/server/features/8-demo/demo/seed-demo-data';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { mailsTo } from '../mail/mailbox-reader';
import { markPaid } from './order-helpers';
import { card, intentIdOf, paymentClient, pendingOrder } from '../payments/payment-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function asAdmin() {
  const admin = await createUser(shop.db, { role: 'admin', name: 'Ada' });
  return { admin, headers: await bearerHeaders(shop.db, admin) };
}

/** `PUT /api/shipped-order/{id}`, with a JSON body when given (the spec's client sends none). */
function ship(orderId: string, headers: Record<string, string>, body?: Record<string, unknown>) {
  const json = body ? { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) } : { headers };
  return shop.app.inject({ method: 'PUT', url: `/api/shipped-order/${orderId}`, ...json });
}

async function paidOrder() {
  const buyer = await createUser(shop.db, { name: 'Nadia' });
  const { orderId } = await pendingOrder(shop.db, buyer);
  await markPaid(shop.db, orderId);
  return { buyer, orderId };
}

async function shippedEvents(orderId: string) {
  return (await shop.db.selectFrom('orderEvents').select('id').where('orderId', '=', orderId).where('type', '=', 'shipped').execute()).length;
}

async function shippedEntries(orderId: string) {
  return (await shop.db.selectFrom('auditLog').select('id').where('target', '=', orderId).where('action', '=', 'order.shipped').execute()).length;
}

describe('PUT /api/shipped-order/{orderId}', () => {
  it('ships a paid order with carrier and tracking number, and writes its event, audit entry and e-mail', async () => {
    const { admin, headers } = await asAdmin();
    const { buyer, orderId } = await paidOrder();

    const response = await ship(orderId, headers, { carrier: 'DHL', trackingNumber: 'JD014600006281' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const row = await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNumber: 'JD014600006281' });
    expect(row.shippedAt).toBeInstanceOf(Date);

    const events = await shop.db.selectFrom('orderEvents').selectAll().where('orderId', '=', orderId).where('type', '=', 'shipped').execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorType: 'admin', actorId: admin.id, details: { carrier: 'DHL', trackingNumber: 'JD014600006281' } });

    const audit = await shop.db.selectFrom('auditLog').selectAll().where('target', '=', orderId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.shipped',
      actorId: admin.id,
      actorEmail: admin.email,
      before: { status: 'processing', carrier: null },
      after: { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD014600006281' },
    });

    const mails = await mailsTo(shop.db, buyer.email, 'order-shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('JD014600006281');
  });

  it('takes the spec’s call without a body', async () => {
    const { headers } = await asAdmin();
    const { orderId } = await paidOrder();
    expect((await ship(orderId, headers)).json()).toEqual({ modifiedCount: 1 });
    const row = await shop.db.selectFrom('orders').select(['status', 'carrier']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'shipped', carrier: null });
  });

  it('changes nothing when repeated: modifiedCount 0, the first carrier kept, no second event, entry or e-mail', async () => {
    const { headers } = await asAdmin();
    const { buyer, orderId } = await paidOrder();
    await ship(orderId, headers, { carrier: 'DHL' });

    const again = await ship(orderId, headers, { carrier: 'FedEx', trackingNumber: 'X1' });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ modifiedCount: 0 });
    const row = await shop.db.selectFrom('orders').select(['carrier', 'trackingNumber']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ carrier: 'DHL', trackingNumber: null });
    expect(await shippedEvents(orderId)).toBe(1);
    expect(await shippedEntries(orderId)).toBe(1);
    expect(await mailsTo(shop.db, buyer.email, 'order-shipped')).toHaveLength(1);
  });

  it('ships once when several admins click at the same moment', async () => {
    const { headers } = await asAdmin();
    const other = await asAdmin();
    const { buyer, orderId } = await paidOrder();

    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => ship(orderId, i % 2 ? headers : other.headers, { carrier: `C${i}` })));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().modifiedCount).sort()).toEqual([0, 0, 0, 0, 0, 1]);
    expect(await shippedEvents(orderId)).toBe(1);
    expect(await shippedEntries(orderId)).toBe(1);
    expect(await mailsTo(shop.db, buyer.email, 'order-shipped')).toHaveLength(1);
  });

  it('refuses an unpaid order (409) and a cancelled one (409), and changes neither', async () => {
    const { headers } = await asAdmin();
    const buyer = await createUser(shop.db);
    const { orderId: unpaid } = await pendingOrder(shop.db, buyer);
    const { orderId: cancelled } = await pendingOrder(shop.db, buyer);
    await (await paymentClient(shop.app, shop.db, buyer)).cancel(cancelled);

    const first = await ship(unpaid, headers);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('Only a paid or on-account order can be shipped');
    expect((await ship(cancelled, headers)).statusCode).toBe(409);
    const rows = await shop.db.selectFrom('orders').select('status').where('id', 'in', [unpaid, cancelled]).orderBy('status').execute();
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'pending']);
    expect(await mailsTo(shop.db, buyer.email, 'order-shipped')).toHaveLength(0);
  });

  it('answers 404 for an unknown order and 400 for a malformed id or an overlong carrier', async () => {
    const { headers } = await asAdmin();
    const { orderId } = await paidOrder();
    expect((await ship(UNKNOWN, headers)).statusCode).toBe(404);
    expect((await ship('nope', headers)).statusCode).toBe(400);
    const long = await ship(orderId, headers, { carrier: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Keep this under 60 characters');
  });
});

describe('GET /api/admin/orders/{orderId}', () => {
  it('shows the order, its customer and its timeline from placement through payment to shipping', async () => {
    const { admin, headers } = await asAdmin();
    const buyer = await createUser(shop.db, { name: 'Nadia' });
    await shop.db.updateTable('users').set({ phone: '+880 1711 111111', address: '7 Lake Road' }).where('id', '=', buyer.id).execute();
    const { orderId } = await pendingOrder(shop.db, buyer);
    const pay = await paymentClient(shop.app, shop.db, buyer);
    const secret = await pay.secretFor(orderId);
    expect((await pay.confirmCard(intentIdOf(secret), card('4242424242424242'))).statusCode).toBe(200);
    expect((await pay.confirmPayment(orderId, intentIdOf(secret))).statusCode).toBe(200);
    await ship(orderId, headers, { carrier: 'DHL', trackingNumber: 'T-1' });

    const response = await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers });

    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.order).toMatchObject({ _id: orderId, status: 'shipped', isPaid: true, carrier: 'DHL', trackingNumber: 'T-1' });
    expect(detail.customer).toEqual({ name: 'Nadia', email: buyer.email, phone: '+880 1711 111111', address: '7 Lake Road' });
    const types = detail.timeline.map((event: { type: string }) => event.type);
    expect(types[0]).toBe('placed');
    expect(types).toContain('paid');
    expect(types.at(-1)).toBe('shipped');
    expect(detail.timeline[0].actor).toEqual({ type: 'customer', email: buyer.email, name: 'Nadia' });
    expect(detail.timeline.at(-1)).toMatchObject({ actor: { type: 'admin', email: admin.email }, details: { carrier: 'DHL', trackingNumber: 'T-1' } });
  });

  it('answers 404 for an unknown order', async () => {
    const { headers } = await asAdmin();
    expect((await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${UNKNOWN}`, headers })).statusCode).toBe(404);
  });
});

describe('demo data and the shipping rule', () => {
  it('seeds shipped orders that are paid and dated, which the admin list shows and a second ship leaves alone', async () => {
    await seedDemoData(shop.db);
    const shipped = await shop.db.selectFrom('orders').select(['id', 'isPaid', 'shippedAt']).where('email', 'like', '%demo%').where('status', '=', 'shipped').execute();
    expect(shipped.length).toBeGreaterThan(0);
    const demoAdmin = await shop.db.selectFrom('users').select(['id', 'email', 'name', 'role']).where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    const headers = await bearerHeaders(shop.db, demoAdmin);
    for (const order of shipped) {
      expect(order.isPaid).toBe(true);
      expect(order.shippedAt).toBeInstanceOf(Date);
      expect((await ship(order.id, headers)).json()).toEqual({ modifiedCount: 0 });
    }
    const list = await shop.app.inject({ method: 'GET', url: '/api/admin/orders?status=shipped', headers });
    expect(list.json().orders.map((order: { _id: string }) => order._id)).toEqual(expect.arrayContaining(shipped.map((order) => order.id)));
  });
});
