import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Insertable, type QueryCreator } from 'kysely';
import { CLOSED_STATUSES } from '../../../../shared/schemas/order';
import type { DB } from '../../../db/database';
import { userIdOfEmail } from '../../3-accounts/accounts/user-lookups';
import { companyName } from '../../3-accounts/companies/company-lookups';
import type { Database, OrderLinesTable, OrdersTable } from '../../../db/schema';
import type { FeaturePorts } from '../../../services';
import type { InvoiceClauses, OutgoingMail } from '../../../services';
import { orderLinesOf, orderMailFacts, orderTaxLinesOf } from './order-lines';
import { mailDeliveryInsert, queueMailInsert } from '../../1-platform/mail/outbox-repository';
import type { orderEventRow } from './order-timeline';
import { leaseBatch } from '../../../jobs/lease-batch';
import { isOpenUnpaid } from './open-unpaid-orders';
import { takeStockQuery } from '../../2-catalogue/products/stock-repository';
import { reserveCreditQuery } from '../../3-accounts/companies/company-credit';
import type { TaxLine } from '../../../../shared/rules/tax';

/** A new order's own facts; paid state and dates come from the table's defaults, and so does its status (`pending`) unless given (an on-account order is `processing` at once). */
export type NewOrder = Omit<
  Insertable<OrdersTable>,
  | 'id'
  | 'number'
  | 'isPaid'
  | 'createdAt'
  | 'shippedAt'
  | 'cancelledAt'
  | 'cancelReason'
  | 'expiryLeasedAt'
  | 'expiresAt'
>;

/**
 * Takes the lines' stock and stores the new order (pending, unpaid: the table's defaults) with its
 * lines, its tax lines, its first timeline event, its queued e-mail and that e-mail's delivery job (pg-boss's own
 * insert, as a `with` clause), and on account the credit it reserves and its invoice, in one statement: the caller picks the
 * order's id and took its number (lockOrderRows) first, so the e-mail can name both. Fewer round
 * trips while the transaction holds the buyer's and the products' row locks. The order expires
 * `holdMs` after the database's `now()`, its placing time (so always after it). Returns how many
 * products had the units asked (products' takeStockQuery: all of them, or the caller rolls back),
 * whether the credit was reserved (refused: the caller rolls back) and the invoice's number.
 */
export async function insertPlacedOrder(
  db: DB,
  order: NewOrder & { id: string; number: string },
  lines: readonly Insertable<OrderLinesTable>[],
  taxLines: readonly TaxLine[],
  holdMs: number,
  { event, mail, credit, invoice }: PlacedOrderWrites,
): Promise<{ taken: number; creditReserved: boolean; invoiceNumber: number | null }> {
  const expiresAt = sql<Date>`now() + ${holdMs} * interval '1 millisecond'`;
  const mailId = randomUUID();
  // No mail: an on-account order's names its invoice, and the invoice's clauses queue it.
  const delivery = mail ? await mailDeliveryInsert(mailId) : null;
  // The optional clauses add tables the rest of the statement never reads but the returning's: its type may forget them.
  const withMail = (mail && delivery ? db.with('queuedMail', (cte) => queueMailInsert(cte, mail, mailId)).with('queuedDelivery', () => delivery) : db) as QueryCreator<Database>;
  const withCredit = (credit ? withMail.with('reservedCredit', (cte) => reserveCreditQuery(cte, credit.companyId, credit.cents)) : withMail) as QueryCreator<Database>;
  const writes = (invoice ? invoice(withCredit) : withCredit) as QueryCreator<Database>;
  // The inserts run as one statement whatever their order: the lines' and the event's foreign
  // keys to the order are checked at the statement's end.
  const row = await writes
    .with('placedEvent', (cte) => cte.insertInto('orderEvents').values(event).returning('id'))
    .with('placedLines', (cte) => cte.insertInto('orderLines').values([...lines]).returning('position'))
    .with('placedTaxLines', () => taxLinesInsert(order.id, taxLines))
    .with('takenStock', () => takeStockQuery(lines.map((line) => ({ productId: line.productId, units: line.quantity }))))
    .insertInto('orders')
    .values({ ...order, expiresAt })
    .returning((eb) => [
      eb.selectFrom('takenStock').select(eb.fn.countAll<number>().as('n')).as('taken'),
      (credit ? sql<boolean>`exists (select from reserved_credit)` : sql<boolean>`false`).as('creditReserved'),
      (invoice ? sql<number | null>`(select number from issued_invoice)` : sql<number | null>`null`).as('invoiceNumber'),
    ])
    .executeTakeFirstOrThrow();
  return { taken: Number(row.taken), creditReserved: row.creditReserved, invoiceNumber: row.invoiceNumber };
}

