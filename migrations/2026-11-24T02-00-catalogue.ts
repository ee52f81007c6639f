import { sql, type Kysely } from 'kysely';

/**
 * A catalogue a distributor can run (issue 22): categories two levels deep, a SKU, a status and up
 * to eight images per product.
 *
 * - `categories`: a parent or a child of one; the depth rule lives in a trigger so no write path
 *   can nest a third level. Deleting a category that holds products or children is refused by the
 *   foreign keys (`restrict`); the service says how many first.
 * - `products.sku`: unique among live products (a deleted product frees its SKU for a re-import);
 *   without one the database numbers it from a sequence (`TY-000001`).
 * - `products.status`: `draft` (admins only), `active` (the shop), `archived` (gone from the shop,
 *   still on its orders). Every existing product was on sale, so it starts `active`.
 * - `products.images` replaces `image`: the first one is the cover.
 *
 * Categories are public (the shop's tree and counts), so they bump the response cache like products.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 60`))
    .addColumn('slug', 'text', (c) => c.notNull().check(sql`slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'`))
    .addColumn('parent_id', 'uuid', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0).check(sql`position >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('categories_not_own_parent', sql`parent_id is distinct from id`)
    .addUniqueConstraint('categories_slug_key', ['slug'])
    .execute();
  // One name per level under one parent ("Spades" once under "Digging"), whatever its case.
  await sql`create unique index categories_sibling_name_key on categories (parent_id, lower(name)) nulls not distinct`.execute(db);
  await sql`
    create function categories_two_levels() returns trigger language plpgsql as $$
    begin
      if new.parent_id is not null then
        if exists (select 1 from categories where id = new.parent_id and parent_id is not null) then
          raise exception 'a category''s parent must be a top-level category' using errcode = '23514', constraint = 'categories_two_levels';
        end if;
        if exists (select 1 from categories where parent_id = new.id) then
          raise exception 'a category with subcategories must stay at the top level' using errcode = '23514', constraint = 'categories_two_levels';
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger categories_two_levels before insert or update of parent_id on categories
    for each row execute function categories_two_levels()`.execute(db);
  await sql`create constraint trigger categories_public_reads after insert or update or delete on categories
    deferrable initially deferred for each row execute function bump_public_reads()`.execute(db);
  await sql`create trigger categories_truncate_public_reads after truncate on categories
    for each statement execute function bump_public_reads()`.execute(db);

  await sql`create sequence products_sku_seq`.execute(db);
  await db.schema
    .alterTable('products')
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(sql`'TY-' || lpad(nextval('products_sku_seq')::text, 6, '0')`))
    .addColumn('category_id', 'uuid', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('draft', 'active', 'archived')`))
    .addColumn('images', sql`text[]`)
    .execute();
  await sql`alter sequence products_sku_seq owned by products.sku`.execute(db);
  await sql`update products set images = array[image]`.execute(db);
  // The update queued the response cache's deferred trigger (2026-11-22T05-00); Postgres alters no
  // table with trigger events pending, so fire them now, then defer it again as it was.
  await firePendingCacheBumps(db);
  await sql`alter table products alter column images set not null, drop column image,
    add constraint products_sku_format check (sku ~ '^[A-Z0-9][A-Z0-9._-]{0,39}$'),
    add constraint products_images_count check (cardinality(images) between 1 and 8 and array_position(images, null) is null)`.execute(db);
  await sql`create unique index products_sku_key on products (sku) where deleted_at is null`.execute(db);
  await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_category_idx').ifExists().execute();
  await db.schema.dropIndex('products_sku_key').ifExists().execute();
  await sql`alter table products add column image text`.execute(db);
  await sql`update products set image = images[1]`.execute(db);
  await firePendingCacheBumps(db);
  await sql`alter table products alter column image set not null, drop constraint products_images_count, drop constraint products_sku_format,
    drop column images, drop column status, drop column category_id, drop column sku`.execute(db);
  await sql`drop table categories`.execute(db);
  await sql`drop function if exists categories_two_levels()`.execute(db);
}

async function firePendingCacheBumps(db: Kysely<any>): Promise<void> {
  await sql`set constraints products_public_reads immediate`.execute(db);
  await sql`set constraints products_public_reads deferred`.execute(db);
}
