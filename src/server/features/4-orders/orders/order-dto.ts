import { centsToDollars } from '../../../../shared/money';
import { invoiceNumberText } from '../../../../shared/rules/document-numbers';
import { isOpenUnpaidOrder } from '../../../../shared/rules/open-unpaid-order';
import type { ClosedOrder, Order } from '../../../../shared/schemas/order';
import { taxNoteOf, toTaxLineDto } from '../../../../shared/schemas/tax';
import type { ClosedOrderRow, OrderListRow } from './orders-repository';
import { toOrderLineDto } from './order-lines';


/**
 * Database row -> the spec's order shape, whose productID, productName and orderQuantity are the
 * first line's (docs/decisions/094) (totalPrice in dollars; transactionId only once paid;
 * expiresAt only while the order is pending and unpaid, docs/decisions/043), with its number,
 * shipment, and the company and location a member placed it for (the location as it was then); its
 * delivery charge, tax lines, goods and tax totals and, for a tax-exempt company's order, why no tax
 * (issue 38: as stored when it was placed, never recomputed); how it is paid and its invoice with its due date (issue 40).
 */
export function toOrderDto(row: OrderListRow): Order {
  const first = row.lines[0]!; // every order has a line: placing inserts them with it
  return {
    _id: row.id,
    number: row.number,
    productID: first.productId,
    productName: first.productName,
    user: row.customerName,
    email: row.email,
    phone: row.phone,
    orderQuantity: first.quantity,
    address: row.address,
    totalPrice: centsToDollars(row.totalCents),
    isPaid: row.isPaid,
    status: row.status,
    date: row.createdAt.toISOString(),
    expiresAt: isOpenUnpaidOrder(row) ? row.expiresAt.toISOString() : null,
    ...(row.transactionId ? { transactionId: row.transactionId } : {}),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    lines: row.lines.map(toOrderLineDto),
    poNumber: row.poNumber,
    note: row.note,
    company: row.companyId && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
    location: row.locationId && row.locationName !== null && row.locationAddress !== null ? { id: row.locationId, name: row.locationName, address: row.locationAddress } : null,
    shipping: row.shippingMethod === null ? null : { method: row.shippingMethod, amount: centsToDollars(row.shippingCents), estimate: row.shippingEstimate },
    taxLines: row.taxLines.map(toTaxLineDto),
    goodsTotal: centsToDollars(row.goodsCents),
    taxTotal: centsToDollars(row.taxCents),
    taxNote: taxNoteOf(row.taxExemption, row.taxExemptionReference),
    paymentMethod: row.paymentMethod,
    invoice: row.invoice ? { number: invoiceNumberText(row.invoice.number), dueDate: row.invoice.dueOn } : null,
  };
}

const CLOSED_WORDS = { cancelled: 'Cancelled', expired: 'Expired' } as const;

/** A closed row -> the order with when and why it closed (the database keeps both for every closed order). */
export function toClosedOrderDto(row: ClosedOrderRow): ClosedOrder {
  const status = row.status === 'expired' ? 'expired' : 'cancelled';
  return {
    ...toOrderDto(row),
    status,
    closedAt: (row.cancelledAt ?? row.createdAt).toISOString(),
    closeReason: row.cancelReason ?? CLOSED_WORDS[status],
  };
}
