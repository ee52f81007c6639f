import { formatCents } from '../../../../../shared/money';
import { creditNoteNumberText } from '../../../../../shared/rules/document-numbers';
import { contractPriceWords } from '../../../../../shared/rules/contract-prices';
import { ratePercentText, refundTaxLines, type TaxLine } from '../../../../../shared/rules/tax';
import { certificateWording, REVERSE_CHARGE_WORDING } from '../../../../../shared/schemas/tax';
import { renderMail, siteLink, SHOP_NAME, type MailSite } from './mail-layout';
import type { OutgoingMail } from '../../../../services';

/** One line of an order as its e-mails show it. */
export interface OrderMailLine {
  productName: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** The price list that priced it and the product's list price then (issue 39); null or absent: the product's own price. */
  priceListName?: string | null;
  listPriceCents?: number | null;
}

/** A line a list priced, in words after its price: " (Contract price (Acme 2027), list price $12.90)"; nothing for the others. */
const contractNote = (line: OrderMailLine): string =>
  line.priceListName != null && line.listPriceCents != null ? ` (${contractPriceWords(line.priceListName, line.listPriceCents)})` : '';

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
  /** What the order charges besides its lines (issue 38); absent, the e-mail shows the total alone. */
  charges?: OrderChargeMailFacts;
}

/**
 * What an order was charged beside its goods, as it stored them (orders' findOrderCharges, issue
 * 38): the payment and refund e-mails show its shipping and tax where they show amounts.
 */
export interface OrderChargeMailFacts {
  goodsCents: number;
  shippingCents: number;
  shippingMethod: string | null;
  taxCents: number;
  totalCents: number;
  pricesIncludeTax: boolean;
  taxLines: TaxLine[];
  taxExemption: 'reverse_charge' | 'certificate' | null;
  taxExemptionReference: string | null;
}

/** Goods, the shipping line, a row per tax rate and why an exempt order has none, for the rows above the total; none for an order without charges. */
function chargeDetails(charges: OrderChargeMailFacts | undefined): Array<[string, string]> {
  if (!charges) return [];
  const shipped = charges.shippingMethod !== null || charges.shippingCents > 0;
  if (!shipped && charges.taxLines.length === 0 && charges.taxExemption === null) return [];
  const rows: Array<[string, string]> = [['Goods', formatCents(charges.goodsCents)]];
  if (shipped) rows.push([charges.shippingMethod ? `Shipping (${charges.shippingMethod})` : 'Shipping', formatCents(charges.shippingCents)]);
  const included = charges.pricesIncludeTax ? ' (included)' : '';
  for (const line of charges.taxLines) rows.push([`Tax ${ratePercentText(line.basisPoints)} on ${formatCents(line.taxableCents)}${included}`, formatCents(line.taxCents)]);
  if (charges.taxExemption === 'reverse_charge') rows.push(['Tax', REVERSE_CHARGE_WORDING]);
  if (charges.taxExemption === 'certificate') rows.push(['Tax', certificateWording(charges.taxExemptionReference ?? '')]);
  return rows;
}

/** A one-line order reads as before (product, quantity, unit price); a longer one lists a row per line; then its charges and the total. */
function orderDetails(order: OrderMailFacts): Array<[string, string]> {
  const [only, ...more] = order.lines;
  const lines: Array<[string, string]> =
    only && more.length === 0
      ? [
          ['Product', only.productName],
          ['Quantity', String(only.quantity)],
          ['Unit price', `${formatCents(only.unitPriceCents)}${contractNote(only)}`],
        ]
      : order.lines.map((line) => [`${line.productName} (${line.sku})`, `${line.quantity} x ${formatCents(line.unitPriceCents)} = ${formatCents(line.totalCents)}${contractNote(line)}`]);
  return [
    ['Order number', order.number],
    ...companyDetails(order),
    ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []),
    ...lines,
    ...chargeDetails(order.charges),
    ['Total', formatCents(order.totalCents)],
  ];
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

