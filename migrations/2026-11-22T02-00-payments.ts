import { sql, type Kysely } from 'kysely';

const ORDER_STATUSES = sql`('pending', 'processing', 'shipped', 'cancelled', 'expired')`;
const INTENT_STATUSES = sql`('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded')`;

/**
 * Card payments (issue 10, docs/decisions/040-042): cancelled and expired orders keep their row,
 * every payment fact is an order event, late payments get a refund claim, and the test gateway's
 * intents learn idempotency keys and the 3-D Secure step.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The initial migration named its inline status check after the column (Postgres' default).
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  await db.schema
    .alterTable('orders')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('payment_status', 'text', (c) => c.check(sql`payment_status in ${INTENT_STATUSES} or payment_status = 'refunded'`))
    .addColumn('payment_checked_at', 'timestamptz')
    .addColumn('payment_attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`payment_attempts >= 0`))
    .execute();
  await sql`alter table orders
    add constraint orders_status_check check (status in ${ORDER_STATUSES}),
    add constraint orders_closed_has_time check ((status in ('cancelled', 'expired')) = (cancelled_at is not null)),
    add constraint orders_closed_is_unpaid check (status not in ('cancelled', 'expired') or not is_paid)`.execute(db);
  await db.schema
    .createIndex('orders_open_unpaid_idx')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('orders_payment_recheck_idx')
    .on('orders')
    .column('payment_checked_at')
    .where(sql<boolean>`payment_status in ('processing', 'requires_action') and not is_paid`)
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(sql`type in ('placed', 'payment_attempt', 'payment_failed', 'paid', 'payment_cancelled', 'cancelled', 'expired', 'refunded', 'shipped')`),
    )
    .addColumn('actor_type', 'text', (c) => c.notNull().check(sql`actor_type in ('customer', 'admin', 'gateway', 'system')`))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('intent_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('restrict'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('refunded_at', 'timestamptz')
    .addCheckConstraint('payment_refunds_done_has_id', sql`(refund_id is null) = (refunded_at is null)`)
    .execute();
  await db.schema
    .createIndex('payment_refunds_pending_idx')
    .on('payment_refunds')
    .column('attempted_at')
    .where(sql.ref('refund_id'), 'is', null)
    .execute();

  await db.schema
    .alterTable('payment_intents')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('last_error_code', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('refund_id', 'text')
    .execute();
  await sql`alter table payment_intents add constraint payment_intents_status_check check (status in ${INTENT_STATUSES})`.execute(db);
  await db.schema.createIndex('payment_intents_order_idx').on('payment_intents').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_intents_order_idx').execute();
  await sql`alter table payment_intents
    drop constraint payment_intents_status_check,
    drop column idempotency_key, drop column last_error_code, drop column card_last4, drop column refund_id`.execute(db);
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropIndex('orders_payment_recheck_idx').execute();
  await db.schema.dropIndex('orders_open_unpaid_idx').execute();
  // The old schema had no closed orders: a cancel deleted the row.
  await sql`delete from payment_intents where order_id in (select id from orders where status in ('cancelled', 'expired'))`.execute(db);
  await sql`delete from orders where status in ('cancelled', 'expired')`.execute(db);
  await sql`alter table orders
    drop constraint orders_closed_is_unpaid,
    drop constraint orders_closed_has_time,
    drop constraint orders_status_check,
    drop column cancelled_at, drop column cancel_reason, drop column payment_status, drop column payment_checked_at, drop column payment_attempts,
    add constraint orders_status_check check (status in ('pending', 'processing', 'shipped'))`.execute(db);
}
