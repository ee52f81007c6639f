import { sql, type Kysely } from 'kysely';

/**
 * Buying on account (issue 40, docs/decisions/141). A company has payment terms: card only (the
 * default) or on account, Net N days with a credit limit. What it owes on account is one counter on
 * its row, `account_balance_cents`: raised by placing an order on account, by one conditional
 * update that keeps it within the limit (so no interleaving of checkouts exceeds it), lowered by
 * the payments it sends and the credit notes of its on-account invoices. A negative balance is
 * credit carried to its next invoice.
 *
 * An order says how it is paid (`payment_method`); an on-account order's invoice is issued when it
 * is placed, with its due date. Payments received from a company are allocated to its invoices;
 * an invoice is paid when its total, less its credit notes, is allocated. Reminders are recorded
 * per invoice and stage, so each is sent once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table companies
    add column payment_terms text not null default 'card' constraint companies_payment_terms check (payment_terms in ('card', 'account')),
    add column net_days integer constraint companies_net_days check (net_days between 7 and 120),
    add column credit_limit_cents bigint constraint companies_credit_limit check (credit_limit_cents > 0),
    add column account_balance_cents bigint not null default 0,
    add constraint companies_account_terms check (payment_terms = 'card' or (net_days is not null and credit_limit_cents is not null))`.execute(db);
  await sql`comment on column companies.payment_terms is 'card: its members pay by card at checkout; account: they may buy on account, Net net_days, up to credit_limit_cents.'`.execute(db);
  await sql`comment on column companies.net_days is 'Days from an on-account invoice''s issue to its due date (7 to 120); kept when the terms go back to card.'`.execute(db);
  await sql`comment on column companies.credit_limit_cents is 'The most it may owe on account; kept when the terms go back to card.'`.execute(db);
  await sql`comment on column companies.account_balance_cents is 'What it owes on account: on-account invoices less their credit notes less payments received; raised only by a conditional update within credit_limit_cents; negative: credit carried to its next invoice.'`.execute(db);

  await sql`alter table orders
    add column payment_method text not null default 'card' constraint orders_payment_method check (payment_method in ('card', 'account')),
    add constraint orders_account_company check (payment_method = 'card' or company_id is not null)`.execute(db);
  await sql`comment on column orders.payment_method is 'card: paid at checkout (or expires unpaid); account: confirmed when placed, invoiced at once with a due date, paid by payments received.'`.execute(db);

  await sql`alter table invoices add column due_on date`.execute(db);
  await sql`comment on column invoices.due_on is 'An on-account invoice''s due date (issue date + the company''s net days); null: paid by card when issued.'`.execute(db);
  await sql`create index invoices_due_on_idx on invoices (due_on) where due_on is not null`.execute(db);

  await sql`
    create table account_payments (
      id uuid primary key default gen_random_uuid(),
      company_id uuid not null references companies (id),
      amount_cents bigint not null constraint account_payments_amount check (amount_cents > 0),
      received_on date not null,
      method text not null constraint account_payments_method check (method in ('bank_transfer', 'cheque', 'other', 'card')),
      reference text not null constraint account_payments_reference check (length(reference) <= 200),
      gateway_ref text constraint account_payments_gateway_ref_key unique,
      recorded_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index account_payments_company_idx on account_payments (company_id, received_on)`.execute(db);
  await sql`comment on table account_payments is 'Money a company sent against its on-account invoices: recorded by a shop admin, or a card payment of an invoice from its statement.'`.execute(db);
  await sql`comment on column account_payments.gateway_ref is 'A card payment''s intent id: one payment per intent, however often it is confirmed.'`.execute(db);
  await sql`comment on column account_payments.recorded_by is 'The shop admin who recorded it; null: a member paid by card.'`.execute(db);

  await sql`
    create table payment_allocations (
      payment_id uuid not null references account_payments (id),
      invoice_number integer not null references invoices (number),
      amount_cents bigint not null constraint payment_allocations_amount check (amount_cents > 0),
      allocated_at timestamptz not null default now(),
      constraint payment_allocations_pkey primary key (payment_id, invoice_number)
    )`.execute(db);
  await sql`create index payment_allocations_invoice_idx on payment_allocations (invoice_number)`.execute(db);
  await sql`comment on table payment_allocations is 'What of a payment settles which invoice; a payment''s unallocated remainder is the company''s credit, applied to its next invoice.'`.execute(db);

  await sql`
    create table invoice_reminders (
      invoice_number integer not null references invoices (number),
      days_from_due integer not null,
      sent_at timestamptz not null default now(),
      constraint invoice_reminders_pkey primary key (invoice_number, days_from_due)
    )`.execute(db);
  await sql`comment on table invoice_reminders is 'Each reminder stage mailed for an invoice (days_from_due: -3 before, 0 on, 7 after the due date), inserted with its outbox row: once per stage.'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table invoice_reminders`.execute(db);
  await sql`drop table payment_allocations`.execute(db);
  await sql`drop table account_payments`.execute(db);
  await sql`alter table invoices drop column due_on`.execute(db);
  await sql`alter table orders drop constraint orders_account_company, drop column payment_method`.execute(db);
  await sql`alter table companies drop constraint companies_account_terms, drop column payment_terms, drop column net_days, drop column credit_limit_cents, drop column account_balance_cents`.execute(db);
}