/** What insertPlacedOrder writes beside the order's row, its lines and tax lines, in the same statement. */
export interface PlacedOrderWrites {
  /** Its first timeline event. */
  event: ReturnType<typeof orderEventRow>;
  /** Its e-mail with that e-mail's delivery job; null: the invoice's clauses queue it (an on-account order's names its invoice). */
  mail: OutgoingMail | null;
  /**
   * On account: the company's balance raised by `cents` within its limit (companies' reserveCreditQuery).
   * `creditReserved` false: refused, and the caller must roll the whole statement back.
   */
  credit: { companyId: string; cents: number } | null;
  /**
   * On account: its invoice, numbered and stored with the e-mail naming it (invoices' clauses,
   * through the ports). From this statement on the invoice counter's row is locked until commit,
   * and every on-account checkout and paid order of the shop waits for it: the caller stores the
   * order last.
   */
  invoice: InvoiceClauses | null;
}

/** An order's tax lines as a `with` clause of the statement that stores it (none: inserts nothing). */
function taxLinesInsert(orderId: string, taxLines: readonly TaxLine[]) {
  return sql<{ orderId: string }>`(insert into order_tax_lines (order_id, rate_basis_points, taxable_cents, tax_cents)
    select ${orderId}::uuid, t.rate, t.taxable, t.tax
    from unnest(${taxLines.map((l) => l.basisPoints)}::int[], ${taxLines.map((l) => l.taxableCents)}::int[], ${taxLines.map((l) => l.taxCents)}::int[]) as t(rate, taxable, tax)
    returning order_id)`;
}

/**
 * The columns of an order as the API shows it; its lines and tax lines are selected beside them (`orderLinesOf`, `orderTaxLinesOf`),
 * its payment's reference (`orderPaymentRef`), its invoice (`orderInvoice`) and its company's name (`orderCompanyName`).
 */
export const orderColumns = [
  'orders.id',
  'orders.number',
  'orders.customerName',
  'orders.email',
  'orders.phone',
  'orders.address',
  'orders.poNumber',
  'orders.note',
  'orders.totalCents',
  'orders.isPaid',
  'orders.status',
  'orders.createdAt',
  'orders.expiresAt',
  'orders.shippedAt',
  'orders.carrier',
  'orders.trackingNumber',
  'orders.companyId',
  'orders.locationId',
  'orders.locationName',
  'orders.locationAddress',
  'orders.goodsCents',
  'orders.shippingCents',
  'orders.shippingMethod',
  'orders.shippingEstimate',
  'orders.taxCents',
  'orders.taxExemption',
  'orders.taxExemptionReference',
  'orders.paymentMethod',
] as const;

/** The name of the company the order was placed for (null: a customer's own order), companies' scalar subquery. */
export const orderCompanyName = (eb: ExpressionBuilder<Database, 'orders'>) => companyName(eb.ref('orders.companyId')).as('companyName');

/**
 * The order's transaction id: the gateway reference of the payment that paid it (null while unpaid),
 * payments' scalar subquery through the port `paymentRefOf`: one statement, however many rows.
 */
export function orderPaymentRef(ports: FeaturePorts) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => ports.paymentRefOf(eb.ref('orders.id')).as('transactionId');
}

/** The order's invoice, number and due date (null before one is issued), invoices' scalar subquery through the port `orderInvoiceOf`. */
export function orderInvoice(ports: FeaturePorts) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => ports.orderInvoiceOf(eb.ref('orders.id')).as('invoice');
}

