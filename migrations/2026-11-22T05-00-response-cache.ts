import { sql, type Kysely } from 'kysely';

/**
 * The response cache's invalidation (docs/decisions/071): every committed write that can change a
 * public read bumps one version row and notifies `toolyard_cache`. Triggers, not service code, so
 * no write path (admin tools, jobs, a psql session) can forget it.
 *
 * The version is spread over 64 rows (the bumping connection's pid picks one; the version is
 * their sum), so concurrent writers on different connections never queue for one row lock. The
 * bump is a deferred constraint trigger: it runs at commit, so even a shared row is locked only
 * while the transaction commits, and once per transaction (a transaction-local setting remembers
 * it). NOTIFY is delivered on commit and never for a rolled-back transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('cache_versions_pkey', ['scope', 'slot'])
    .execute();
  await sql`insert into cache_versions (scope, slot) select 'public-reads', slot from generate_series(0, 63) slot`.execute(db);
  await sql`
    create function bump_public_reads() returns trigger language plpgsql as $$
    begin
      if current_setting('toolyard.public_reads_bumped', true) is distinct from txid_current()::text then
        perform set_config('toolyard.public_reads_bumped', txid_current()::text, true);
        update cache_versions set version = version + 1 where scope = 'public-reads' and slot = pg_backend_pid() % 64;
        perform pg_notify('toolyard_cache', 'public-reads');
      end if;
      return null;
    end $$`.execute(db);

  // Products and reviews are public as they are. Orders count only once paid (the stat's sales);
  // users only by their role (the stat's customers) and their name (shown on reviews).
  await sql`create constraint trigger products_public_reads after insert or update or delete on products
    deferrable initially deferred for each row execute function bump_public_reads()`.execute(db);
  await sql`create constraint trigger reviews_public_reads after insert or update or delete on reviews
    deferrable initially deferred for each row execute function bump_public_reads()`.execute(db);
  await sql`create constraint trigger orders_paid_insert_public_reads after insert on orders
    deferrable initially deferred for each row when (new.is_paid) execute function bump_public_reads()`.execute(db);
  await sql`create constraint trigger orders_paid_delete_public_reads after delete on orders
    deferrable initially deferred for each row when (old.is_paid) execute function bump_public_reads()`.execute(db);
  await sql`create constraint trigger orders_paid_update_public_reads after update of is_paid, total_cents on orders
    deferrable initially deferred for each row
    when (old.is_paid is distinct from new.is_paid or (new.is_paid and old.total_cents is distinct from new.total_cents))
    execute function bump_public_reads()`.execute(db);
  await sql`create constraint trigger users_public_reads after insert or delete on users
    deferrable initially deferred for each row execute function bump_public_reads()`.execute(db);
  await sql`create constraint trigger users_name_role_public_reads after update of name, role on users
    deferrable initially deferred for each row
    when (old.name is distinct from new.name or old.role is distinct from new.role)
    execute function bump_public_reads()`.execute(db);
  // Constraint triggers cannot fire on TRUNCATE: a statement trigger covers it.
  for (const table of ['products', 'reviews', 'orders', 'users']) {
    await sql`create trigger ${sql.raw(`${table}_truncate_public_reads`)} after truncate on ${sql.table(table)}
      for each statement execute function bump_public_reads()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['products', 'reviews', 'orders', 'users']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_truncate_public_reads`)} on ${sql.table(table)}`.execute(db);
  }
  for (const [trigger, table] of [
    ['products_public_reads', 'products'],
    ['reviews_public_reads', 'reviews'],
    ['orders_paid_insert_public_reads', 'orders'],
    ['orders_paid_delete_public_reads', 'orders'],
    ['orders_paid_update_public_reads', 'orders'],
    ['users_public_reads', 'users'],
    ['users_name_role_public_reads', 'users'],
  ] as const) {
    await sql`drop trigger if exists ${sql.raw(trigger)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists bump_public_reads()`.execute(db);
  await db.schema.dropTable('cache_versions').ifExists().execute();
}
