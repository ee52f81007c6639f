import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { postJson } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { mailsTo } from '../mail/mailbox-reader';
import { markPaid } from './order-helpers';
import { paymentClient, pendingOrder } from '../payments/payment-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function adminHeaders() {
  return bearerHeaders(shop.db, await createUser(shop.db, { role: 'admin' }));
}

/** `POST /api/orders/ship`. */
function shipMany(body: unknown, headers: Record<string, string>) {
  return postJson(shop.app, '/api/orders/ship', body, headers);
}

async function numberOf(orderId: string) {
  return (await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow()).number;
}

async function statusOf(orderId: string) {
  return (await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
}

async function count(table: 'orderEvents' | 'auditLog', orderId: string) {
  const rows =
    table === 'orderEvents'
      ? await shop.db.selectFrom('orderEvents').select('id').where('orderId', '=', orderId).where('type', '=', 'shipped').execute()
      : await shop.db.selectFrom('auditLog').select('id').where('target', '=', orderId).where('action', '=', 'order.shipped').execute();
  return rows.length;
}

/** A buyer's paid orders, an unpaid one and a cancelled one. */
async function mixedOrders(paid = 2) {
  const buyer = await createUser(shop.db);
  const paidIds: string[] = [];
  for (let i = 0; i < paid; i++) {
    const { orderId } = await pendingOrder(shop.db, buyer);
    await markPaid(shop.db, orderId, `pi_3BulkShip${i}${Date.now()}`);
    paidIds.push(orderId);
  }
  const { orderId: unpaid } = await pendingOrder(shop.db, buyer);
  const { orderId: cancelled } = await pendingOrder(shop.db, buyer);
  await (await paymentClient(shop.app, shop.db, buyer)).cancel(cancelled);
  return { buyer, paidIds, unpaid, cancelled };
}

describe('POST /api/orders/ship', () => {
  it('ships only the paid, unshipped orders, each with its event, audit entry and e-mail, and names the others and why', async () => {
    const headers = await adminHeaders();
    const { buyer, paidIds, unpaid, cancelled } = await mixedOrders();
    await shipMany({ orderIds: [paidIds[1]] }, headers);

    const response = await shipMany({ orderIds: [paidIds[0], paidIds[1], unpaid, cancelled, UNKNOWN], carrier: 'DHL' }, headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shipped: [{ orderId: paidIds[0], number: await numberOf(paidIds[0]!) }],
      refused: [
        { orderId: paidIds[1], number: await numberOf(paidIds[1]!), reason: 'already_shipped' },
        { orderId: unpaid, number: await numberOf(unpaid), reason: 'not_paid' },
        { orderId: cancelled, number: await numberOf(cancelled), reason: 'cancelled' },
        { orderId: UNKNOWN, number: null, reason: 'not_found' },
      ],
    });
    const row = await shop.db.selectFrom('orders').select(['status', 'carrier', 'trackingNumber']).where('id', '=', paidIds[0]!).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'shipped', carrier: 'DHL', trackingNumber: null });
    expect(await statusOf(unpaid)).toBe('pending');
    expect(await count('orderEvents', paidIds[0]!)).toBe(1);
    expect(await count('auditLog', paidIds[0]!)).toBe(1);
    expect(await mailsTo(shop.db, buyer.email, 'order-shipped')).toHaveLength(2);
  });

  it('ships each order once when two bulk ships of the same orders race', async () => {
    const headers = await adminHeaders();
    const other = await adminHeaders();
    const { buyer, paidIds } = await mixedOrders(4);

    const answers = await Promise.all([shipMany({ orderIds: paidIds }, headers), shipMany({ orderIds: [...paidIds].reverse() }, other)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const shipped = answers.flatMap((answer) => answer.json().shipped.map((order: { orderId: string }) => order.orderId));
    expect(shipped.sort()).toEqual([...paidIds].sort());
    const refused = answers.flatMap((answer) => answer.json().refused.map((order: { reason: string }) => order.reason));
    expect(refused).toEqual(['already_shipped', 'already_shipped', 'already_shipped', 'already_shipped']);
    for (const orderId of paidIds) {
      expect(await count('orderEvents', orderId)).toBe(1);
      expect(await count('auditLog', orderId)).toBe(1);
    }
    expect(await mailsTo(shop.db, buyer.email, 'order-shipped')).toHaveLength(4);
  });

  it('ships a repeated id once', async () => {
    const headers = await adminHeaders();
    const { paidIds } = await mixedOrders(1);
    const response = await shipMany({ orderIds: [paidIds[0], paidIds[0]] }, headers);
    expect(response.json()).toEqual({ shipped: [{ orderId: paidIds[0], number: await numberOf(paidIds[0]!) }], refused: [] });
  });

  it('answers 400 with the field for no orders, more than 100, a malformed id or an overlong carrier', async () => {
    const headers = await adminHeaders();
    const none = await shipMany({ orderIds: [] }, headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().data.fieldErrors).toEqual({ orderIds: ['Select at least one order'] });
    const many = await shipMany({ orderIds: Array.from({ length: 101 }, () => UNKNOWN) }, headers);
    expect(many.json().data.fieldErrors).toEqual({ orderIds: ['Select at most 100 orders'] });
    expect((await shipMany({ orderIds: ['nope'] }, headers)).statusCode).toBe(400);
    const carrier = await shipMany({ orderIds: [UNKNOWN], carrier: 'x'.repeat(61) }, headers);
    expect(carrier.json().data.fieldErrors).toEqual({ carrier: ['Keep this under 60 characters'] });
  });

  it('is for admins only: 401 without a session and 403 for a customer, through REST and tRPC, and ships nothing', async () => {
    const { buyer, paidIds } = await mixedOrders(1);
    const customer = await bearerHeaders(shop.db, buyer);
    const body = { orderIds: paidIds };

    expect((await shipMany(body, {})).statusCode).toBe(401);
    expect((await shipMany(body, customer)).statusCode).toBe(403);
    expect((await postJson(shop.app, '/trpc/adminOrders.shipMany', body)).statusCode).toBe(401);
    expect((await postJson(shop.app, '/trpc/adminOrders.shipMany', body, customer)).statusCode).toBe(403);
    expect(await statusOf(paidIds[0]!)).toBe('processing');
  });
});
