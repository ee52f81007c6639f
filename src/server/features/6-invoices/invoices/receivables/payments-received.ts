import { sql } from 'kysely';
import type { DB } from '../../../../db/database';

/** A payment received from a company, with what of it invoices took (cents). */
export interface PaymentReceivedRow {
  id: string;
  amountCents: number;
  receivedOn: string;
  method: 'bank_transfer' | 'cheque' | 'other' | 'card';
  reference: string;
  allocatedCents: number;
}

/**
 * The company's payments received, newest first (date received, then when recorded), at most
 * `limit`, each with the sum of its allocations: one statement.
 */
export async function listPaymentsReceived(db: DB, companyId: string, limit: number): Promise<PaymentReceivedRow[]> {
  const rows = await db
    .selectFrom('accountPayments')
    .select((eb) => [
      'accountPayments.id',
      'accountPayments.amountCents',
      'accountPayments.receivedOn',
      'accountPayments.method',
      'accountPayments.reference',
      eb
        .selectFrom('paymentAllocations')
        .select(sql<number>`coalesce(sum(payment_allocations.amount_cents), 0)::bigint`.as('sum'))
        .whereRef('paymentAllocations.paymentId', '=', 'accountPayments.id')
        .$asScalar()
        .as('allocatedCents'),
    ])
    .where('accountPayments.companyId', '=', companyId)
    .orderBy('accountPayments.receivedOn', 'desc')
    .orderBy('accountPayments.createdAt', 'desc')
    .orderBy('accountPayments.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), allocatedCents: Number(row.allocatedCents) }));
}