/** The orders of the user with this (lower-case) e-mail, newest first; cancelled and expired ones are hidden. */
export function listOrdersOfEmail(db: DB, ports: FeaturePorts, email: string) {
  return db
    .selectFrom('orders')
    .select(orderColumns)
    .select(orderPaymentRef(ports))
    .select(orderInvoice(ports))
    .select(orderCompanyName)
    .select(orderLinesOf)
    .select(orderTaxLinesOf)
    .where('orders.userId', '=', userIdOfEmail(email))
    .where('orders.status', 'not in', CLOSED_STATUSES)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}

export type OrderListRow = Awaited<ReturnType<typeof listOrdersOfEmail>>[number];

/** How many closed orders a customer's list shows: the latest, so the answer stays small. */
export const CLOSED_ORDERS_SHOWN = 100;

/** The user's cancelled and expired orders, the latest closed first, with when and why they closed. */
export function listClosedOrdersOfUser(db: DB, ports: FeaturePorts, userId: string) {
  return db
    .selectFrom('orders')
    .select([...orderColumns, 'orders.cancelledAt', 'orders.cancelReason'])
    .select(orderPaymentRef(ports))
    .select(orderInvoice(ports))
    .select(orderCompanyName)
    .select(orderLinesOf)
    .select(orderTaxLinesOf)
    .where('orders.userId', '=', userId)
    .where('orders.status', 'in', CLOSED_STATUSES)
    .orderBy('orders.cancelledAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(CLOSED_ORDERS_SHOWN)
    .execute();
}

export type ClosedOrderRow = Awaited<ReturnType<typeof listClosedOrdersOfUser>>[number];

/** One order as the API shows it, whatever its status (who may see it is the caller's rule). */
export function findOrder(db: DB, ports: FeaturePorts, orderId: string) {
  return db
    .selectFrom('orders')
    .select([...orderColumns, 'orders.userId'])
    .select(orderPaymentRef(ports))
    .select(orderInvoice(ports))
    .select(orderCompanyName)
    .select(orderLinesOf)
    .select(orderTaxLinesOf)
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/** What closing (or shipping) an order needs to know: its owner, state and how it is paid. */
export function findOrderToClose(db: DB, orderId: string) {
  return db.selectFrom('orders').select(['id', 'userId', 'status', 'isPaid', 'paymentMethod']).where('id', '=', orderId).executeTakeFirst();
}

/**
 * Closes the order (`cancelled` or `expired`) if it is still pending and unpaid, and `userId`'s
 * when given. The row stays, with the time and reason. Returns what it held, or undefined when no
 * row matched: the row lock makes a racing close (or payment) see the first one's result, so the
 * units can be returned exactly once.
 */
export function closeUnpaidOrder(db: DB, orderId: string, close: { status: 'cancelled' | 'expired'; reason: string; userId?: string }) {
  let query = db
    .updateTable('orders')
    .set({ status: close.status, cancelledAt: new Date(), cancelReason: close.reason })
    .where('id', '=', orderId)
    .where(isOpenUnpaid);
  if (close.userId) query = query.where('userId', '=', close.userId);
  return query.returning(orderMailFacts).executeTakeFirst();
}

/**
 * Takes up to `limit` pending unpaid orders whose own deadline (`expires_at`) has passed at `now`
 * for the expiry sweep, soonest first, and stamps them as checked `now`: SKIP LOCKED while
 * stamping and the fresh stamp afterwards keep a second sweeper (another instance) away from them
 * for `leaseMs`. Walks the partial index orders_expiry_idx.
 */
export function leaseOrdersToExpire(db: DB, now: Date, leaseMs: number, limit: number) {
  const leaseOver = new Date(now.getTime() - leaseMs);
  return db
    .updateTable('orders')
    .set({ expiryLeasedAt: now })
    .where('id', 'in', (eb) =>
      leaseBatch(
        eb
          .selectFrom('orders')
          .select('id')
          .where(isOpenUnpaid)
          .where('expiresAt', '<=', now)
          .where((w) => w.or([w('expiryLeasedAt', 'is', null), w('expiryLeasedAt', '<', leaseOver)]))
          .orderBy('expiresAt'),
        limit,
      ),
    )
    .returning(['id', 'createdAt', 'expiresAt'])
    .execute();
}
