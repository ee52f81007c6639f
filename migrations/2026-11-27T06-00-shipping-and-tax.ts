import { sql, type Kysely } from 'kysely';

const LOCK_ORDER_ROWS_BEFORE = `
    create function lock_order_rows(buyer uuid, product_ids uuid[], open_limit integer)
    returns table (number text, verified boolean, open_orders integer, held_units integer, products jsonb)
    language plpgsql volatile as $$
    begin
      number := 'TY-' || nextval('order_number_seq');
      select u.email_verified_at is not null into verified from users u where u.id = buyer for no key update;
      if not found then
        raise exception 'lock_order_rows: no user %', buyer using errcode = 'no_data_found';
      end if;
      select count(*) into open_orders
        from (select 1 from orders o where o.user_id = buyer and o.status = 'pending' and o.is_paid = false limit open_limit) open;
      held_units := 0;
      if not verified then
        select least(coalesce(sum(l.quantity), 0), 2147483647)::integer into held_units
          from orders o join order_lines l on l.order_id = o.id
          where o.user_id = buyer and o.status = 'pending' and o.is_paid = false;
      end if;
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', p.id, 'name', p.name, 'sku', p.sku, 'priceCents', p.price_cents, 'priceTiers', p.price_tiers,
          'minimumOrder', p.minimum_order, 'packSize', p.pack_size, 'maximumOrder', p.maximum_order, 'quantity', p.quantity
        ) order by p.id), '[]'::jsonb) into products
        from (select * from products where id = any(product_ids) and deleted_at is null and status = 'active' order by id for no key update) p;
      return next;
    end $$`;

