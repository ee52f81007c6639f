import { sql, type Kysely } from 'kysely';

/**
 * Companies that buy together (issue 37). A company has locations (delivery sites) and members:
 * accounts with a company role, `admin` or `buyer`. The database holds the rules a race could
 * break: an account is in at most one company (`company_members.user_id` is the key), a buyer's
 * locations are the company's own (the composite foreign keys), an invitation's token is used once
 * (a unique hash, accepted by a conditional update), and one pending application per account (a
 * partial unique index). An order placed by a member keeps its company and location, and a copy of
 * the location's name and address as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table companies (
      id uuid primary key default gen_random_uuid(),
      name text not null constraint companies_name_length check (length(btrim(name)) between 1 and 120),
      tax_id text constraint companies_tax_id_length check (tax_id is null or length(tax_id) between 1 and 40),
      status text not null default 'active' constraint companies_status check (status in ('active', 'on_hold')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index companies_name_idx on companies (lower(name), id)`.execute(db);
  await sql`create index companies_tax_id_idx on companies (lower(tax_id)) where tax_id is not null`.execute(db);
  await sql`comment on table companies is 'A business account (issue 37): people (company_members) buying for delivery sites (company_locations).'`.execute(db);
  await sql`comment on column companies.tax_id is 'The tax or VAT id as the company gives it; printed on its invoices. Null: none given.'`.execute(db);
  await sql`comment on column companies.status is 'active, or on_hold: its members cannot check out (and are told why).'`.execute(db);

  await sql`
    create table company_locations (
      id uuid primary key default gen_random_uuid(),
      company_id uuid not null references companies (id) on delete cascade,
      name text not null constraint company_locations_name_length check (length(btrim(name)) between 1 and 100),
      address text not null,
      country text not null default 'GB' constraint company_locations_country check (country ~ '^[A-Z]{2}$'),
      phone text not null,
      billing_address text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint company_locations_company_key unique (company_id, id)
    )`.execute(db);
  await sql`comment on table company_locations is 'A delivery site of a company; an order of a member ships to one and keeps a copy of it.'`.execute(db);
  await sql`comment on column company_locations.address is 'The delivery address as one text, one line per part (addressText in src/shared/schemas/address-book.ts).'`.execute(db);
  await sql`comment on column company_locations.country is 'ISO 3166-1 alpha-2, upper case (src/shared/countries.ts).'`.execute(db);
  await sql`comment on column company_locations.billing_address is 'Where invoices go when not the delivery address; null: the delivery address.'`.execute(db);

  await sql`
    create table company_members (
      user_id uuid primary key references users (id) on delete cascade,
      company_id uuid not null references companies (id) on delete cascade,
      role text not null constraint company_members_role check (role in ('admin', 'buyer')),
      joined_at timestamptz not null default now(),
      constraint company_members_company_key unique (company_id, user_id)
    )`.execute(db);
  await sql`comment on table company_members is 'An account in a company, with its company role. The key is the account: one company per account.'`.execute(db);
  await sql`comment on column company_members.role is 'admin: manages members and locations and sees every order of the company; buyer: orders for its locations and sees its own orders.'`.execute(db);

  await sql`
    create table company_member_locations (
      company_id uuid not null,
      user_id uuid not null,
      location_id uuid not null,
      primary key (user_id, location_id),
      foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade,
      foreign key (company_id, location_id) references company_locations (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index company_member_locations_location_idx on company_member_locations (location_id)`.execute(db);
  await sql`comment on table company_member_locations is 'The locations a buyer may order for; none: all of the company''s. The keys hold both to the same company.'`.execute(db);

  await sql`
    create table company_invitations (
      id uuid primary key default gen_random_uuid(),
      company_id uuid not null references companies (id) on delete cascade,
      email text not null,
      role text not null constraint company_invitations_role check (role in ('admin', 'buyer')),
      location_ids uuid[] not null default '{}',
      token_hash text not null constraint company_invitations_token_key unique,
      invited_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_by uuid references users (id) on delete set null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index company_invitations_email_idx on company_invitations (lower(email)) where accepted_at is null and revoked_at is null`.execute(db);
  await sql`create index company_invitations_company_idx on company_invitations (company_id, created_at desc)`.execute(db);
  await sql`comment on table company_invitations is 'An invitation to join a company, mailed with a single-use link valid 7 days; nobody joins without accepting it.'`.execute(db);
  await sql`comment on column company_invitations.email is 'The invited address; only an account that proves it may accept.'`.execute(db);
  await sql`comment on column company_invitations.token_hash is 'SHA-256 of the mailed token, hex; the token itself is never stored.'`.execute(db);
  await sql`comment on column company_invitations.location_ids is 'The locations the invitee will buy for; empty: all (checked against the company when accepted).'`.execute(db);

  await sql`
    create table business_applications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      company_name text not null constraint business_applications_name_length check (length(btrim(company_name)) between 1 and 120),
      tax_id text,
      message text,
      status text not null default 'pending' constraint business_applications_status check (status in ('pending', 'approved', 'declined')),
      reason text,
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz,
      company_id uuid references companies (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index business_applications_one_pending_idx on business_applications (user_id) where status = 'pending'`.execute(db);
  await sql`create index business_applications_status_idx on business_applications (status, created_at desc, id desc)`.execute(db);
  await sql`comment on table business_applications is 'A customer''s request for a business account; approving creates the company with the applicant as its first admin.'`.execute(db);
  await sql`comment on column business_applications.reason is 'Why it was declined, as the shop admin wrote it (mailed to the applicant).'`.execute(db);

  await sql`
    alter table orders
      add column company_id uuid references companies (id) on delete set null,
      add column location_id uuid references company_locations (id) on delete set null,
      add column location_name text,
      add column location_address text`.execute(db);
  await sql`create index orders_company_idx on orders (company_id, created_at desc, id desc) where company_id is not null`.execute(db);
  await sql`comment on column orders.company_id is 'The company a member placed the order for; null: a customer buying for themselves.'`.execute(db);
  await sql`comment on column orders.location_id is 'The company location it ships to; the name and address are copied beside it as they were.'`.execute(db);
  await sql`comment on column orders.location_name is 'The location''s name when the order was placed.'`.execute(db);
  await sql`comment on column orders.location_address is 'The location''s address when the order was placed.'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders drop column company_id, drop column location_id, drop column location_name, drop column location_address`.execute(db);
  for (const table of ['business_applications', 'company_invitations', 'company_member_locations', 'company_members', 'company_locations', 'companies']) {
    await db.schema.dropTable(table).execute();
  }
}
