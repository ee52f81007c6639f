import { sql, type Kysely } from 'kysely';

/**
 * Product slugs (issue 36): `/products/{slug}` is a product's public page. A slug is made from the
 * name by `product_slug_base(name)`, the SQL twin of src/shared/rules/product-slug.ts's
 * `productSlug` (test/server/products/product-slugs.test.ts runs the same names through both),
 * with a number (`-2`, `-3`, ...) when another product holds it or held it.
 *
 * The trigger `products_slug` gives every product inserted without one its slug, and a renamed
 * product its new one, whatever writes the row (the admin's form, the CSV import, the seeds, the
 * tests' factories): the unique index decides, one advisory lock orders the writers that choose a
 * suffix, and the suffix is found in a few index lookups (a CSV of 10,000 rows of one name stays
 * linear). The slug a rename replaces goes into `product_slugs`, so the old URL answers 301 to
 * the new one and no other product takes it. A bulk insert may give its own unique slugs (the
 * generated catalogue does, set-based), and the trigger then leaves them.
 *
 * Existing rows are backfilled in one statement: duplicates numbered by age, a suffixed slug that
 * meets another product's name numbered again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function product_slug_base(name text) returns text language sql immutable parallel safe as $$
      select coalesce(nullif(rtrim(left(trim(both '-' from regexp_replace(
        lower(regexp_replace(normalize(name, NFKD), '[\\u0300-\\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g')), 80), '-'), ''), 'product')
    $$`.execute(db);
  await sql`alter table products add column slug text collate "C"`.execute(db);
  await sql`
    with based as (
      select id, product_slug_base(name) as base, row_number() over (partition by product_slug_base(name) order by created_at, id) as n from products
    ),
    numbered as (
      select id, n, case when n = 1 then base else base || '-' || n end as slug from based
    ),
    unique_slugs as (
      select id, case when row_number() over (partition by slug order by n > 1, id) = 1 then slug
        else slug || '-' || row_number() over (partition by slug order by n > 1, id) end as slug
      from numbered
    )
    update products set slug = unique_slugs.slug from unique_slugs where unique_slugs.id = products.id`.execute(db);
  // The update queued products' deferred triggers (the response cache's version): run them now, or
  // the ALTER below refuses a table with pending trigger events.
  await sql`set constraints all immediate`.execute(db);
  await sql`alter table products alter column slug set not null`.execute(db);
  await sql`alter table products add constraint products_slug_key unique (slug)`.execute(db);

  await db.schema
    .createTable('product_slugs')
    .addColumn('slug', sql`text collate "C"`, (c) => c.primaryKey())
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('replaced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('product_slugs_product_idx').on('product_slugs').column('product_id').execute();

  await sql`
    create function product_slug_taken(candidate text, product uuid) returns boolean language plpgsql stable
    -- Always the unique indexes: a plan made while the table looked empty (a bulk insert into a new
    -- shop) would read the whole table for every row the statement adds.
    set enable_seqscan = off as $$
    begin
      -- PL/pgSQL, not SQL: its statements' plans are kept between calls (the trigger calls it often).
      return exists (select 1 from products where slug = candidate)
        or exists (select 1 from product_slugs where slug = candidate and product_id <> product);
    end $$`.execute(db);
  await sql`
    create function products_assign_slug() returns trigger language plpgsql as $$
    declare
      base text;
      taken int;
      free int;
      middle int;
    begin
      if tg_op = 'UPDATE' then
        -- Not renamed, or a slug set on purpose: nothing to choose.
        if new.name is not distinct from old.name or new.slug is distinct from old.slug then return new; end if;
      elsif new.slug is not null then
        return new;
      end if;
      base := product_slug_base(new.name);
      -- A rename that makes the same slug (case, punctuation) keeps the one it has.
      if tg_op = 'UPDATE' and (old.slug = base or old.slug ~ ('^' || base || '-[0-9]{1,9}$')) then return new; end if;
      -- One writer at a time chooses a suffix (released at commit; reentrant in one transaction).
      perform pg_advisory_xact_lock(362000001);
      if not product_slug_taken(base, new.id) then
        new.slug := base;
      else
        -- A free suffix in a few index lookups, however many share the name: double until one is
        -- free, then halve the gap between a taken number (1 standing for the bare slug) and it.
        taken := 1;
        free := 2;
        while product_slug_taken(base || '-' || free, new.id) loop
          taken := free;
          free := free * 2;
        end loop;
        while free - taken > 1 loop
          middle := (taken + free) / 2;
          if product_slug_taken(base || '-' || middle, new.id) then taken := middle; else free := middle; end if;
        end loop;
        new.slug := base || '-' || free;
      end if;
      if tg_op = 'UPDATE' then
        insert into product_slugs (slug, product_id) values (old.slug, new.id)
          on conflict (slug) do update set product_id = excluded.product_id, replaced_at = now();
        -- Renamed back: its own old slug is its slug again.
        delete from product_slugs where slug = new.slug;
      end if;
      return new;
    end $$`.execute(db);
  // Planned for each row: a plan cached while the table was small reads it whole, and a bulk insert
  // of n unnamed rows would then read it n times (test/server/products/catalogue-query-plans.test.ts
  // seeds 20,000 in one statement: 68 s with the cached plan, against 6 before slugs).
  await sql`alter function products_assign_slug() set plan_cache_mode = force_custom_plan`.execute(db);
  await sql`create trigger products_slug before insert or update of name on products for each row execute function products_assign_slug()`.execute(db);

  await sql`comment on column products.slug is 'The public page''s URL segment (/products/{slug}), made from the name by the trigger products_slug (src/shared/rules/product-slug.ts); changes with the name.'`.execute(db);
  await sql`comment on table product_slugs is 'Slugs a product had before a rename: /products/{old} answers 301 to its current page, and no other product takes them.'`.execute(db);
  await sql`comment on function product_slug_base(text) is 'productSlug of src/shared/rules/product-slug.ts in SQL: test/server/products/product-slugs.test.ts holds the two equal.'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger products_slug on products`.execute(db);
  await sql`drop function products_assign_slug()`.execute(db);
  await sql`drop function product_slug_taken(text, uuid)`.execute(db);
  await db.schema.dropTable('product_slugs').execute();
  await sql`alter table products drop column slug`.execute(db);
  await sql`drop function product_slug_base(text)`.execute(db);
}