/**
 * Shipping and tax (issue 38, docs/decisions/132). Money stays integer cents; a rate is basis
 * points (20% is 2000, 5.5% is 550), so no fraction is ever stored.
 *
 * - Shipping zones are a set of countries, or postcode prefixes within one country (`regions`);
 *   each has methods priced flat, by order value bands or by weight bands, with an optional
 *   free-delivery threshold. Products gain an optional weight (grams) and a tax class.
 * - Tax rates by country (and optionally a postcode prefix) and tax class.
 * - A company may be tax-exempt: reverse charge (needs its tax id) or an exemption certificate.
 * - An order keeps what it was charged: shipping (the method's name, estimate and amount), its tax
 *   total and tax lines (one per rate), whether its prices included tax, the country it shipped to,
 *   and the exemption and the buyer's tax id as they were. `goods_cents` is derived, so every order
 *   (the spec's calls and rows written before) keeps total = goods + shipping + tax added on top.
 * - lock_order_rows answers each product's weight and tax class too (products' orderableColumns).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products
    add column weight_grams integer constraint products_weight_grams check (weight_grams is null or weight_grams between 1 and 10000000),
    add column tax_class text not null default 'standard' constraint products_tax_class check (tax_class in ('standard', 'reduced', 'zero'))`.execute(db);
  await sql`comment on column products.weight_grams is 'Shipping weight of one unit in grams; null: not given (counts as nothing for weight-banded shipping).'`.execute(db);
  await sql`comment on column products.tax_class is 'standard, reduced or zero: which of the address''s tax rates applies (tax_rates.tax_class).'`.execute(db);

  await sql`
    create table shipping_zones (
      id uuid primary key default gen_random_uuid(),
      name text not null constraint shipping_zones_name_length check (length(btrim(name)) between 1 and 100),
      countries text[] not null constraint shipping_zones_countries check (cardinality(countries) between 1 and 250),
      regions text[] not null default '{}' constraint shipping_zones_regions check (cardinality(regions) = 0 or cardinality(countries) = 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`comment on table shipping_zones is 'Where the shop delivers: countries, or postcode prefixes within one (regions). With no zone at all, no shipping is charged.'`.execute(db);
  await sql`comment on column shipping_zones.countries is 'ISO 3166-1 alpha-2 codes, upper case.'`.execute(db);
  await sql`comment on column shipping_zones.regions is 'Postcode prefixes (upper case, no spaces) within its one country; empty: the whole of each country. A zone naming the address''s region beats a whole-country zone.'`.execute(db);

  await sql`
    create table shipping_methods (
      id uuid primary key default gen_random_uuid(),
      zone_id uuid not null references shipping_zones (id) on delete cascade,
      position integer not null,
      name text not null constraint shipping_methods_name_length check (length(btrim(name)) between 1 and 60),
      kind text not null constraint shipping_methods_kind check (kind in ('flat', 'by_value', 'by_weight')),
      price_cents integer constraint shipping_methods_price check (price_cents is null or price_cents >= 0),
      bands jsonb not null default '[]',
      free_over_cents integer constraint shipping_methods_free_over check (free_over_cents is null or free_over_cents >= 0),
      estimate text not null constraint shipping_methods_estimate_length check (length(btrim(estimate)) between 1 and 60),
      constraint shipping_methods_flat_priced check (kind <> 'flat' or price_cents is not null),
      constraint shipping_methods_banded check (kind = 'flat' or jsonb_array_length(bands) between 1 and 20),
      constraint shipping_methods_position_key unique (zone_id, position)
    )`.execute(db);
  await sql`comment on table shipping_methods is 'A way a zone''s orders are delivered (Standard, Express, Pallet), with its price rule and estimate.'`.execute(db);
  await sql`comment on column shipping_methods.bands is 'by_value and by_weight: [{from, priceCents}], ascending, the first from 0; from is the goods total in cents (by_value) or the order''s weight in grams (by_weight).'`.execute(db);
  await sql`comment on column shipping_methods.free_over_cents is 'Goods total (after volume prices) from which this method is free; null: never free.'`.execute(db);

  await sql`
    create table tax_rates (
      id uuid primary key default gen_random_uuid(),
      country text not null constraint tax_rates_country check (country ~ '^[A-Z]{2}$'),
      region text constraint tax_rates_region check (region is null or region ~ '^[A-Z0-9]{1,10}$'),
      tax_class text not null constraint tax_rates_tax_class check (tax_class in ('standard', 'reduced', 'zero')),
      rate_basis_points integer not null constraint tax_rates_rate check (rate_basis_points between 0 and 10000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index tax_rates_place_class_key on tax_rates (country, coalesce(region, ''), tax_class)`.execute(db);
  await sql`comment on table tax_rates is 'The tax a product class pays where an order ships: by country, optionally a postcode prefix (region). No rate: no tax.'`.execute(db);
  await sql`comment on column tax_rates.rate_basis_points is 'Hundredths of a percent: 2000 is 20%, 550 is 5.5%.'`.execute(db);

  await sql`alter table companies
    add column tax_exemption text constraint companies_tax_exemption check (tax_exemption in ('reverse_charge', 'certificate')),
    add column tax_exemption_reference text constraint companies_tax_exemption_reference check (tax_exemption_reference is null or length(tax_exemption_reference) between 1 and 100),
    add constraint companies_reverse_charge_tax_id check (tax_exemption is distinct from 'reverse_charge' or tax_id is not null),
    add constraint companies_certificate_reference check (tax_exemption is distinct from 'certificate' or tax_exemption_reference is not null)`.execute(db);
  await sql`comment on column companies.tax_exemption is 'Why its orders carry no tax: reverse_charge (its tax_id, checked for its country) or certificate (tax_exemption_reference); null: it pays tax.'`.execute(db);

  await sql`alter table orders
    add column shipping_cents integer not null default 0 constraint orders_shipping_cents check (shipping_cents >= 0),
    add column shipping_method text,
    add column shipping_estimate text,
    add column tax_cents integer not null default 0 constraint orders_tax_cents check (tax_cents >= 0),
    add column prices_include_tax boolean not null default false,
    add column ship_country text constraint orders_ship_country check (ship_country is null or ship_country ~ '^[A-Z]{2}$'),
    add column tax_exemption text constraint orders_tax_exemption check (tax_exemption in ('reverse_charge', 'certificate')),
    add column tax_exemption_reference text,
    add column buyer_tax_id text`.execute(db);
  await sql`alter table orders add column goods_cents integer generated always as
    (total_cents - shipping_cents - case when prices_include_tax then 0 else tax_cents end) stored
    constraint orders_goods_cents check (goods_cents >= 0)`.execute(db);
  await sql`comment on column orders.total_cents is 'What the customer pays: goods, shipping and (unless prices include it) tax.'`.execute(db);
  await sql`comment on column orders.goods_cents is 'The sum of its lines'' totals (derived: total less shipping and any tax added on top).'`.execute(db);
  await sql`comment on column orders.shipping_method is 'The delivery method''s name as it was when ordered; null: no shipping configured for it.'`.execute(db);
  await sql`comment on column orders.tax_cents is 'The sum of its order_tax_lines; included in total_cents either way.'`.execute(db);
  await sql`comment on column orders.prices_include_tax is 'Its prices were entered with tax included (PRICES_INCLUDE_TAX when it was placed): tax_cents is part of goods and shipping.'`.execute(db);
  await sql`comment on column orders.ship_country is 'The country it shipped to (ISO 3166-1 alpha-2); a free-text address counts as SELLER_COUNTRY. Null: placed before issue 38.'`.execute(db);
  await sql`comment on column orders.tax_exemption is 'The buyer company''s exemption when it was placed (reverse_charge, certificate); its invoice says why no tax is charged.'`.execute(db);
  await sql`comment on column orders.buyer_tax_id is 'The buyer company''s tax id when it was placed, as its invoice prints it.'`.execute(db);

  await sql`
    create table order_tax_lines (
      order_id uuid not null references orders (id) on delete cascade,
      rate_basis_points integer not null constraint order_tax_lines_rate check (rate_basis_points between 0 and 10000),
      taxable_cents integer not null constraint order_tax_lines_taxable check (taxable_cents >= 0),
      tax_cents integer not null constraint order_tax_lines_tax check (tax_cents >= 0),
      primary key (order_id, rate_basis_points)
    )`.execute(db);
  await sql`comment on table order_tax_lines is 'An order''s tax per rate, as charged: what was taxed at it (lines and shipping, cents) and the tax (each line rounded to the cent, then summed).'`.execute(db);

  await sql`drop function lock_order_rows(uuid, uuid[], integer)`.execute(db);
  await sql.raw(LOCK_ORDER_ROWS_BEFORE.replace(
    `'quantity', p.quantity`,
    `'quantity', p.quantity, 'weightGrams', p.weight_grams, 'taxClass', p.tax_class`,
  )).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function lock_order_rows(uuid, uuid[], integer)`.execute(db);
  await sql.raw(LOCK_ORDER_ROWS_BEFORE).execute(db);
  await sql`drop table order_tax_lines`.execute(db);
  await sql`alter table orders drop column goods_cents`.execute(db);
  await sql`alter table orders drop column shipping_cents, drop column shipping_method, drop column shipping_estimate, drop column tax_cents,
    drop column prices_include_tax, drop column ship_country, drop column tax_exemption, drop column tax_exemption_reference, drop column buyer_tax_id`.execute(db);
  await sql`comment on column orders.total_cents is 'The sum of its lines'' totals.'`.execute(db);
  await sql`alter table companies drop constraint companies_reverse_charge_tax_id, drop constraint companies_certificate_reference,
    drop column tax_exemption, drop column tax_exemption_reference`.execute(db);
  await sql`drop table tax_rates`.execute(db);
  await sql`drop table shipping_methods`.execute(db);
  await sql`drop table shipping_zones`.execute(db);
  await sql`alter table products drop column weight_grams, drop column tax_class`.execute(db);
}
