/**
 * The accounts stage's data (issue 40's targets), every bulk write one set-based statement as in
 * bench/contracts-data.ts: 256 products for the carts; 300 companies on account (Net 30), each with
 * one location and one member (a buyer ordering for any location), and 30 on-account invoices each
 * (9,000), issued 6 days apart over the last 180 days: the last 10 of each company still owing
 * (every third of them half paid), and the 10 before them too in every seventh company (so every
 * ageing bucket holds some), the others paid in full by one bank transfer per company allocated
 * to them 20 days after issue. Each company's balance is what its invoices still owe; its limit
 * twice that plus $10,000. A shop admin reads the receivables.
 */
import { sql } from 'kysely';
import type { DB } from '../src/server/db/database';
import { createSession } from '../src/server/features/3-accounts/accounts/sessions/sessions';
import type { BenchMember } from './contracts-data';

export const STATEMENT_COMPANIES = 300;
export const INVOICES_PER_COMPANY = 30;
const CART_PRODUCTS = 256;

export interface AccountsData {
  /** The products carts are filled from, with their (tier-free) unit price. */
  products: { id: string; priceCents: number }[];
  /** One per company, in company order. */
  members: BenchMember[];
  adminToken: string;
  invoices: number;
  openInvoices: number;
  seedSeconds: number;
}

/**
 * `count` companies named `prefix` 000, 001, ... on account (Net 30, the limit `limitCents`), each
 * with one location and `membersEach` verified members (`{emailPrefix}-0000@example.com`, ...;
 * `passwordHash` when given, so they can sign in through the API), members returned in company
 * order with a session each.
 */
export async function seedAccountCompanies(
  db: DB,
  prefix: string,
  emailPrefix: string,
  count: number,
  limitCents: number,
  { membersEach = 1, passwordHash = null }: { membersEach?: number; passwordHash?: string | null } = {},
): Promise<BenchMember[]> {
  await sql`
    insert into companies (name, payment_terms, net_days, credit_limit_cents)
    select ${prefix} || ' ' || lpad(c::text, 3, '0'), 'account', 30, ${limitCents} from generate_series(0, ${count - 1}) as c`.execute(db);
  await sql`
    insert into users (email, name, phone, address, email_verified_at, password_hash)
    select ${emailPrefix} || '-' || lpad(u::text, 4, '0') || '@example.com', 'Bench Buyer ' || u, '1', 'x', now(), ${passwordHash} from generate_series(0, ${count * membersEach - 1}) as u`.execute(db);
  await sql`
    with c as (select id, (row_number() over (order by name) - 1)::int as n from companies where name like ${prefix} || ' %'),
    u as (select id, (row_number() over (order by email) - 1)::int as n from users where email like ${emailPrefix} || '-%')
    insert into company_members (user_id, company_id, role) select u.id, c.id, 'buyer' from c join u on u.n / ${membersEach} = c.n`.execute(db);
  await sql`
    insert into company_locations (company_id, name, address, phone)
    select id, name || ' depot', name || E' Depot\n1 Bench Road\nLeeds', '0113 555 0100' from companies where name like ${prefix} || ' %'`.execute(db);
  const rows = await db
    .selectFrom('companies')
    .innerJoin('companyMembers', 'companyMembers.companyId', 'companies.id')
    .innerJoin('companyLocations', 'companyLocations.companyId', 'companies.id')
    .select(['companies.id as companyId', 'companyMembers.userId', 'companyLocations.id as locationId'])
    .where('companies.name', 'like', `${prefix} %`)
    .orderBy('companies.name')
    .orderBy('companyMembers.userId')
    .execute();
  const members: BenchMember[] = [];
  for (const row of rows) members.push({ ...row, token: (await createSession(db, row.userId)).token });
  return members;
}

