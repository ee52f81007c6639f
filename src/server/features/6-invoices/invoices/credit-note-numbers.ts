import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The number of the credit note issued for a refund (null while none is), as a scalar subquery of
 * the caller's own statement: payments lists an order's refunds with their credit notes in one query.
 *
 * @example
 * db.selectFrom('orderRefunds').select((eb) => ['orderRefunds.id', creditNoteNumberOf(eb.ref('orderRefunds.id')).as('creditNote')])
 */
export function creditNoteNumberOf(refundId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('creditNotes')
    .select('creditNotes.number')
    .where('creditNotes.refundId', '=', refundId)
    .$asScalar()
    .$castTo<number | null>();
}
