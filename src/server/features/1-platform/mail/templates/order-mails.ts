import { formatCents } from '../../../../../shared/money';
import { ratePercentText } from '../../../../../shared/rules/tax';
import { creditNoteNumberText, invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import { renderMail, siteLink, SHOP_NAME, type MailSite, type OutgoingMail } from './mail-layout';

/** One line of an order as its e-mails show it. */
export interface OrderMailLine {
  productName: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** The order facts every order e-mail shows (orders reads them with `orderMailFacts`). */
export interface OrderMailFacts {
  id: string;
  number: string;
  email: string;
  customerName: string;
  totalCents: number;
  poNumber: string | null;
  lines: OrderMailLine[];
  /** A company member's order (issue 37): the company's name and the location it ships to, as placed; null or absent for a customer's own. */
  companyName?: string | null;
  locationName?: string | null;
  /**
   * What the order charges besides its lines (issue 38): goods, the delivery method and its charge,
   * and a line per tax rate. Absent, or with neither shipping nor tax, the e-mail shows the total alone.
   */
  charges?: OrderMailCharges;
}

/** An order's goods, shipping and tax as its e-mails show them (cents, basis points). */
export interface OrderMailCharges {
  goodsCents: number;
  shipping: { method: string; amountCents: number } | null;
  taxLines: readonly { basisPoints: number; taxableCents: number; taxCents: number }[];
  pricesIncludeTax: boolean;
}

/** The goods, shipping and tax rows above the total, when the order charges either. */
function chargeDetails(charges: OrderMailCharges | undefined): Array<[string, string]> {
  if (!charges || (charges.shipping === null && charges.taxLines.length === 0)) return [];
  const included = charges.pricesIncludeTax ? ' (included)' : '';
  return [
    ['Goods', formatCents(charges.goodsCents)],
    ...(charges.shipping ? [[`Shipping (${charges.shipping.method})`, formatCents(charges.shipping.amountCents)] as [string, string]] : []),
    ...charges.taxLines.map((line): [string, string] => [`Tax ${ratePercentText(line.basisPoints)} on ${formatCents(line.taxableCents)}${included}`, formatCents(line.taxCents)]),
  ];
}

/** A one-line order reads as before (product, quantity, unit price); a longer one lists a row per line. */
function orderDetails(order: OrderMailFacts): Array<[string, string]> {
  const [only, ...more] = order.lines;
  const lines: Array<[string, string]> =
    only && more.length === 0
      ? [
          ['Product', only.productName],
          ['Quantity', String(only.quantity)],
          ['Unit price', formatCents(only.unitPriceCents)],
        ]
      : order.lines.map((line) => [`${line.productName} (${line.sku})`, `${line.quantity} x ${formatCents(line.unitPriceCents)} = ${formatCents(line.totalCents)}`]);
  return [['Order number', order.number], ...companyDetails(order), ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []), ...lines, ...chargeDetails(order.charges), ['Total', formatCents(order.totalCents)]];
}

/** A company member's order names the company, the buyer who placed it and the location it ships to. */
function companyDetails(order: OrderMailFacts): Array<[string, string]> {
  if (!order.companyName) return [];
  return [['Company', order.companyName], ['Ordered by', order.customerName], ...(order.locationName ? [['Location', order.locationName] as [string, string]] : [])];
}

/** "12 x Border spade", or "12 x Border spade and 2 more lines". */
function whatWasOrdered(order: OrderMailFacts): string {
  const [first, ...more] = order.lines;
  const head = first ? `${first.quantity} x ${first.productName}` : 'your order';
  return more.length === 0 ? head : `${head} and ${more.length} more line${more.length === 1 ? '' : 's'}`;
}

const unitsOf = (order: OrderMailFacts) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The order's own page (`/dashboard/orders/{id}`): its status, documents and refunds. */
const orderPage = (site: MailSite, order: OrderMailFacts) => ({ label: 'See your order', url: siteLink(site, ['dashboard', 'orders', order.id]) });

/** How long this order is held unpaid, in words; and, for an unproven e-mail, how long a verified account's orders are. */
export interface PlacedOrderHold {
  releasedAfter: string;
  verifyForLonger?: string;
}

/** Sent when an order is placed: what was ordered, the total, how long it is held, and the link to pay. */
export function orderPlacedMail(site: MailSite, order: OrderMailFacts, hold?: PlacedOrderHold): OutgoingMail {
  return renderMail(site, {
    to: order.email,
    kind: 'order-placed',
    subject: `Your ${SHOP_NAME} order ${order.number}: ${whatWasOrdered(order)}`,
    greeting: `Hello ${order.customerName},`,
    paragraphs: [
      `Thank you for your order ${order.number}. We are holding the units for you until it is paid.`,
      ...(hold ? [`Unpaid orders are released after ${hold.releasedAfter}.`] : []),
      ...(hold?.verifyForLonger ? [`Verify your e-mail address and your next orders are held for ${hold.verifyForLonger}.`] : []),
    ],
    details: orderDetails(order),
    action: { label: 'Pay for your order', url: siteLink(site, ['payment', order.id]) },
  });
}

/** Sent once the payment is confirmed, with the gateway's transaction id. */
export function paymentReceivedMail(site: MailSite, order: OrderMailFacts, transactionId: string, invoiceNumber: number): OutgoingMail {
  const invoice = invoiceNumberText(invoiceNumber);
  return renderMail(site, {
    to: order.email,
    kind: 'payment-received',
    subject: `Payment received for your ${SHOP_NAME} order ${order.number}`,
    greeting: `Hello ${order.customerName},`,
    paragraphs: [
      `We received your payment for order ${order.number}. It is now being processed, and we will write again when it ships.`,
      `Your invoice ${invoice} is attached as a PDF.`,
    ],
    details: [...orderDetails(order), ['Transaction id', transactionId], ['Invoice', invoice]],
    action: orderPage(site, order),
    attachment: { kind: 'invoice', orderId: order.id, filename: `${invoice}.pdf` },
  });
}

/** Sent when an admin marks the order shipped; carrier and tracking number when they were given. */
export function orderShippedMail(site: MailSite, order: OrderMailFacts, shipment: { carrier?: string | null; trackingNumber?: string | null } = {}): OutgoingMail {
  const tracking: Array<[string, string]> = [];
  if (shipment.carrier) tracking.push(['Carrier', shipment.carrier]);
  if (shipment.trackingNumber) tracking.push(['Tracking number', shipment.trackingNumber]);
  return renderMail(site, {
    to: order.email,
    kind: 'order-shipped',
    subject: `Your ${SHOP_NAME} order ${order.number} has shipped`,
    greeting: `Hello ${order.customerName},`,
    paragraphs: [`Your order ${order.number} is on its way.`],
    details: [...orderDetails(order), ...tracking],
    action: orderPage(site, order),
  });
}

/**
 * Sent when an unpaid order ends: cancelled by its owner or by the shop (`byShop`, with the
 * admin's reason), or expired unpaid. Its units go back on sale.
 */
export function orderEndedMail(site: MailSite, order: OrderMailFacts, reason: 'cancelled' | 'expired', byShop?: { reason: string }): OutgoingMail {
  const why = byShop
    ? `We cancelled your unpaid order ${order.number}. Reason: ${byShop.reason}`
    : reason === 'cancelled'
      ? `Your order ${order.number} was cancelled.`
      : `Your order ${order.number} expired because it was not paid in time.`;
  return renderMail(site, {
    to: order.email,
    kind: `order-${reason}`,
    subject: `Your ${SHOP_NAME} order ${order.number} ${reason === 'cancelled' ? 'was cancelled' : 'expired'}`,
    greeting: `Hello ${order.customerName},`,
    paragraphs: [why, `The ${unitsOf(order)} units we held for you are released. Nothing was charged.`, `You can order again at any time: ${siteLink(site, ['products'])}`],
    details: orderDetails(order),
    action: orderPage(site, order),
  });
}

/** What an admin's refund adds to the refund e-mail: the reason, what stays paid and the credit note (attached). */
export interface AdminRefundFacts {
  reason: string;
  /** What the customer has still paid after this refund. */
  leftPaidCents: number;
  /** The credit note's number as the counter gave it (7 is CN-000007). */
  creditNoteNumber: number;
}

/** Sent when a payment is refunded: one that arrived after the order had ended, or an admin's refund of all or part of it. */
export function paymentRefundedMail(
  site: MailSite,
  order: OrderMailFacts,
  refund: { amountCents: number; transactionId?: string | null; admin?: AdminRefundFacts },
): OutgoingMail {
  const { admin } = refund;
  const creditNote = admin ? creditNoteNumberText(admin.creditNoteNumber) : null;
  const adminDetails: [string, string][] = admin && creditNote ? [['Reason', admin.reason], ['Still paid', formatCents(admin.leftPaidCents)], ['Credit note', creditNote]] : [];
  return renderMail(site, {
    to: order.email,
    kind: 'payment-refunded',
    subject: `Your ${SHOP_NAME} payment for order ${order.number} was refunded`,
    greeting: `Hello ${order.customerName},`,
    paragraphs: [
      `We refunded ${formatCents(refund.amountCents)} for order ${order.number} to your card. Depending on your bank it may take a few days to appear.`,
      ...(creditNote ? [`Your credit note ${creditNote} is attached as a PDF.`] : []),
    ],
    details: [
      ...orderDetails(order),
      ['Refunded', formatCents(refund.amountCents)],
      ...adminDetails,
      ...(refund.transactionId ? [['Transaction id', refund.transactionId] as [string, string]] : []),
    ],
    action: orderPage(site, order),
    ...(admin && creditNote ? { attachment: { kind: 'credit_note' as const, orderId: order.id, number: admin.creditNoteNumber, filename: `${creditNote}.pdf` } } : {}),
  });
}
