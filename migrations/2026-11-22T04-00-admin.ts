import { sql, type Kysely } from 'kysely';

/**
 * The admin back office (issue 11): the audit log becomes append-only in the database itself and
 * records who did what with before and after values; orders learn their carrier and tracking
 * number and get the index the admin's keyset pagination walks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('actor_email', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id desc']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id desc']).execute();
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_log_no_update_or_delete before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);

  await db.schema.alterTable('orders').addColumn('carrier', 'text').addColumn('tracking_number', 'text').execute();
  await sql`alter table orders add constraint orders_shipped_is_paid
    check (status <> 'shipped' or (is_paid and shipped_at is not null))`.execute(db);
  await db.schema.createIndex('orders_created_id_idx').on('orders').columns(['created_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_created_id_idx').ifExists().execute();
  await sql`alter table orders drop constraint if exists orders_shipped_is_paid`.execute(db);
  await db.schema.alterTable('orders').dropColumn('carrier').dropColumn('tracking_number').execute();
  await sql`drop trigger if exists audit_log_no_truncate on audit_log`.execute(db);
  await sql`drop trigger if exists audit_log_no_update_or_delete on audit_log`.execute(db);
  await sql`drop function if exists audit_log_append_only()`.execute(db);
  await db.schema.dropIndex('audit_log_action_idx').ifExists().execute();
  await db.schema.dropIndex('audit_log_actor_idx').ifExists().execute();
  await db.schema.dropIndex('audit_log_created_idx').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('actor_email').dropColumn('before').dropColumn('after').execute();
}
