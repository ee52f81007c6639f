import { sql, type Kysely } from 'kysely';

/**
 * Contract prices (issue 39, docs/decisions/136). A price list has a name, a priority, an optional
 * validity window [starts_at, ends_at) and entries; it may also hold a catalogue-wide percentage
 * off. An entry prices one product: fixed prices (a price from one unit and up to five volume
 * breaks, as a product's own) or a percentage off the product's own price and tiers. Lists are
 * assigned to companies, each assignment with its place among the company's lists (the tie-break
 * between equal priorities).
 *
 * Percentages are basis points (12.5% is 1250), money integer cents. Which list prices a product
 * for a company is src/shared/rules/contract-prices.ts; price-lists/contract-offers-repository.ts
 * asks it of the database in one statement.
 *
 * An order line keeps what priced it: the list (its id and its name as it was) and the product's
 * own unit price for that quantity, so invoices and the admin show the discount after the list
 * has changed or gone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table price_lists (
      id uuid primary key default gen_random_uuid(),
      name text not null constraint price_lists_name_length check (length(btrim(name)) between 1 and 100),
      priority integer not null default 0 constraint price_lists_priority_range check (priority between 0 and 1000),
      starts_at timestamptz,
      ends_at timestamptz,
      catalogue_discount_bp integer constraint price_lists_catalogue_discount check (catalogue_discount_bp between 1 and 9999),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint price_lists_window check (starts_at is null or ends_at is null or starts_at < ends_at)
    )`.execute(db);
  await sql`create unique index price_lists_name_key on price_lists (lower(btrim(name)))`.execute(db);
  await sql`comment on table price_lists is 'Contract prices: a named set of product prices and percentages, assigned to companies.'`.execute(db);
  await sql`comment on column price_lists.priority is 'Higher wins: among a company''s lists active now, the highest that prices a product prices it.'`.execute(db);
  await sql`comment on column price_lists.starts_at is 'Active from this instant (inclusive); null: since always.'`.execute(db);
  await sql`comment on column price_lists.ends_at is 'Active until this instant (exclusive); null: with no end.'`.execute(db);
  await sql`comment on column price_lists.catalogue_discount_bp is 'Basis points off every product the list has no entry for (800: 8% off); null: none.'`.execute(db);

  await sql`
    create table price_list_entries (
      price_list_id uuid not null references price_lists (id) on delete cascade,
      product_id uuid not null references products (id) on delete cascade,
      percent_off_bp integer constraint price_list_entries_percent check (percent_off_bp between 1 and 9999),
      price_cents integer constraint price_list_entries_price check (price_cents > 0),
      price_tiers jsonb not null default '[]'
        constraint price_list_entries_tiers_list check (jsonb_typeof(price_tiers) = 'array' and jsonb_array_length(price_tiers) <= 5),
      updated_at timestamptz not null default now(),
      constraint price_list_entries_pkey primary key (price_list_id, product_id),
      constraint price_list_entries_one_kind check ((percent_off_bp is null) <> (price_cents is null)),
      constraint price_list_entries_tiers_fixed check (price_cents is not null or jsonb_array_length(price_tiers) = 0)
    )`.execute(db);
  await sql`create index price_list_entries_product_idx on price_list_entries (product_id)`.execute(db);
  await sql`comment on table price_list_entries is 'One product''s price in one list: fixed (price_cents and price_tiers) or a percentage off the product''s own (percent_off_bp).'`.execute(db);
  await sql`comment on column price_list_entries.price_tiers is 'Fixed entries: volume prices as products.price_tiers, [{minQuantity, priceCents}], rising quantities at falling prices.'`.execute(db);

  await sql`
    create table company_price_lists (
      company_id uuid not null references companies (id) on delete cascade,
      price_list_id uuid not null references price_lists (id) on delete cascade,
      position integer not null constraint company_price_lists_position check (position >= 1),
      constraint company_price_lists_pkey primary key (company_id, price_list_id),
      constraint company_price_lists_position_key unique (company_id, position) deferrable initially immediate
    )`.execute(db);
  await sql`create index company_price_lists_list_idx on company_price_lists (price_list_id)`.execute(db);
  await sql`comment on table company_price_lists is 'Which lists price a company''s members; position breaks ties between lists of equal priority (lower first).'`.execute(db);

  await sql`alter table order_lines
    add column price_list_id uuid,
    add column price_list_name text,
    add column list_price_cents integer constraint order_lines_list_price check (list_price_cents is null or list_price_cents >= 0),
    add constraint order_lines_price_list_named check ((price_list_id is null) = (price_list_name is null))`.execute(db);
  await sql`comment on column order_lines.price_list_id is 'The price list that priced the line (no foreign key: the line keeps it after the list is deleted); null: the product''s own price.'`.execute(db);
  await sql`comment on column order_lines.price_list_name is 'That list''s name when the order was placed.'`.execute(db);
  await sql`comment on column order_lines.list_price_cents is 'The product''s own unit price for the quantity when a list priced the line (the discount is the difference); null otherwise.'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table order_lines drop constraint order_lines_price_list_named, drop column price_list_id, drop column price_list_name, drop column list_price_cents`.execute(db);
  await sql`drop table company_price_lists`.execute(db);
  await sql`drop table price_list_entries`.execute(db);
  await sql`drop table price_lists`.execute(db);
}
