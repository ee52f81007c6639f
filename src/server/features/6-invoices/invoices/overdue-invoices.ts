import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import { accountOrdersOfCompany } from '../../4-orders/orders/customer-orders';
import { allocatedCentsOf, creditedCentsOf } from './receivables/invoice-settlement';

/**
 * Whether the company `companyId` has an on-account invoice more than `days` days past its due
 * date on `today` (`YYYY-MM-DD`, UTC) that still owes something: its order's total is more than
 * its credit notes and the payments allocated to it (docs/decisions/141: what an invoice still owes
 * is derived). Checkout on account is refused while one does (ON_ACCOUNT_OVERDUE_DAYS). One
 * statement, stopping at the first such invoice.
 */
export async function hasInvoiceOverdue(db: DB, companyId: string, today: string, days: number): Promise<boolean> {
  const row = await db
    .selectFrom(accountOrdersOfCompany(sql.val(companyId)).as('o'))
    .innerJoin('invoices', 'invoices.orderId', 'o.id')
    .select('invoices.number')
    .where('invoices.dueOn', '<', sql<string>`cast(${today} as date) - cast(${days} as integer)`)
    .where((eb) => sql<boolean>`${eb.ref('o.totalCents')} > ${creditedCentsOf(eb.ref('o.id'))} + ${allocatedCentsOf(eb.ref('invoices.number'))}`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
