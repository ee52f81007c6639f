/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index';
import { migrateToLatest } from '../../../src/server/migrate';
import { findPaidCents } from '../../../src/server/features/5-payments/payments/paid-amounts';
import { createUser } from '../../helpers/factories';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase({ migrated: false });
const MIGRATION = '2026-11-27T01-00-order-payments';
const names = Object.keys(migrations);
const upTo = (name: string, inclusive: boolean) => Object.fromEntries(Object.entries(migrations).slice(0, names.indexOf(name) + (inclusive ? 1 : 0)));

const PLACED = new Date('2026-11-20T10:00:00Z');
const PAID = new Date('2026-11-20T11:00:00Z');
const CHECKED = new Date('2026-11-26T09:00:00Z');

/** An order as the shop stored it before the migration, its payment state in its own columns. */
async function oldOrder(userId: string, fields: Record<string, unknown>): Promise<string> {
  const row = { user_id: userId, total_cents: 5000, customer_name: 'Ann', email: 'ann@example.com', phone: '555', address: 'Lane 1', created_at: PLACED, ...fields };
  const columns = Object.keys(row);
  const { rows } = await sql<{ id: string }>`insert into orders (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(Object.values(row))}) returning id`.execute(database.db);
  return rows[0]!.id;
}

describe('the order payments migration (issue 35)', () => {
  it('moves paid, refunded (full and partial), expired and cancelled orders\' payment state to order_payments, and back', async () => {
    await migrateToLatest(database.db, upTo(MIGRATION, false));
    const buyer = await createUser(database.db);
    const paid = { is_paid: true, status: 'processing', paid_at: PAID };
    const ids = {
      paid: await oldOrder(buyer.id, { ...paid, transaction_id: 'pi_paid', payment_intent_id: 'pi_paid', payment_status: 'succeeded', payment_attempts: 1 }),
      fullyRefunded: await oldOrder(buyer.id, { ...paid, transaction_id: 'pi_full', payment_intent_id: 'pi_full', payment_status: 'refunded', payment_attempts: 2, refunded_cents: 5000 }),
      partlyRefunded: await oldOrder(buyer.id, { ...paid, transaction_id: 'pi_part', payment_intent_id: 'pi_part', payment_status: 'partially_refunded', payment_attempts: 1, refunded_cents: 1500 }),
      expired: await oldOrder(buyer.id, {
        status: 'expired', cancelled_at: PAID, cancel_reason: 'Not paid within 48 hours', payment_intent_id: 'pi_expired', payment_status: 'canceled', payment_attempts: 1, payment_checked_at: CHECKED,
      }),
      cancelled: await oldOrder(buyer.id, { status: 'cancelled', cancelled_at: PAID, cancel_reason: 'Cancelled by the customer' }),
      processing: await oldOrder(buyer.id, { payment_intent_id: 'pi_processing', payment_status: 'processing', payment_attempts: 3, payment_checked_at: CHECKED }),
    };

    await migrateToLatest(database.db, upTo(MIGRATION, true));

    const { rows } = await sql<Record<string, unknown>>`select order_id, attempt, method, amount_cents, currency, gateway_ref, status, refunded_cents, checked_at, settled_at
      from order_payments order by gateway_ref`.execute(database.db);
    const row = (orderId: string, fields: Record<string, unknown>) => ({
      orderId: orderId, attempt: 1, method: 'card', amountCents: 5000, currency: 'usd', refundedCents: 0, checkedAt: null, settledAt: null, ...fields,
    });
    expect(rows).toEqual([
      row(ids.expired, { gatewayRef: 'pi_expired', status: 'canceled', checkedAt: CHECKED }),
      row(ids.fullyRefunded, { attempt: 2, gatewayRef: 'pi_full', status: 'refunded', refundedCents: 5000, settledAt: PAID }),
      row(ids.paid, { gatewayRef: 'pi_paid', status: 'succeeded', settledAt: PAID }),
      row(ids.partlyRefunded, { gatewayRef: 'pi_part', status: 'partially_refunded', refundedCents: 1500, settledAt: PAID }),
      row(ids.processing, { attempt: 3, gatewayRef: 'pi_processing', status: 'processing', checkedAt: CHECKED }),
    ]);
    // What each order has been paid: its settled payments less refunds, in one query.
    const paidCents = Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([name, id]) => [name, await findPaidCents(database.db, id)])));
    expect(paidCents).toEqual({ paid: 5000, fullyRefunded: 0, partlyRefunded: 3500, expired: 0, cancelled: 0, processing: 0 });

    // What an order is stays with it; its payment state left; the pending order's expiry lease kept.
    const { rows: orders } = await sql<Record<string, unknown>>`select id, status, is_paid, paid_at, transaction_id, expiry_leased_at from orders where id = ${ids.processing} or id = ${ids.paid} order by is_paid`.execute(database.db);
    expect(orders).toEqual([
      { id: ids.processing, status: 'pending', isPaid: false, paidAt: null, transactionId: null, expiryLeasedAt: CHECKED },
      { id: ids.paid, status: 'processing', isPaid: true, paidAt: PAID, transactionId: 'pi_paid', expiryLeasedAt: null },
    ]);
    const { rows: gone } = await sql`select column_name from information_schema.columns where table_name = 'orders'
      and column_name in ('payment_intent_id', 'payment_attempts', 'payment_status', 'payment_checked_at', 'refunded_cents')`.execute(database.db);
    expect(gone).toEqual([]);

    await database.db.transaction().execute(async (trx) => {
      await migrations[MIGRATION]!.down!(trx as any);
    });
    const { rows: back } = await sql<Record<string, unknown>>`select id, payment_intent_id, payment_attempts, payment_status, payment_checked_at, refunded_cents from orders order by created_at, id`.execute(database.db);
    const byId = new Map(back.map((order) => [order.id, order]));
    expect(byId.get(ids.partlyRefunded)).toEqual({ id: ids.partlyRefunded, paymentIntentId: 'pi_part', paymentAttempts: 1, paymentStatus: 'partially_refunded', paymentCheckedAt: null, refundedCents: 1500 });
    expect(byId.get(ids.processing)).toEqual({ id: ids.processing, paymentIntentId: 'pi_processing', paymentAttempts: 3, paymentStatus: 'processing', paymentCheckedAt: CHECKED, refundedCents: 0 });
    expect(byId.get(ids.cancelled)).toEqual({ id: ids.cancelled, paymentIntentId: null, paymentAttempts: 0, paymentStatus: null, paymentCheckedAt: null, refundedCents: 0 });
  });
});
