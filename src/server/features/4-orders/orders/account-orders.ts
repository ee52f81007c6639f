import type { DB } from '../../../db/database';

/*
 * Orders placed on a company's account (docs/decisions/141), as the invoices feature's receivables
 * need them: which are still unpaid, and the one statement that marks one paid once its invoice is
 * settled by payments received (and credit notes).
 */

/** The company's on-account orders not yet paid (nor cancelled): id and total, each with an invoice. */
export function unpaidAccountOrdersOf(db: DB, companyId: string): Promise<{ id: string; totalCents: number }[]> {
  return db
    .selectFrom('orders')
    .select(['id', 'totalCents'])
    .where('companyId', '=', companyId)
    .where('paymentMethod', '=', 'account')
    .where('isPaid', '=', false)
    .where('status', 'not in', ['cancelled', 'expired'])
    .execute();
}

/** The company an on-account order was placed for, or undefined (a card order, or none). */
export async function accountCompanyOf(db: DB, orderId: string): Promise<string | undefined> {
  const row = await db.selectFrom('orders').select('companyId').where('id', '=', orderId).where('paymentMethod', '=', 'account').executeTakeFirst();
  return row?.companyId ?? undefined;
}

/**
 * Locks an on-account order while it is still unpaid and not closed, until the transaction ends:
 * a card payment attempt of its invoice is stored before any payment or close of it (they wait
 * for the lock). Undefined when it is no longer so.
 */
export function lockUnpaidAccountOrder(db: DB, orderId: string) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('paymentMethod', '=', 'account')
    .where('isPaid', '=', false)
    .where('status', 'not in', ['cancelled', 'expired'])
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Marks an on-account order paid (its invoice settled), once: true for the caller that moved it.
 * Its status stays what it is (confirmed or shipped): on account, paying is not what confirms it.
 */
export async function markAccountOrderPaid(db: DB, orderId: string): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ isPaid: true })
    .where('id', '=', orderId)
    .where('paymentMethod', '=', 'account')
    .where('isPaid', '=', false)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
