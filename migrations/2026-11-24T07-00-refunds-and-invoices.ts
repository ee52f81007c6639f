import { sql, type Kysely } from 'kysely';

/**
 * The back office (issue 25):
 * - admins refund a paid order in full or in part: each refund is an `order_refunds` row, and
 *   `orders.refunded_cents` is what has been given back or is being given back. A CHECK keeps it
 *   within the order's total, so two admins refunding at once can never give back more than was
 *   paid: the second conditional update waits for the first and then fails the check or finds no room;
 * - a refund may put units back in stock: `order_lines.restocked` counts them, never above the line;
 * - every paid order gets an invoice and every refund a credit note, numbered from gap-free
 *   counters (`document_numbers`): a counter row is incremented in the same transaction that pays
 *   or refunds, so a rolled-back transaction takes its number back with it (a sequence would not).
 *   Orders paid before this migration are numbered in the order they were paid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders
    drop constraint if exists orders_payment_status_check,
    add constraint orders_payment_status_check check (payment_status in
      ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded',
       'refunded', 'partially_refunded')),
    add column refunded_cents bigint not null default 0,
    add constraint orders_refunds_within_total check (refunded_cents >= 0 and refunded_cents <= total_cents),
    add constraint orders_refunds_only_when_paid check (refunded_cents = 0 or is_paid)`.execute(db);

  await sql`alter table order_lines
    add column restocked integer not null default 0,
    add constraint order_lines_restocked_within_quantity check (restocked >= 0 and restocked <= quantity)`.execute(db);

  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    // [{productId, quantity}]: the units this refund puts back in stock.
    .addColumn('restock', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'succeeded', 'failed')`))
    .addColumn('admin_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('gateway_refund_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addCheckConstraint('order_refunds_succeeded_has_id', sql`(status = 'succeeded') = (gateway_refund_id is not null)`)
    .addCheckConstraint('order_refunds_done_has_time', sql`(status = 'pending') = (completed_at is null)`)
    .execute();
  await db.schema.createIndex('order_refunds_order_idx').on('order_refunds').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('order_refunds_pending_idx').on('order_refunds').column('attempted_at').where(sql.ref('status'), '=', 'pending').execute();

  await db.schema
    .createTable('document_numbers')
    .addColumn('kind', 'text', (c) => c.primaryKey().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 0`))
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('order_id', 'uuid', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull().unique().check(sql`number >= 1`))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('credit_notes')
    .addColumn('refund_id', 'uuid', (c) => c.primaryKey().references('order_refunds.id').onDelete('cascade'))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull().unique().check(sql`number >= 1`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_order_idx').on('credit_notes').column('order_id').execute();

  await sql`insert into invoices (order_id, number, issued_at)
    select id, row_number() over (order by paid_at, id), paid_at from orders where is_paid`.execute(db);
  await sql`insert into document_numbers (kind, last_number)
    values ('invoice', (select count(*) from invoices)), ('credit_note', 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('document_numbers').execute();
  await db.schema.dropTable('order_refunds').execute();
  await sql`alter table order_lines drop column restocked`.execute(db);
  await sql`update orders set payment_status = 'succeeded' where payment_status = 'partially_refunded'`.execute(db);
  await sql`alter table orders
    drop column refunded_cents,
    drop constraint orders_payment_status_check,
    add constraint orders_payment_status_check check (payment_status in
      ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded', 'refunded'))`.execute(db);
}
