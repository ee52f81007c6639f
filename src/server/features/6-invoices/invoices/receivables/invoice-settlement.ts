import { expressionBuilder, sql, type Expression } from 'kysely';
import type { Database } from '../../../../db/schema';

/*
 * What settled part of an on-account invoice (docs/decisions/141): its order's credit notes and the
 * payments allocated to it. What it still owes is its order's total less both.
 */

/** What the credit notes of the order `orderId` took off (cents): a scalar subquery. */
export function creditedCentsOf(orderId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('creditNotes')
    .select(sql<number>`coalesce(sum(credit_notes.amount_cents), 0)::bigint`.as('sum'))
    .where('creditNotes.orderId', '=', orderId)
    .$asScalar();
}

/** What payments allocated to the invoice `invoiceNumber` (cents): a scalar subquery. */
export function allocatedCentsOf(invoiceNumber: Expression<number>) {
  return expressionBuilder<Database, never>()
    .selectFrom('paymentAllocations')
    .select(sql<number>`coalesce(sum(payment_allocations.amount_cents), 0)::bigint`.as('sum'))
    .where('paymentAllocations.invoiceNumber', '=', invoiceNumber)
    .$asScalar();
}
