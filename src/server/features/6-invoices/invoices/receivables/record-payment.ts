import { expressionBuilder, sql, type Expression } from 'kysely';
import { formatCents } from '../../../../../shared/money';
import { allocateOldestFirst, type Allocation } from '../../../../../shared/rules/account-terms';
import { invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import { INVOICE_NOT_FOUND_MESSAGE } from '../../../../../shared/schemas/account-terms';
import type { DB } from '../../../../db/database';
import type { Database } from '../../../../db/schema';
import { AppError } from '../../../../errors/app-error';
import type { EventActor } from '../../../../services';
import { releaseCredit } from '../../../3-accounts/companies/company-credit';
import { lockCompany } from '../../../3-accounts/companies/company-locks';
import { markAccountOrderPaid } from '../../../4-orders/orders/account-orders';
import { recordOrderEvent } from '../../../4-orders/orders/order-timeline';
import { openInvoicesOf, type OpenInvoiceRow } from './open-invoices';

/** Money a company sent against its on-account invoices (ADR 141). */
export interface ReceivedPayment {
  companyId: string;
  amountCents: number;
  receivedOn: string;
  method: 'bank_transfer' | 'cheque' | 'other' | 'card';
  reference: string;
  /** A card payment's intent: one payment per intent (account_payments_gateway_ref_key). */
  gatewayRef?: string | null;
  /** The shop admin who recorded it; null for a member's card payment. */
  recordedBy: string | null;
  /** Which invoices it settles (numbers as stored) and how much of each; absent: oldest first. */
  allocations?: readonly Allocation[];
  /** The input's name for the allocations, for refusals naming `allocations.0.amount` (unless told). */
  allocationsField?: string;
}

export interface RecordedPayment {
  id: string;
  allocatedCents: number;
  unallocatedCents: number;
  /** The invoices this payment settled in full, whose orders are now paid. */
  settled: { number: number; orderId: string }[];
}

/** The allocations a payment asks for, checked against what each open invoice still owes; errors name the field. */
function checkedAllocations(open: readonly OpenInvoiceRow[], payment: ReceivedPayment): Allocation[] {
  const field = payment.allocationsField ?? 'allocations';
  if (payment.allocations === undefined) return allocateOldestFirst(open, payment.amountCents).allocations;
  const owing = new Map(open.map((invoice) => [invoice.number, invoice]));
  const seen = new Set<number>();
  payment.allocations.forEach((allocation, index) => {
    const invoice = owing.get(allocation.invoiceNumber);
    if (!invoice || seen.has(allocation.invoiceNumber)) {
      const message = invoice ? 'Allocate to each invoice once' : INVOICE_NOT_FOUND_MESSAGE;
      throw new AppError('invalid', message, { [`${field}.${index}.invoiceNumber`]: [message] });
    }
    seen.add(allocation.invoiceNumber);
    if (allocation.amountCents > invoice.dueCents) {
      const message = `At most ${formatCents(invoice.dueCents)} is due on ${invoiceNumberText(invoice.number)}`;
      throw new AppError('invalid', message, { [`${field}.${index}.amount`]: [message] });
    }
  });
  const allocated = payment.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  if (allocated > payment.amountCents) {
    const message = `The allocations add up to ${formatCents(allocated)}, more than the payment of ${formatCents(payment.amountCents)}`;
    throw new AppError('invalid', message, { amount: [message] });
  }
  return [...payment.allocations];
}

/**
 * Allocates to invoices, and marks paid each invoice's order that nothing is owed on any more
 * (with its timeline's `paid` event). `open` is what each invoice owed before.
 */
async function allocate(trx: DB, paymentId: string, open: readonly OpenInvoiceRow[], allocations: readonly Allocation[], actor: EventActor) {
  if (allocations.length === 0) return [];
  await trx
    .insertInto('paymentAllocations')
    .values(allocations.map((allocation) => ({ paymentId, invoiceNumber: allocation.invoiceNumber, amountCents: allocation.amountCents })))
    .execute();
  const settled: { number: number; orderId: string }[] = [];
  for (const allocation of allocations) {
    const invoice = open.find((row) => row.number === allocation.invoiceNumber)!;
    if (allocation.amountCents < invoice.dueCents) continue;
    if (await markAccountOrderPaid(trx, invoice.orderId)) {
      await recordOrderEvent(trx, invoice.orderId, 'paid', actor, { amountCents: invoice.totalCents, invoice: invoiceNumberText(invoice.number), via: 'account' });
      settled.push({ number: invoice.number, orderId: invoice.orderId });
    }
  }
  return settled;
}

/**
 * Records a payment received from a company and allocates it (ADR 141), in the caller's
 * transaction: the company's row is locked first, so two admins recording at once allocate one
 * after the other against what is still owed, never more. The company's balance falls by the whole
 * amount; what no invoice takes stays unallocated, the company's credit for its next invoice
 * (applyCarriedCredit).
 *
 * Errors: 404 no such company; 400 an allocation to an invoice that is not an open invoice of the
 * company, to one invoice twice, of more than it owes, or adding up to more than the payment (each
 * naming its field).
 */
export async function recordAccountPayment(trx: DB, payment: ReceivedPayment, actor: EventActor): Promise<RecordedPayment> {
  if (!(await lockCompany(trx, payment.companyId))) throw new AppError('not-found', 'No such company');
  const open = await openInvoicesOf(trx, payment.companyId);
  const allocations = checkedAllocations(open, payment);
  const { id } = await trx
    .insertInto('accountPayments')
    .values({
      companyId: payment.companyId,
      amountCents: payment.amountCents,
      receivedOn: payment.receivedOn,
      method: payment.method,
      reference: payment.reference,
      gatewayRef: payment.gatewayRef ?? null,
      recordedBy: payment.recordedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const settled = await allocate(trx, id, open, allocations, actor);
  await releaseCredit(trx, payment.companyId, payment.amountCents);
  const allocatedCents = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  return { id, allocatedCents, unallocatedCents: payment.amountCents - allocatedCents, settled };
}

/** A payment of the company's with something left unallocated, and what is left (cents). */
export interface CarriedCredit {
  id: string;
  leftCents: number;
}

/** The company's payments with something left unallocated (`leftCents`), as a subquery (oldest first by `receivedOn`, `createdAt`). */
export function carriedCreditsQuery(companyId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('accountPayments')
    .leftJoin('paymentAllocations', 'paymentAllocations.paymentId', 'accountPayments.id')
    .select((eb) => [
      'accountPayments.id',
      'accountPayments.receivedOn',
      'accountPayments.createdAt',
      eb(eb.ref('accountPayments.amountCents'), '-', eb.fn.coalesce(eb.fn.sum<number>('paymentAllocations.amountCents'), eb.lit(0))).as('leftCents'),
    ])
    .where('accountPayments.companyId', '=', companyId)
    .groupBy(['accountPayments.id', 'accountPayments.amountCents', 'accountPayments.receivedOn', 'accountPayments.createdAt'])
    .having((eb) => eb(eb.ref('accountPayments.amountCents'), '>', eb.fn.coalesce(eb.fn.sum<number>('paymentAllocations.amountCents'), eb.lit(0))));
}

/**
 * The company's carried credit: each of its payments with something left unallocated and what is
 * left (cents), oldest first. Empty for most companies, so a new invoice of one carrying none
 * reads nothing more.
 */
export function carriedCreditsOf(trx: DB, companyId: string): Promise<CarriedCredit[]> {
  return trx
    .selectFrom(carriedCreditsQuery(sql.val(companyId)).as('c'))
    .select(['c.id', 'c.leftCents'])
    .orderBy('c.receivedOn')
    .orderBy('c.createdAt')
    .execute();
}

/**
 * Applies the company's carried credit (`credits`, carriedCreditsOf) to a new on-account invoice,
 * in the transaction that issues it (which holds the company's row lock: the order was placed on
 * account). The balance already counts those payments, so it does not change. Returns the cents applied.
 */
export async function applyCarriedCredit(trx: DB, invoice: OpenInvoiceRow, credits: readonly { id: string; leftCents: number }[], actor: EventActor): Promise<number> {
  let dueCents = invoice.dueCents;
  let applied = 0;
  for (const credit of credits) {
    if (dueCents === 0) break;
    const amountCents = Math.min(Number(credit.leftCents), dueCents);
    await allocate(trx, credit.id, [{ ...invoice, dueCents }], [{ invoiceNumber: invoice.number, amountCents }], actor);
    dueCents -= amountCents;
    applied += amountCents;
  }
  return applied;
}