export async function seedAccounts(db: DB): Promise<AccountsData> {
  const started = Date.now();
  const products = await db
    .insertInto('products')
    .values(Array.from({ length: CART_PRODUCTS }, (_, i) => ({ name: `Account cart tool ${i}`, images: ['/x.svg'], description: 'Carts', priceCents: 1000 + i, quantity: 2_000_000_000, minimumOrder: 1 })))
    .returning(['id', 'priceCents'])
    .execute();
  const members = await seedAccountCompanies(db, 'Statement Company', 'statement-member', STATEMENT_COMPANIES, 1);

  // Invoice k of company n (k = 0 the newest) issued k * 6 + n % 5 days ago; numbered after any issued already.
  await sql`
    with co as (
      select c.id as company_id, m.user_id, l.id as location_id, l.name as location_name, l.address as location_address, (row_number() over (order by c.name) - 1)::int as n
      from companies c join company_members m on m.company_id = c.id join company_locations l on l.company_id = c.id
      where c.name like 'Statement Company %'),
    placed as (
      insert into orders (user_id, company_id, location_id, location_name, location_address, payment_method, status, total_cents, customer_name, email, phone, address, created_at)
      select co.user_id, co.company_id, co.location_id, co.location_name, co.location_address, 'account', 'processing', 5000 + ((co.n * 31 + k * 17) % 200) * 100,
        'Bench Buyer ' || co.n, 'statement-member-' || lpad(co.n::text, 4, '0') || '@example.com', '0113 555 0100', co.location_address,
        now() - ((k * 6 + co.n % 5) * interval '1 day')
      from co, generate_series(0, ${INVOICES_PER_COMPANY - 1}) as k
      returning id, created_at),
    base as (select coalesce((select last_number from document_numbers where kind = 'invoice'), 0) as last)
    insert into invoices (order_id, number, issued_at, due_on)
    select placed.id, base.last + row_number() over (order by placed.created_at, placed.id), placed.created_at, (placed.created_at + interval '30 days')::date from placed, base`.execute(db);
  await sql`
    insert into document_numbers (kind, last_number) select 'invoice', max(number) from invoices
    on conflict (kind) do update set last_number = excluded.last_number`.execute(db);

  // What each invoice has had allocated: in full when settled, half of every third still owing.
  await sql`
    create unlogged table bench_allocations as
    with ranked as (
      select i.number, i.issued_at, o.id as order_id, o.company_id, o.total_cents,
        (row_number() over (partition by o.company_id order by i.issued_at desc) - 1)::int as k,
        (dense_rank() over (order by c.name) - 1)::int as n
      from invoices i join orders o on o.id = i.order_id join companies c on c.id = o.company_id
      where c.name like 'Statement Company %')
    select number, issued_at, order_id, company_id,
      case when k < 10 or (n % 7 = 0 and k < 20) then (case when k % 3 = 1 then total_cents / 2 else 0 end) else total_cents end as allocated_cents,
      total_cents
    from ranked`.execute(db);
  await sql`
    insert into account_payments (company_id, amount_cents, received_on, method, reference)
    select company_id, sum(allocated_cents), current_date, 'bank_transfer', 'Bench transfer' from bench_allocations group by company_id having sum(allocated_cents) > 0`.execute(db);
  await sql`
    insert into payment_allocations (payment_id, invoice_number, amount_cents, allocated_at)
    select p.id, a.number, a.allocated_cents, a.issued_at + interval '20 days'
    from bench_allocations a join account_payments p on p.company_id = a.company_id
    where a.allocated_cents > 0`.execute(db);
  await sql`update orders set is_paid = true from bench_allocations a where orders.id = a.order_id and a.allocated_cents = a.total_cents`.execute(db);
  await sql`
    update companies set account_balance_cents = owed.cents, credit_limit_cents = owed.cents * 2 + 1000000
    from (select company_id, sum(total_cents - allocated_cents)::bigint as cents from bench_allocations group by company_id) as owed
    where companies.id = owed.company_id`.execute(db);
  const counts = await sql<{ invoices: string; open: string }>`
    select count(*) as invoices, count(*) filter (where allocated_cents < total_cents) as open from bench_allocations`.execute(db);
  await sql`drop table bench_allocations`.execute(db);
  await sql`analyze`.execute(db);

  const admin = await db.insertInto('users').values({ email: 'accounts-admin@example.com', name: 'Bench Admin', role: 'admin', emailVerifiedAt: new Date() }).returning('id').executeTakeFirstOrThrow();
  return {
    products,
    members,
    adminToken: (await createSession(db, admin.id)).token,
    invoices: Number(counts.rows[0]!.invoices),
    openInvoices: Number(counts.rows[0]!.open),
    seedSeconds: (Date.now() - started) / 1000,
  };
}
