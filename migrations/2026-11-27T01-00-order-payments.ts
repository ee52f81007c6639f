import { sql, type Kysely } from 'kysely';

/**
 * Payments own their state (issue 35): one `order_payments` row per payment attempt or received
 * payment of an order, written by the payments feature alone; `orders` keeps what an order is
 * (its lines, total, lifecycle `status`, `is_paid`/`paid_at` and the reference printed on it,
 * `transaction_id`). Built for paying on account: several rows may settle one order, and what an
 * order has been paid is the sum of its settled rows' `amount_cents - refunded_cents`.
 *
 * - `attempt` numbers an order's attempts (1, 2, ...): the gateway's idempotency key carries it,
 *   and `unique (order_id, attempt)` lets only one request store an attempt.
 * - `gateway_ref` is the gateway's id (a PaymentIntent), `status` what the gateway last said of it
 *   (or `refunded` / `partially_refunded` once refunds were given back), `checked_at` when the
 *   gateway was last asked (the reconciliation job's lease), `settled_at` when it was kept as the
 *   order's payment.
 * - `refunded_cents` is what admins' refunds have given back or are giving back (a pending
 *   refund's reservation); CHECKs keep it within the amount and on settled payments only.
 *
 * The data moves from `orders` (payment_intent_id, payment_attempts, payment_status,
 * payment_checked_at, refunded_cents): one row for each order that had an intent or was paid. The
 * expiry sweep's lease, which shared `payment_checked_at`, gets a column of its own on orders
 * (`expiry_leased_at`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table order_payments (
    id uuid primary key default gen_random_uuid(),
    order_id uuid not null references orders (id) on delete cascade,
    attempt integer not null check (attempt >= 1),
    method text not null default 'card' check (method in ('card')),
    amount_cents bigint not null check (amount_cents >= 0),
    currency text not null,
    gateway_ref text,
    status text not null check (status in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing',
      'requires_capture', 'canceled', 'succeeded', 'refunded', 'partially_refunded')),
    refunded_cents bigint not null default 0,
    created_at timestamptz not null default now(),
    checked_at timestamptz,
    settled_at timestamptz,
    constraint order_payments_attempt_key unique (order_id, attempt),
    constraint order_payments_refunds_within_amount check (refunded_cents >= 0 and refunded_cents <= amount_cents),
    constraint order_payments_refunds_only_when_settled check (refunded_cents = 0 or settled_at is not null)
  )`.execute(db);
  await sql`comment on table order_payments is 'One payment attempt or received payment of an order (payments owns it): an order''s paid amount is the sum of its settled payments less their refunds (payments/paid-amounts.ts).'`.execute(db);
  await sql`comment on column order_payments.refunded_cents is 'What admins refunded of this payment, reserved while a refund is pending; never more than amount_cents (a CHECK).'`.execute(db);
  await sql`comment on column order_payments.settled_at is 'When the gateway confirmed this payment; null while it is an attempt.'`.execute(db);
  await sql`comment on table order_refunds is 'An admin''s refund of a paid order (all or part of it): reserved in order_payments.refunded_cents while pending, then succeeded with the gateway''s refund id, or failed (reservation released).'`.execute(db);
  await sql`create unique index order_payments_gateway_ref_key on order_payments (gateway_ref) where gateway_ref is not null`.execute(db);
  await sql`create index order_payments_recheck_idx on order_payments (checked_at)
    where status in ('processing', 'requires_action') and settled_at is null`.execute(db);

  // Existing state, one row an order: the intent that paid it (transaction_id), else its current intent.
  await sql`insert into order_payments (order_id, attempt, amount_cents, currency, gateway_ref, status, refunded_cents, created_at, checked_at, settled_at)
    select id, greatest(payment_attempts, 1), total_cents, 'usd', coalesce(transaction_id, payment_intent_id),
      coalesce(payment_status, case when is_paid then 'succeeded' else 'requires_payment_method' end),
      refunded_cents, created_at, payment_checked_at, case when is_paid then coalesce(paid_at, created_at) end
    from orders where payment_intent_id is not null or transaction_id is not null or is_paid`.execute(db);

  await sql`alter table orders add column expiry_leased_at timestamptz`.execute(db);
  await sql`update orders set expiry_leased_at = payment_checked_at where status = 'pending' and not is_paid`.execute(db);
  // Their CHECKs and orders_payment_recheck_idx go with them.
  await sql`alter table orders drop column payment_intent_id, drop column payment_attempts, drop column payment_status,
    drop column payment_checked_at, drop column refunded_cents`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders
    add column payment_intent_id text,
    add column payment_status text check (payment_status in ('requires_payment_method', 'requires_confirmation', 'requires_action',
      'processing', 'requires_capture', 'canceled', 'succeeded', 'refunded', 'partially_refunded')),
    add column payment_checked_at timestamptz,
    add column payment_attempts integer not null default 0 check (payment_attempts >= 0),
    add column refunded_cents bigint not null default 0,
    add constraint orders_refunds_within_total check (refunded_cents >= 0 and refunded_cents <= total_cents),
    add constraint orders_refunds_only_when_paid check (refunded_cents = 0 or is_paid)`.execute(db);
  await sql`update orders set payment_intent_id = latest.gateway_ref, payment_attempts = latest.attempt, payment_status = latest.status,
      payment_checked_at = coalesce(orders.expiry_leased_at, latest.checked_at), refunded_cents = refunds.cents
    from (select distinct on (order_id) * from order_payments order by order_id, attempt desc) as latest,
      (select order_id, sum(refunded_cents) as cents from order_payments group by order_id) as refunds
    where latest.order_id = orders.id and refunds.order_id = orders.id`.execute(db);
  await sql`create index orders_payment_recheck_idx on orders (payment_checked_at) where payment_status in ('processing', 'requires_action') and not is_paid`.execute(db);
  await sql`alter table orders drop column expiry_leased_at`.execute(db);
  await sql`drop table order_payments`.execute(db);
}
