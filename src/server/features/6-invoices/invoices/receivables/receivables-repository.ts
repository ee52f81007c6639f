import { expressionBuilder, sql, type Expression } from 'kysely';
import type { DB } from '../../../../db/database';
import type { Database } from '../../../../db/schema';
import { companyAccounts } from '../../../3-accounts/companies/company-credit';
import { accountOrdersOfCompany, unpaidAccountOrders } from '../../../4-orders/orders/customer-orders';

/*
 * Reads of what on-account invoices still owe (docs/decisions/141): an invoice's total (its
 * order's) less its credit notes less the payments allocated to it. An on-account invoice is one
 * with a due date.
 */

const eb = () => expressionBuilder<Database, never>();

/** What the credit notes of the order `orderId` holds took off (cents), and when the last was issued: a lateral subquery. */
function creditedOf(orderId: Expression<string>) {
  return eb()
    .selectFrom('creditNotes')
    .select([sql<number>`coalesce(sum(credit_notes.amount_cents), 0)::bigint`.as('cents'), sql<Date | null>`max(credit_notes.issued_at)`.as('lastAt')])
    .where('creditNotes.orderId', '=', orderId);
}

/** What payments allocated to the invoice `invoiceNumber` holds (cents), and when last: a lateral subquery. */
function allocatedOf(invoiceNumber: Expression<number>) {
  return eb()
    .selectFrom('paymentAllocations')
    .select([sql<number>`coalesce(sum(payment_allocations.amount_cents), 0)::bigint`.as('cents'), sql<Date | null>`max(payment_allocations.allocated_at)`.as('lastAt')])
    .where('paymentAllocations.invoiceNumber', '=', invoiceNumber);
}

/**
 * The company's on-account invoices still owing something, and those settled at or after
 * `settledSince` (the last allocation or credit note), oldest due first: each with its order's
 * total, what credit notes took off and what was allocated (cents). One statement, from the
 * company's orders (orders_company_idx) to their invoices.
 */
export function listStatementInvoices(db: DB, companyId: string, settledSince: Date) {
  return db
    .selectFrom(accountOrdersOfCompany(sql.val(companyId)).as('o'))
    .innerJoin('invoices', 'invoices.orderId', 'o.id')
    .innerJoinLateral((join) => creditedOf(join.ref('o.id')).as('cn'), (join) => join.onTrue())
    .innerJoinLateral((join) => allocatedOf(join.ref('invoices.number')).as('pa'), (join) => join.onTrue())
    .select(['invoices.number', 'invoices.orderId', 'invoices.issuedAt', 'o.totalCents', 'cn.cents as creditedCents', 'pa.cents as allocatedCents'])
    .select(sql<string>`invoices.due_on`.as('dueOn'))
    .where('invoices.dueOn', 'is not', null)
    .where((w) =>
      w.or([
        w(sql<number>`o.total_cents - cn.cents - pa.cents`, '>', 0),
        w(sql<Date | null>`greatest(cn.last_at, pa.last_at)`, '>=', settledSince),
      ]),
    )
    .orderBy('invoices.dueOn')
    .orderBy('invoices.number')
    .execute();
}

/**
 * Receivables in one grouped statement over every company: each company on account, with a
 * balance, or with an on-account invoice still owing, with its name and balance, and what its
 * invoices still owe summed by due date (one row per company and due date; `dueOn` and `dueCents`
 * null for a company owing nothing on an invoice). Only the invoices of orders not yet paid are
 * read (unpaidAccountOrders): the others owe nothing. Ageing is the caller's (ageingOf).
 */
export function listReceivableDues(db: DB) {
  const dues = db
    .selectFrom(unpaidAccountOrders().as('o'))
    .innerJoin('invoices', 'invoices.orderId', 'o.id')
    .innerJoinLateral((join) => creditedOf(join.ref('o.id')).as('cn'), (join) => join.onTrue())
    .innerJoinLateral((join) => allocatedOf(join.ref('invoices.number')).as('pa'), (join) => join.onTrue())
    .select(['o.companyId', 'invoices.dueOn'])
    .select(sql<number>`sum(o.total_cents - cn.cents - pa.cents)::bigint`.as('dueCents'))
    .where('invoices.dueOn', 'is not', null)
    .where(sql<boolean>`o.total_cents - cn.cents - pa.cents > 0`)
    .groupBy(['o.companyId', 'invoices.dueOn']);
  return db
    .selectFrom(companyAccounts().as('c'))
    .leftJoin(dues.as('d'), 'd.companyId', 'c.id')
    .select(['c.id as companyId', 'c.name', 'c.balanceCents', 'd.dueCents'])
    .select(sql<string | null>`d.due_on`.as('dueOn'))
    .where((w) => w.or([w('c.paymentTerms', '=', 'account'), w('c.balanceCents', '<>', 0), w('d.dueCents', 'is not', null)]))
    .execute();
}
