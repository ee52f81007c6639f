import type { DB } from '../../src/server/db/database';
import type { ContextUser } from '../../src/server/services';
import { issueInvoice } from '../../src/server/features/6-invoices/invoices/issue-documents';
import { calendarDateOf, dueDateOf } from '../../src/shared/rules/account-terms';
import { createOrder } from './factories';

/** Puts a company on account, Net `netDays` with a limit (cents), as the shop admin's terms do. */
export async function setAccountTerms(db: DB, companyId: string, terms: { netDays: number; creditLimitCents: number }) {
  await db.updateTable('companies').set({ paymentTerms: 'account', netDays: terms.netDays, creditLimitCents: terms.creditLimitCents }).where('id', '=', companyId).execute();
}

/** The company's balance counter (cents): what it owes on account. */
export async function accountBalanceOf(db: DB, companyId: string): Promise<number> {
  const row = await db.selectFrom('companies').select('accountBalanceCents').where('id', '=', companyId).executeTakeFirstOrThrow();
  return row.accountBalanceCents;
}

/**
 * An order `buyer` placed on the company's account as checkout leaves it (written directly, so
 * tests of statements, payments and reminders need no checkout): confirmed, unpaid, its invoice
 * issued at `issuedAt` and due `netDays` later, and the company's balance raised by its total
 * (without the limit's check).
 */
export async function createAccountOrder(
  db: DB,
  buyer: ContextUser,
  companyId: string,
  product: { id: string; name: string; sku: string; priceCents: number },
  fields: { quantity?: number; totalCents?: number; issuedAt?: Date; netDays?: number } = {},
) {
  const order = await createOrder(db, buyer, product, { quantity: fields.quantity, totalCents: fields.totalCents, status: 'processing' });
  const issuedAt = fields.issuedAt ?? new Date();
  const dueOn = dueDateOf(calendarDateOf(issuedAt), fields.netDays ?? 30);
  const invoiceNumber = await db.transaction().execute(async (trx) => {
    await trx.updateTable('orders').set({ paymentMethod: 'account', companyId }).where('id', '=', order.id).execute();
    await trx.updateTable('companies').set((eb) => ({ accountBalanceCents: eb('accountBalanceCents', '+', order.totalCents) })).where('id', '=', companyId).execute();
    return issueInvoice(trx, order.id, issuedAt, { dueOn });
  });
  return { ...order, paymentMethod: 'account' as const, companyId, invoiceNumber, issuedAt, dueOn };
}
