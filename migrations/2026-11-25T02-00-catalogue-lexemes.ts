import { sql, type Kysely } from 'kysely';

/**
 * `catalogue_lexemes` (docs/decisions/105, "Searches nobody made before"): every lexeme of
 * `products.search_vector` (so of `name_vector` too) a search word can start, kept by a trigger on
 * insert and on a change of SKU, name or description, never swept (as `catalogue_words`). A search
 * word's prefix (`spade:*`) costs the text index a bitmap of every product under every key it
 * starts, 5 to 40 ms at 100,000 products; the few lexemes it starts, looked up here and searched
 * exactly (`'spade' | 'spades'`), let the index skip through its lists: under a millisecond.
 * Lexemes starting with `-` (a SKU's signed number, `GEN-0000001` gives `-0000001`) are left
 * out: a search word is letters and digits, so it never starts one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table catalogue_lexemes (lexeme text collate "C" primary key)`.execute(db);
  await sql`
    create function catalogue_lexemes_of(vector tsvector) returns setof text
    language sql immutable parallel safe as $$
      select lexeme from unnest(tsvector_to_array(vector)) as lexeme where lexeme not like '-%'
    $$`.execute(db);
  // In lexeme order, so two imports adding the same new lexemes wait for each other instead of deadlocking.
  await sql`
    create function catalogue_lexemes_added() returns trigger language plpgsql as $$
    begin
      insert into catalogue_lexemes (lexeme)
        select distinct catalogue_lexemes_of(search_vector) as lexeme from new_products order by lexeme
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create function catalogue_lexemes_changed() returns trigger language plpgsql as $$
    begin
      insert into catalogue_lexemes (lexeme)
        select distinct catalogue_lexemes_of(new.search_vector) as lexeme order by lexeme
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger products_catalogue_lexemes_inserted after insert on products
    referencing new table as new_products for each statement execute function catalogue_lexemes_added()`.execute(db);
  // Only when the text changed: stock changes on every order and must not pay for this.
  await sql`create trigger products_catalogue_lexemes_changed after update of sku, name, description on products
    for each row when (old.search_vector is distinct from new.search_vector)
    execute function catalogue_lexemes_changed()`.execute(db);
  await sql`insert into catalogue_lexemes (lexeme)
    select distinct catalogue_lexemes_of(search_vector) as lexeme from products order by lexeme on conflict do nothing`.execute(db);
  await sql`analyze catalogue_lexemes`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists products_catalogue_lexemes_changed on products`.execute(db);
  await sql`drop trigger if exists products_catalogue_lexemes_inserted on products`.execute(db);
  await sql`drop function if exists catalogue_lexemes_changed()`.execute(db);
  await sql`drop function if exists catalogue_lexemes_added()`.execute(db);
  await sql`drop function if exists catalogue_lexemes_of(tsvector)`.execute(db);
  await sql`drop table if exists catalogue_lexemes`.execute(db);
}
