import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's search and pages on Postgres alone (issue 22, docs/decisions/090).
 *
 * - `products.search_vector`, stored and generated: the SKU (`simple`, unstemmed) and the name
 *   (`english`) weigh A, the description B, so a name match ranks above a description match.
 *   GIN-indexed over the products that are not deleted (the shop and the admin alike), without
 *   the pending list (`fastupdate = off`): a search would scan up to 4 MB of unsorted entries on
 *   every query (13 ms instead of 1 ms at 100,000 products), for cheaper bulk inserts we rarely do.
 * - `products_sku_prefix_idx`: a SKU typed whole or by its start (`LIKE 'SP-1%'`), whatever the
 *   database's collation (`text_pattern_ops`).
 * - `catalogue_words`: every distinct word of the names and descriptions (the Postgres manual's
 *   pg_trgm "text search integration"), kept by a trigger on insert and on a change of name or
 *   description, never swept: a typo is corrected to the nearest known words. Its trigram GIN
 *   index finds words by similarity; its primary key answers exact and prefix look-ups.
 * - One keyset index per sort over the products that are not deleted (newest, price, name), so a
 *   page walks an index and stops after `limit` rows, for the shop (`status = 'active'`, nearly
 *   every row) and the admin (any status) alike. Names sort by `lower(name) collate "C"`: byte
 *   order, identical on every machine and immune to a collation library's upgrade.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists fuzzystrmatch`.execute(db);
  await sql`alter table products add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, sku), 'A')
      || setweight(to_tsvector('english'::regconfig, name), 'A')
      || setweight(to_tsvector('english'::regconfig, description), 'B')
    ) stored`.execute(db);
  await sql`create index products_search_idx on products using gin (search_vector) with (fastupdate = off) where deleted_at is null`.execute(db);
  await sql`create index products_sku_prefix_idx on products (sku text_pattern_ops) where deleted_at is null`.execute(db);
  await sql`create index products_newest_idx on products (created_at desc, id desc) where deleted_at is null`.execute(db);
  await sql`create index products_price_idx on products (price_cents, id) where deleted_at is null`.execute(db);
  await sql`create index products_name_idx on products ((lower(name) collate "C"), id) where deleted_at is null`.execute(db);

  await sql`create table catalogue_words (word text collate "C" primary key check (char_length(word) between 3 and 40))`.execute(db);
  // The words as the 'simple' configuration splits them (lower-case, unstemmed): letters only, 3 to 40 long.
  await sql`
    create function catalogue_words_of(name text, description text) returns setof text
    language sql immutable parallel safe as $$
      select word from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, name || ' ' || description))) as word
      where char_length(word) between 3 and 40 and word !~ '[^[:alpha:]]'
    $$`.execute(db);
  // In word order, so two imports adding the same new words wait for each other instead of deadlocking.
  // Inserts by statement (one pass over an import's rows); updates by row, only when the text changed
  // (stock changes on every order and must not pay for this).
  await sql`
    create function catalogue_words_added() returns trigger language plpgsql as $$
    begin
      insert into catalogue_words (word)
        select distinct catalogue_words_of(name, description) as word from new_products order by word
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create function catalogue_words_changed() returns trigger language plpgsql as $$
    begin
      insert into catalogue_words (word)
        select distinct catalogue_words_of(new.name, new.description) as word order by word
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger products_catalogue_words_inserted after insert on products
    referencing new table as new_products for each statement execute function catalogue_words_added()`.execute(db);
  await sql`create trigger products_catalogue_words_changed after update of name, description on products
    for each row when (old.name is distinct from new.name or old.description is distinct from new.description)
    execute function catalogue_words_changed()`.execute(db);
  // The backfill before the trigram index: building it once is 20 times faster than growing it word by word.
  await sql`insert into catalogue_words (word)
    select distinct catalogue_words_of(name, description) as word from products order by word on conflict do nothing`.execute(db);
  await sql`create index catalogue_words_trgm_idx on catalogue_words using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(db);
  await sql`analyze products`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists products_catalogue_words_changed on products`.execute(db);
  await sql`drop trigger if exists products_catalogue_words_inserted on products`.execute(db);
  await sql`drop function if exists catalogue_words_changed()`.execute(db);
  await sql`drop function if exists catalogue_words_added()`.execute(db);
  await sql`drop function if exists catalogue_words_of(text, text)`.execute(db);
  await sql`drop table if exists catalogue_words`.execute(db);
  for (const index of ['products_name_idx', 'products_price_idx', 'products_newest_idx', 'products_sku_prefix_idx', 'products_search_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await sql`alter table products drop column if exists search_vector`.execute(db);
}
