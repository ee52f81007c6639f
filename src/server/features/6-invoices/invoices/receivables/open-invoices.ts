import type { DB } from '../../../../db/database';
import { unpaidAccountOrdersOf } from '../../../4-orders/orders/account-orders';
import { allocatedCentsOf, creditedCentsOf } from './invoice-settlement';

/** An on-account invoice that still owes something, with what settled part of it. */
export interface OpenInvoiceRow {
  number: number;
  orderId: string;
  issuedAt: Date;
  dueOn: string;
  totalCents: number;
  /** Its credit notes and the payments allocated to it. */
  settledCents: number;
  dueCents: number;
}

/**
 * The company's on-account invoices still owing (its order's total less its credit notes less the
 * payments allocated to it), oldest first (issue time, then number): the order payments are
 * allocated in by default. Two statements: the company's unpaid on-account orders (orders owns
 * them), then their invoices with the sums settled against each.
 */
export async function openInvoicesOf(db: DB, companyId: string): Promise<OpenInvoiceRow[]> {
  const orders = await unpaidAccountOrdersOf(db, companyId);
  if (orders.length === 0) return [];
  const totals = new Map(orders.map((order) => [order.id, order.totalCents]));
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      'invoices.number',
      'invoices.orderId',
      'invoices.issuedAt',
      'invoices.dueOn',
      creditedCentsOf(eb.ref('invoices.orderId')).as('creditedCents'),
      allocatedCentsOf(eb.ref('invoices.number')).as('allocatedCents'),
    ])
    .where('invoices.orderId', 'in', [...totals.keys()])
    .where('invoices.dueOn', 'is not', null)
    .orderBy('invoices.issuedAt')
    .orderBy('invoices.number')
    .execute();
  return rows
    .map((row) => {
      const totalCents = totals.get(row.orderId)!;
      const settledCents = Number(row.creditedCents) + Number(row.allocatedCents);
      return { number: row.number, orderId: row.orderId, issuedAt: row.issuedAt, dueOn: row.dueOn!, totalCents, settledCents, dueCents: totalCents - settledCents };
    })
    .filter((invoice) => invoice.dueCents > 0);
}
