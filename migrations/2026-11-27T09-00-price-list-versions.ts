import { sql, type Kysely } from 'kysely';

/**
 * A contract viewer's catalogue answers are kept by what prices them (issue 39,
 * docs/decisions/144-contract-cache): their company and the lists active for it now, each with its
 * version. A list's version moves with every committed change to it or to its entries, by
 * triggers, so no write path (the admin, an import, a psql session) can forget it: a change of the
 * list's row (name, priority, window, catalogue-wide percentage) bumps it before the row is
 * written; a statement writing entries bumps each list it touched once (transition tables: an
 * import of 20,000 entries is one update of its one list, and leaves every other list's answers in
 * place). Assignments need no version: the company's active lists and their places are read fresh
 * on every request and are part of the key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table price_lists add column version bigint not null default 1`.execute(db);
  await sql`comment on column price_lists.version is 'Moves with every change to the list or its entries (triggers): part of the key a contract viewer''s cached answers are kept under.'`.execute(db);

  await sql`
    create function price_list_row_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`.execute(db);
  await sql`create trigger price_lists_version before update on price_lists
    for each row execute function price_list_row_version()`.execute(db);

  await sql`
    create function price_list_entries_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update price_lists set version = version + 1 where id in (select distinct price_list_id from new_entries);
      elsif tg_op = 'UPDATE' then
        update price_lists set version = version + 1
        where id in (select price_list_id from new_entries union select price_list_id from old_entries);
      elsif tg_op = 'DELETE' then
        update price_lists set version = version + 1 where id in (select distinct price_list_id from old_entries);
      else
        update price_lists set version = version + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger price_list_entries_insert_version after insert on price_list_entries
    referencing new table as new_entries for each statement execute function price_list_entries_version()`.execute(db);
  await sql`create trigger price_list_entries_update_version after update on price_list_entries
    referencing old table as old_entries new table as new_entries for each statement execute function price_list_entries_version()`.execute(db);
  await sql`create trigger price_list_entries_delete_version after delete on price_list_entries
    referencing old table as old_entries for each statement execute function price_list_entries_version()`.execute(db);
  await sql`create trigger price_list_entries_truncate_version after truncate on price_list_entries
    for each statement execute function price_list_entries_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger if exists ${sql.raw(`price_list_entries_${trigger}_version`)} on price_list_entries`.execute(db);
  }
  await sql`drop function if exists price_list_entries_version()`.execute(db);
  await sql`drop trigger if exists price_lists_version on price_lists`.execute(db);
  await sql`drop function if exists price_list_row_version()`.execute(db);
  await sql`alter table price_lists drop column version`.execute(db);
}
