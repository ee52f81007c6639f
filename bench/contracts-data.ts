/**
 * The contracts stage's data (issue 39's targets), on the catalogue stage's 100,000 generated
 * products: 500 companies, each with one location and one member account (a buyer ordering for
 * any location); 200 price lists of 5,000 entries each (1,000,000 entries: about two in three fixed
 * prices with two volume breaks, one in three a percentage; every fourth list also a catalogue-wide
 * percentage; priorities in five steps, so equal priorities are common and a company's order of its
 * lists decides; one list in ten within a validity window open now); 3 lists per company. Every
 * write is one set-based statement (`insert ... select ... generate_series`): nothing travels
 * row by row between Node and Postgres but the members' sessions.
 *
 * List k prices the products k * LIST_STRIDE to k * LIST_STRIDE + 4,999 in SKU order (wrapping
 * round), so each product is in about 10 lists; company c has lists c, c + 67 and c + 134 (mod 200).
 */
import { sql } from 'kysely';
import type { DB } from '../src/server/db/database';
import { createSession } from '../src/server/features/3-accounts/accounts/sessions/sessions';
import { benchBuyers, type BenchBuyer } from './bench-data';

export const COMPANIES = 500;
export const PRICE_LISTS = 200;
export const ENTRIES_PER_LIST = 5_000;
const LIST_STRIDE = 487;
const LIST_OFFSETS = [0, 67, 134];

/** A company's member, signed in. */
export interface BenchMember extends BenchBuyer {
  companyId: string;
  locationId: string;
}

export interface ContractsData {
  /** One per company, in company order (company c's lists are c, c + 67, c + 134). */
  members: BenchMember[];
  /** Signed-in accounts in no company, as many as the members: reads rotate over as many sessions, and the first 64 check out beside the members. */
  plainBuyers: BenchBuyer[];
  /** The live generated products in SKU order (a list's entries are a run of them). */
  productIds: string[];
  /** The lists, list k at index k. */
  listIds: string[];
  /** Which lists (by index) company c has, in its order. */
  listsOf: (company: number) => number[];
  /** Which products (by index in productIds) list k prices. */
  entriesOf: (list: number) => number[];
  /** An admin's bearer token (the CSV import). */
  adminToken: string;
  entries: number;
  seedSeconds: number;
  /** The entries' one statement alone. */
  entriesSeconds: number;
}

