import { sql, type Kysely } from 'kysely';

/**
 * Order numbers (issue 23): a short number a buyer can say on the phone (`TY-10482`), from one
 * sequence, so it is unique and never reused (a rolled-back placing burns its number, as
 * sequences do). The database assigns it on insert; orders placed before this migration are
 * numbered in the order they were placed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence order_number_seq start 10001`.execute(db);
  await db.schema.alterTable('orders').addColumn('number', 'text').execute();
  await sql`update orders set number = 'TY-' || numbered.n
    from (select id, nextval('order_number_seq') as n from (select id from orders order by created_at, id) ordered) numbered
    where orders.id = numbered.id`.execute(db);
  await sql`alter table orders
    alter column number set default 'TY-' || nextval('order_number_seq'),
    alter column number set not null`.execute(db);
  await sql`alter sequence order_number_seq owned by orders.number`.execute(db);
  await db.schema.createIndex('orders_number_key').on('orders').column('number').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('number').execute();
}
