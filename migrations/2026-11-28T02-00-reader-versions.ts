import { sql, type Kysely } from 'kysely';

/** The tables whose changes can change what a signed-in reader sees of public reads, and the triggers that say so. */
const ROW_TRIGGERS = [
  // A session signed out, reset or expired, or handed to another account; never a sign-in (an
  // insert) nor a renewal (expires_at alone): they are frequent and change no reader.
  ['sessions_delete_readers', 'sessions', 'after delete', ''],
  ['sessions_user_readers', 'sessions', 'after update of user_id', 'when (old.user_id is distinct from new.user_id)'],
  ['users_delete_readers', 'users', 'after delete', ''],
  ['company_members_readers', 'company_members', 'after insert or update or delete', ''],
  ['companies_status_readers', 'companies', 'after update of status', 'when (old.status is distinct from new.status)'],
  ['companies_delete_readers', 'companies', 'after delete', ''],
  ['company_price_lists_readers', 'company_price_lists', 'after insert or update or delete', ''],
  // Entry writes move their list's version (price-list-versions' triggers), so they reach here too.
  ['price_lists_readers', 'price_lists', 'after insert or update or delete', ''],
] as const;
const TABLES = ['sessions', 'users', 'company_members', 'companies', 'company_price_lists', 'price_lists'] as const;

/**
 * What a signed-in reader sees of public reads, kept in each instance's memory
 * (docs/decisions/152): the response cache's choice of kept answer for a session (the visitor's
 * copy, or a company's under what prices it). Every committed write that can change that choice
 * bumps the `readers` scope of cache_versions and notifies `toolyard_readers`, so each instance
 * drops its copy. The same pattern as the response cache's own scope (2026-11-22T05-00): 64 slots
 * picked by the connection's pid, a deferred constraint trigger run once per transaction at
 * commit. Its own scope and channel: a sign-out must never flush visitors' answers, and a product
 * write needs no reader forgotten.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into cache_versions (scope, slot) select 'readers', slot from generate_series(0, 63) slot`.execute(db);
  await sql`
    create function bump_readers() returns trigger language plpgsql as $$
    begin
      if current_setting('toolyard.readers_bumped', true) is distinct from txid_current()::text then
        perform set_config('toolyard.readers_bumped', txid_current()::text, true);
        update cache_versions set version = version + 1 where scope = 'readers' and slot = pg_backend_pid() % 64;
        perform pg_notify('toolyard_readers', 'readers');
      end if;
      return null;
    end $$`.execute(db);
  for (const [trigger, table, events, when] of ROW_TRIGGERS) {
    await sql`create constraint trigger ${sql.raw(trigger)} ${sql.raw(events)} on ${sql.table(table)}
      deferrable initially deferred for each row ${sql.raw(when)} execute function bump_readers()`.execute(db);
  }
  // Constraint triggers cannot fire on TRUNCATE: a statement trigger covers it.
  for (const table of TABLES) {
    await sql`create trigger ${sql.raw(`${table}_truncate_readers`)} after truncate on ${sql.table(table)}
      for each statement execute function bump_readers()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.raw(`${table}_truncate_readers`)} on ${sql.table(table)}`.execute(db);
  }
  for (const [trigger, table] of ROW_TRIGGERS) {
    await sql`drop trigger if exists ${sql.raw(trigger)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists bump_readers()`.execute(db);
  await sql`delete from cache_versions where scope = 'readers'`.execute(db);
}