export async function seedContracts(db: DB, plainBuyerCount: number): Promise<ContractsData> {
  const started = Date.now();
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('sku', 'like', 'GEN-%')
    .where('deletedAt', 'is', null)
    .where('status', '=', 'active')
    .orderBy('sku')
    .execute();
  const productIds = products.map((product) => product.id);
  const total = productIds.length;

  await sql`
    insert into price_lists (name, priority, catalogue_discount_bp, starts_at, ends_at)
    select 'Bench list ' || lpad(k::text, 3, '0'), (k % 5) * 10,
      case when k % 4 = 0 then 300 + (k * 7) % 900 end,
      case when k % 10 = 5 then now() - interval '30 days' end,
      case when k % 10 = 5 then now() + interval '365 days' end
    from generate_series(0, ${PRICE_LISTS - 1}) as k`.execute(db);
  const lists = await db.selectFrom('priceLists').select('id').where('name', 'like', 'Bench list %').orderBy('name').execute();
  const listIds = lists.map((list) => list.id);

  const entriesStarted = Date.now();
  // List k, entry j: the product at (k * stride + j) mod total; fixed prices (12% off, then 18% from 10 units, 24% from 50) or a percentage.
  await sql`
    with ids as (select ${productIds}::uuid[] as products, ${listIds}::uuid[] as lists),
    picked as (
      select lists[k + 1] as list_id, products[1 + (k * ${LIST_STRIDE} + j) % ${total}] as product_id, k, j
      from ids, generate_series(0, ${PRICE_LISTS - 1}) as k, generate_series(0, ${ENTRIES_PER_LIST - 1}) as j
    )
    insert into price_list_entries (price_list_id, product_id, percent_off_bp, price_cents, price_tiers)
    select picked.list_id, picked.product_id,
      case when (k + j) % 3 = 0 then 500 + (j * 37 + k) % 2000 end,
      case when (k + j) % 3 <> 0 then p.price_cents * 88 / 100 end,
      case when (k + j) % 3 <> 0
        then jsonb_build_array(jsonb_build_object('minQuantity', 10, 'priceCents', p.price_cents * 82 / 100), jsonb_build_object('minQuantity', 50, 'priceCents', p.price_cents * 76 / 100))
        else '[]'::jsonb end
    from picked join products p on p.id = picked.product_id`.execute(db);
  const entriesSeconds = (Date.now() - entriesStarted) / 1000;

  await sql`
    insert into companies (name, tax_id)
    select 'Bench Company ' || lpad(c::text, 3, '0'), 'GB' || lpad(c::text, 9, '0') from generate_series(0, ${COMPANIES - 1}) as c`.execute(db);
  await sql`
    insert into users (email, name, phone, address, email_verified_at)
    select 'contract-member-' || lpad(c::text, 3, '0') || '@example.com', 'Bench Member ' || c, '1', 'x', now() from generate_series(0, ${COMPANIES - 1}) as c`.execute(db);
  await sql`
    with c as (select id, (row_number() over (order by name) - 1)::int as n from companies where name like 'Bench Company %'),
    u as (select id, (row_number() over (order by email) - 1)::int as n from users where email like 'contract-member-%')
    insert into company_members (user_id, company_id, role) select u.id, c.id, 'buyer' from c join u using (n)`.execute(db);
  await sql`
    insert into company_locations (company_id, name, address, phone)
    select id, name || ' depot', name || E' Depot\n1 Bench Road\nLeeds', '0113 555 0100' from companies where name like 'Bench Company %'`.execute(db);
  await sql`
    with c as (select id, (row_number() over (order by name) - 1)::int as n from companies where name like 'Bench Company %'),
    ids as (select ${listIds}::uuid[] as lists)
    insert into company_price_lists (company_id, price_list_id, position)
    select c.id, lists[1 + (c.n + (${LIST_OFFSETS}::int[])[position]) % ${PRICE_LISTS}], position
    from c, ids, generate_series(1, ${LIST_OFFSETS.length}) as position`.execute(db);
  await sql`analyze`.execute(db);

  const rows = await db
    .selectFrom('companies')
    .innerJoin('companyMembers', 'companyMembers.companyId', 'companies.id')
    .innerJoin('companyLocations', 'companyLocations.companyId', 'companies.id')
    .select(['companies.id as companyId', 'companyMembers.userId', 'companyLocations.id as locationId'])
    .where('companies.name', 'like', 'Bench Company %')
    .orderBy('companies.name')
    .execute();
  const members: BenchMember[] = [];
  for (const row of rows) members.push({ ...row, token: (await createSession(db, row.userId)).token });
  const admin = await db.insertInto('users').values({ email: 'contract-admin@example.com', name: 'Bench Admin', role: 'admin', emailVerifiedAt: new Date() }).returning('id').executeTakeFirstOrThrow();
  const entries = await db.selectFrom('priceListEntries').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return {
    members,
    plainBuyers: await benchBuyers(db, 'contract-plain', plainBuyerCount),
    productIds,
    listIds,
    listsOf: (company) => LIST_OFFSETS.map((offset) => (company + offset) % PRICE_LISTS),
    entriesOf: (list) => Array.from({ length: ENTRIES_PER_LIST }, (_, j) => (list * LIST_STRIDE + j) % total),
    adminToken: (await createSession(db, admin.id)).token,
    entries: Number(entries.count),
    seedSeconds: (Date.now() - started) / 1000,
    entriesSeconds,
  };
}