/**
 * Sent when an order is placed on the company's account (issue 40): confirmed at once, its invoice
 * issued with its due date and attached; nothing to pay now.
 */
export function orderPlacedOnAccountMail(site: MailSite, order: OrderMailFacts, invoice: { number: string; dueDate: string }): OutgoingMail {
  const { number } = invoice;
  return renderMail(site, {
    to: order.email,
    kind: 'order-placed-on-account',
    subject: `Your ${SHOP_NAME} order ${order.number}: ${whatWasOrdered(order)}`,
    greeting: `Hello ${order.customerName},`,
    paragraphs: [
      `Thank you for your order ${order.number}, placed on your company's account. It is now being processed, and we will write again when it ships.`,
      `Your invoice ${number} is attached as a PDF. Please pay it by ${invoice.dueDate}.`,
    ],
    details: [...orderDetails(order), ['Payment', 'On account'], ['Invoice', number], ['Due date', invoice.dueDate]],
    action: orderPage(site, order),
    attachment: { kind: 'invoice', orderId: order.id, filename: `${number}.pdf` },
  });
}

/** Sent once the payment is confirmed, with the gateway's transaction id; its shipping and tax when `charges` has them. */
export function paymentReceivedMail(site: MailSite, order: OrderMailFacts, transactionId: string, invoice: string): OutgoingMail {
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

/**
 * Sent when a payment is refunded: one that arrived after the order had ended, or an admin's
 * refund of all or part of it. With `charges`, the order's shipping and tax and the tax the refund
 * gives back (in proportion, as its credit note reverses it).
 */
export function paymentRefundedMail(
  site: MailSite,
  order: OrderMailFacts,
  refund: { amountCents: number; transactionId?: string | null; admin?: AdminRefundFacts; onAccount?: { owedCents: number } },
): OutgoingMail {
  const { admin, onAccount } = refund;
  const creditNote = admin ? creditNoteNumberText(admin.creditNoteNumber) : null;
  const left: [string, string] = onAccount ? ['Still owed', formatCents(onAccount.owedCents)] : ['Still paid', formatCents(admin?.leftPaidCents ?? 0)];
  const adminDetails: [string, string][] = admin && creditNote ? [['Reason', admin.reason], left, ['Credit note', creditNote]] : [];
  const { charges } = order;
  const reversed = charges ? refundTaxLines(charges.taxLines, charges.totalCents, refund.amountCents) : [];
  const taxRefunded: Array<[string, string]> = reversed.length > 0 ? [['Of which tax', formatCents(reversed.reduce((sum, line) => sum + line.taxCents, 0))]] : [];
  // On account nothing was charged to a card: the credit lowers what the company owes (issue 40).
  const what = onAccount
    ? `We credited ${formatCents(refund.amountCents)} for order ${order.number} to your company's account: what it owes falls by this amount, and no money moves.`
    : `We refunded ${formatCents(refund.amountCents)} for order ${order.number} to your card. Depending on your bank it may take a few days to appear.`;
  return renderMail(site, {
    to: order.email,
    kind: 'payment-refunded',
    subject: onAccount ? `Your ${SHOP_NAME} order ${order.number} was credited to your account` : `Your ${SHOP_NAME} payment for order ${order.number} was refunded`,
    greeting: `Hello ${order.customerName},`,
    paragraphs: [what, ...(creditNote ? [`Your credit note ${creditNote} is attached as a PDF.`] : [])],
    details: [
      ...orderDetails(order),
      [onAccount ? 'Credited' : 'Refunded', formatCents(refund.amountCents)],
      ...taxRefunded,
      ...adminDetails,
      ...(refund.transactionId ? [['Transaction id', refund.transactionId] as [string, string]] : []),
    ],
    action: orderPage(site, order),
    ...(admin && creditNote ? { attachment: { kind: 'credit_note' as const, orderId: order.id, number: admin.creditNoteNumber, filename: `${creditNote}.pdf` } } : {}),
  });
}
