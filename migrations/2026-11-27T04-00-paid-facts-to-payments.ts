import { sql, type Kysely } from 'kysely';

/**
 * How an order was paid leaves `orders` (issue 35, after 2026-11-27T01-00-order-payments): the
 * payment's gateway reference (`transaction_id`) and when it was paid (`paid_at`) are its settled
 * `order_payments` row's `gateway_ref` and `settled_at`; `orders.is_paid` stays, the lifecycle fact
 * the order's CHECKs, partial indexes, `lock_order_rows` and the one conditional update that marks
 * it paid are written on (docs/decisions/125-paid-is-an-order-fact.md). A refund names the payment it gives back
 * (`order_refunds.payment_id`).
 *
 * Before the columns go, every paid order is made to hold its payment in order_payments: the row
 * of its `transaction_id` is settled at `paid_at` (the order-payments migration and every settlement
 * since wrote exactly that, so this normally changes nothing), and a paid order without that row
 * gets one. A paid order settled by another payment than its `transaction_id` was never written by
 * the shop: the migration stops rather than guess which one paid it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { rows: conflicting } = await sql<{ number: string }>`select o.number from orders o
    where o.is_paid and exists (select 1 from order_payments p where p.order_id = o.id and p.settled_at is not null
      and p.gateway_ref is distinct from o.transaction_id)`.execute(db);
  if (conflicting.length > 0) {
    throw new Error(`paid orders settled by another payment than their transaction_id: ${conflicting.map((row) => row.number).join(', ')}`);
  }
  // The row of the order's transaction_id, settled when the order was paid.
  await sql`update order_payments p set settled_at = coalesce(o.paid_at, o.created_at),
      status = case when p.status in ('succeeded', 'refunded', 'partially_refunded') then p.status else 'succeeded' end
    from orders o
    where o.id = p.order_id and o.is_paid and p.gateway_ref = o.transaction_id and p.settled_at is distinct from coalesce(o.paid_at, o.created_at)`.execute(db);
  // A paid order whose payment was never stored: its row now.
  await sql`insert into order_payments (order_id, attempt, amount_cents, currency, gateway_ref, status, created_at, checked_at, settled_at)
    select o.id, coalesce((select max(attempt) from order_payments p where p.order_id = o.id), 0) + 1, o.total_cents, 'usd', o.transaction_id,
      'succeeded', o.created_at, coalesce(o.paid_at, o.created_at), coalesce(o.paid_at, o.created_at)
    from orders o
    where o.is_paid and not exists (select 1 from order_payments p where p.order_id = o.id and p.gateway_ref = o.transaction_id)`.execute(db);

  // Sales per day read payments by when they settled.
  await sql`create index order_payments_settled_idx on order_payments (settled_at, order_id) where settled_at is not null`.execute(db);
  await sql`comment on column order_payments.gateway_ref is 'The gateway''s id of the payment (a PaymentIntent): the transaction id an order''s reads, receipt and invoice print once it is settled.'`.execute(db);

  // Refunds give back one payment: the order's first settled one, as refunds drew on until now.
  await sql`alter table order_refunds add column payment_id uuid references order_payments (id)`.execute(db);
  await sql`update order_refunds r set payment_id = (select p.id from order_payments p where p.order_id = r.order_id and p.settled_at is not null
    order by p.settled_at, p.id limit 1)`.execute(db);
  const { rows: unlinked } = await sql<{ id: string }>`select id from order_refunds where payment_id is null`.execute(db);
  if (unlinked.length > 0) throw new Error(`refunds of orders without a settled payment: ${unlinked.map((row) => row.id).join(', ')}`);
  await sql`alter table order_refunds alter column payment_id set not null`.execute(db);
  await sql`create index order_refunds_payment_idx on order_refunds (payment_id)`.execute(db);
  await sql`comment on column order_refunds.payment_id is 'The settled payment this refund gives back (its refunded_cents holds the reservation).'`.execute(db);

  // orders_paid_has_transaction goes with transaction_id.
  await sql`alter table orders drop column transaction_id, drop column paid_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column transaction_id text, add column paid_at timestamptz`.execute(db);
  await sql`update orders o set transaction_id = p.gateway_ref, paid_at = p.settled_at
    from (select distinct on (order_id) order_id, gateway_ref, settled_at from order_payments where settled_at is not null order by order_id, settled_at, id) p
    where p.order_id = o.id and o.is_paid`.execute(db);
  await sql`alter table orders add constraint orders_paid_has_transaction check (not is_paid or transaction_id is not null)`.execute(db);
  await sql`alter table order_refunds drop column payment_id`.execute(db);
  await sql`drop index order_payments_settled_idx`.execute(db);
}
