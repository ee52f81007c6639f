import { sql, type Kysely } from 'kysely';

/**
 * Orders store their own deadline (issue 20, docs/decisions/043): `expires_at` is set when the
 * order is placed, from the buyer's verification state, and the expiry job reads it. A partial
 * index serves the sweep (pending unpaid orders whose time is up, soonest first). Rows written
 * outside order placement (demo data, imports) get ORDER_HOLD_HOURS' default, 48 hours from now.
 *
 * Backfill, with the defaults of the time (a migration does not read the configuration):
 * - every order: its placing time + 48 hours (ORDER_HOLD_HOURS' default), the deadline it had;
 * - except pending unpaid orders of accounts whose e-mail is unproven: 30 minutes from now
 *   (UNVERIFIED_ORDER_HOLD_MINUTES' default), never later than the 48 hours they had, so a hoard
 *   placed before this change is released half an hour after the upgrade, not days later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('expires_at', 'timestamptz').execute();
  await sql`update orders set expires_at = created_at + interval '48 hours'`.execute(db);
  await sql`update orders set expires_at = least(orders.created_at + interval '48 hours', now() + interval '30 minutes')
    from users
    where users.id = orders.user_id and users.email_verified_at is null and orders.status = 'pending' and not orders.is_paid`.execute(db);
  await sql`alter table orders
    alter column expires_at set not null,
    alter column expires_at set default now() + interval '48 hours',
    add constraint orders_expires_after_placing check (expires_at > created_at)`.execute(db);
  await sql`create index orders_expiry_idx on orders (expires_at) where status = 'pending' and not is_paid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_expiry_idx').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('expires_at').execute();
}
