/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index';
import { migrateToLatest } from '../../../src/server/migrate';
import { shopPorts } from '../../../src/server/feature-ports';
import { findPaymentThatPaid, findPaidCents } from '../../../src/server/features/5-payments/payments/paid-amounts';
import { findOrder } from '../../../src/server/features/4-orders/orders/orders-repository';
import { toOrderDto } from '../../../src/server/features/4-orders/orders/order-dto';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase({ migrated: false });
const MIGRATION = '2026-11-27T04-00-paid-facts-to-payments';
const names = Object.keys(migrations);
const upTo = (name: string, inclusive: boolean) => Object.fromEntries(Object.entries(migrations).slice(0, names.indexOf(name) + (inclusive ? 1 : 0)));

const PLACED = new Date('2026-11-20T10:00:00Z');
const PAID = new Date('2026-11-20T11:00:00Z');
const LATER = new Date('2026-11-21T09:30:00Z');

/** Runs `statement` with the database as it stands, values as they are (snake_case columns). */
const run = <R>(statement: ReturnType<typeof sql<R>>) => statement.execute(database.db);

describe('the paid-facts migration (issue 35): transaction_id and paid_at leave orders, refunds name their payment', () => {
  it('keeps what paid, refunded, expired and cancelled orders show, moves what order_payments lacked, links refunds, and goes back', async () => {
    await migrateToLatest(database.db, upTo(MIGRATION, false));
    const buyer = await createUser(database.db);
    const product = await createProduct(database.db);

    /** An order as the shop stored it before the migration: how it was paid on the order, its payments in order_payments. */
    async function oldOrder(fields: Record<string, unknown>, payments: Record<string, unknown>[] = []): Promise<string> {
      const row = { user_id: buyer.id, total_cents: 5000, customer_name: 'Ann', email: 'ann@example.com', phone: '555', address: 'Lane 1', created_at: PLACED, ...fields };
      const { rows } = await run(sql<{ id: string }>`insert into orders (${sql.join(Object.keys(row).map((c) => sql.ref(c)))}) values (${sql.join(Object.values(row))}) returning id`);
      const id = rows[0]!.id;
      await run(sql`insert into order_lines (order_id, position, product_id, product_name, sku, unit_price_cents, quantity, total_cents)
        values (${id}, 1, ${product.id}, 'Spade', ${product.sku}, 1250, 4, 5000)`);
      for (const [index, payment] of payments.entries()) {
        const values = { order_id: id, attempt: index + 1, amount_cents: 5000, currency: 'usd', ...payment };
        await run(sql`insert into order_payments (${sql.join(Object.keys(values).map((c) => sql.ref(c)))}) values (${sql.join(Object.values(values))})`);
      }
      return id;
    }
    const refund = (orderId: string, amountCents: number, status: string) =>
      run(
        sql<{ id: string }>`insert into order_refunds (order_id, amount_cents, reason, status, completed_at, gateway_refund_id, error)
          values (${orderId}, ${amountCents}, 'Bent', ${status}, ${status === 'pending' ? null : LATER},
            ${status === 'succeeded' ? `re_${amountCents}` : null}, ${status === 'failed' ? 'Declined' : null}) returning id`,
      ).then((r) => r.rows[0]!.id);

    const paid = { is_paid: true, status: 'processing' };
    const ids = {
      // As the order-payments migration and every settlement since left them: nothing to move.
      paid: await oldOrder({ ...paid, transaction_id: 'pi_paid', paid_at: PAID }, [{ gateway_ref: 'pi_paid', status: 'succeeded', settled_at: PAID }]),
      shipped: await oldOrder({ is_paid: true, status: 'shipped', shipped_at: LATER, transaction_id: 'pi_shipped', paid_at: PAID }, [
        { gateway_ref: 'pi_shipped_failed', status: 'canceled' },
        { gateway_ref: 'pi_shipped', status: 'succeeded', settled_at: PAID },
      ]),
      fullyRefunded: await oldOrder({ ...paid, transaction_id: 'pi_full', paid_at: PAID }, [{ gateway_ref: 'pi_full', status: 'refunded', refunded_cents: 5000, settled_at: PAID }]),
      partlyRefunded: await oldOrder({ ...paid, transaction_id: 'pi_part', paid_at: PAID }, [
        { gateway_ref: 'pi_part', status: 'partially_refunded', refunded_cents: 1500, settled_at: PAID },
      ]),
      // Paid on the order, its payment never stored in order_payments: the migration stores it.
      paidWithoutPayment: await oldOrder({ ...paid, transaction_id: 'pi_lost', paid_at: LATER }),
      // Paid on the order, its attempt stored but not settled: settled when the order was paid.
      paidUnsettled: await oldOrder({ ...paid, transaction_id: 'pi_unsettled', paid_at: LATER }, [{ gateway_ref: 'pi_unsettled', status: 'processing' }]),
      expired: await oldOrder({ status: 'expired', cancelled_at: PAID, cancel_reason: 'Not paid within 48 hours' }, [{ gateway_ref: 'pi_expired', status: 'canceled' }]),
      cancelled: await oldOrder({ status: 'cancelled', cancelled_at: PAID, cancel_reason: 'Cancelled by the customer' }),
      pending: await oldOrder({ status: 'pending' }, [{ gateway_ref: 'pi_pending', status: 'requires_payment_method' }]),
    };
    const refunds = {
      full: await refund(ids.fullyRefunded, 5000, 'succeeded'),
      part: await refund(ids.partlyRefunded, 1000, 'succeeded'),
      pending: await refund(ids.partlyRefunded, 500, 'pending'),
      failed: await refund(ids.paid, 700, 'failed'),
    };
    const before = await run(sql<{ id: string; transactionId: string | null; paidAt: Date | null }>`select id, transaction_id, paid_at from orders`);

    // A paid order settled by another payment than its transaction_id: the migration stops rather than guess.
    const odd = await oldOrder({ ...paid, transaction_id: 'pi_odd', paid_at: PAID }, [{ gateway_ref: 'pi_other', status: 'succeeded', settled_at: PAID }]);
    await expect(database.db.transaction().execute((trx) => migrations[MIGRATION]!.up(trx as any))).rejects.toThrow(/settled by another payment/);
    await run(sql`delete from orders where id = ${odd}`);

    await migrateToLatest(database.db, upTo(MIGRATION, true));
    // The app's reads below are today's: they need the migrations after this one too (companies' order columns).
    await migrateToLatest(database.db);

    // The columns left orders.
    const { rows: gone } = await run(sql`select column_name from information_schema.columns where table_name = 'orders' and column_name in ('transaction_id', 'paid_at')`);
    expect(gone).toEqual([]);
    // Every order shows the transaction id and paid time it showed before, now from its payment.
    for (const old of before.rows) {
      const payment = await findPaymentThatPaid(database.db, old.id);
      expect(payment ?? null, old.id).toEqual(old.transactionId === null ? null : { transactionId: old.transactionId, paidAt: old.paidAt });
      const order = await findOrder(database.db, shopPorts, old.id);
      expect(toOrderDto(order!).transactionId).toBe(old.transactionId ?? undefined);
    }
    // What each order has been paid: its settled payments less refunds (unchanged for the refunded ones).
    const paidCents = Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([name, id]) => [name, await findPaidCents(database.db, id)])));
    expect(paidCents).toEqual({ paid: 5000, shipped: 5000, fullyRefunded: 0, partlyRefunded: 3500, paidWithoutPayment: 5000, paidUnsettled: 5000, expired: 0, cancelled: 0, pending: 0 });
    // The payments the migration stored or settled; the others as they were.
    const { rows: moved } = await run(sql<Record<string, unknown>>`select order_id, attempt, gateway_ref, status, settled_at from order_payments
      where gateway_ref in ('pi_lost', 'pi_unsettled', 'pi_expired', 'pi_pending', 'pi_shipped_failed') order by gateway_ref`);
    expect(moved).toEqual([
      { orderId: ids.expired, attempt: 1, gatewayRef: 'pi_expired', status: 'canceled', settledAt: null },
      { orderId: ids.paidWithoutPayment, attempt: 1, gatewayRef: 'pi_lost', status: 'succeeded', settledAt: LATER },
      { orderId: ids.pending, attempt: 1, gatewayRef: 'pi_pending', status: 'requires_payment_method', settledAt: null },
      { orderId: ids.shipped, attempt: 1, gatewayRef: 'pi_shipped_failed', status: 'canceled', settledAt: null },
      { orderId: ids.paidUnsettled, attempt: 1, gatewayRef: 'pi_unsettled', status: 'succeeded', settledAt: LATER },
    ]);

    // Each refund names the payment it gives back: its order's settled one.
    const { rows: linked } = await run(sql<{ id: string; gatewayRef: string }>`select r.id, p.gateway_ref from order_refunds r join order_payments p on p.id = r.payment_id order by r.created_at, r.id`);
    expect(Object.fromEntries(linked.map((row) => [row.id, row.gatewayRef]))).toEqual({
      [refunds.full]: 'pi_full',
      [refunds.part]: 'pi_part',
      [refunds.pending]: 'pi_part',
      [refunds.failed]: 'pi_paid',
    });
    // A refund that moves money names its payment (since 2026-11-27T08-40 only a succeeded credit on account names none).
    await expect(run(sql`insert into order_refunds (order_id, amount_cents, reason) values (${ids.paid}, 100, 'No payment named')`)).rejects.toThrow(/payment_id|order_refunds_account_credit/);

    // And back: the columns return with what the payments say.
    await database.db.transaction().execute((trx) => migrations[MIGRATION]!.down!(trx as any));
    const { rows: back } = await run(sql<{ id: string; transactionId: string | null; paidAt: Date | null }>`select id, transaction_id, paid_at from orders`);
    expect(new Map(back.map((row) => [row.id, row]))).toEqual(new Map(before.rows.map((row) => [row.id, row])));
    const { rows: refundColumns } = await run(sql`select column_name from information_schema.columns where table_name = 'order_refunds' and column_name = 'payment_id'`);
    expect(refundColumns).toEqual([]);
  });
});
