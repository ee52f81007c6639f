import type { DB } from '../../../db/database';

/** Why a refund was made, as its credit note prints it (invoices may not read `order_refunds`). Undefined for an unknown refund. */
export async function findRefundReason(db: DB, refundId: string): Promise<string | undefined> {
  const refund = await db.selectFrom('orderRefunds').select('reason').where('id', '=', refundId).executeTakeFirst();
  return refund?.reason;
}
