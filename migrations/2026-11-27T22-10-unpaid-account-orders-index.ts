import { sql, type Kysely } from 'kysely';

/**
 * The receivables (issue 40, GET /api/receivables) read what every company's unpaid on-account
 * orders still owe: a partial index over those orders alone, so the read grows with the invoices
 * still open rather than with every order and on-account invoice the shop has ever had.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_unpaid_account_idx on orders (company_id) where payment_method = 'account' and not is_paid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index orders_unpaid_account_idx`.execute(db);
}
