import { formatCents } from '../../../../../shared/money';
import { contractPriceWords } from '../../../../../shared/rules/contract-prices';
import { creditNoteNumberText, invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import type { OrderLineRow } from '../../../4-orders/orders/order-lines';
import { day, drawBlock, drawHeading, drawSums, drawTable, renderPdf, type Seller } from './pdf-page';
import { drawTaxNote, drawTaxTable, hasCharges, shippingLabel, type DocumentCharges } from './tax-summary';

/** Everything an invoice prints: the paid order as sold, its invoice and the credit notes issued since. */
export interface InvoiceFacts {
  number: number;
  issuedAt: Date;
  /** An on-account invoice's due date (`YYYY-MM-DD`, issue 40); null or absent: paid by card when issued. */
  dueOn?: string | null;
  order: {
    number: string;
    poNumber: string | null;
    customerName: string;
    email: string;
    phone: string;
    address: string;
    /** A company member's order (issue 37): billed to the company (with its tax id), delivered to the location as it was. */
    companyName?: string | null;
    companyTaxId?: string | null;
    locationName?: string | null;
    lines: OrderLineRow[];
    totalCents: number;
    /** The card payment's transaction id; null for an on-account invoice (unpaid when issued). */
    transactionId: string | null;
  };
  /** Its shipping, tax and exemption as stored (issue 38); absent or all empty: the total alone, as before. */
  charges?: DocumentCharges;
  creditNotes: Array<{ number: number; amountCents: number; issuedAt: Date }>;
}

/**
 * A line's product cell: its name, and for a line a price list priced (issue 39) a second line
 * under it with the list, the product's list price and what the buyer saved on the line, as stored
 * when ordered ("Contract price (Acme 2027), list price $12.90, you save $5.80").
 */
function productCell(line: OrderLineRow): string {
  if (line.priceListName === null || line.listPriceCents === null) return line.productName;
  const saved = (line.listPriceCents - line.unitPriceCents) * line.quantity;
  return `${line.productName}\n${contractPriceWords(line.priceListName, line.listPriceCents)}${saved > 0 ? `, you save ${formatCents(saved)}` : ''}`;
}

/** The invoice of a paid order as a PDF: the same facts give the same bytes. */
export function renderInvoicePdf(seller: Seller, invoice: InvoiceFacts): Promise<Buffer> {
  const title = `Invoice ${invoiceNumberText(invoice.number)}`;
  const { order } = invoice;
  return renderPdf({ title, issuedAt: invoice.issuedAt }, (pdf) => {
    drawHeading(pdf, seller, title, 'Issue date', invoice.issuedAt);
    if (order.companyName) {
      drawBlock(pdf, 'Bill to', [order.companyName, order.companyTaxId ? `Tax id: ${order.companyTaxId}` : null, `Ordered by ${order.customerName}`, order.email]);
      drawBlock(pdf, 'Deliver to', [order.locationName ?? null, order.address, order.phone]);
    } else {
      drawBlock(pdf, 'Bill to', [order.customerName, order.email, order.phone, order.address]);
    }
    drawBlock(pdf, 'Order', [`Order number: ${order.number}`, order.poNumber ? `PO number: ${order.poNumber}` : null]);
    drawTable(
      pdf,
      [
        { heading: 'Product', width: 40 },
        { heading: 'SKU', width: 18 },
        { heading: 'Quantity', width: 12, align: 'right' },
        { heading: 'Unit price', width: 15, align: 'right' },
        { heading: 'Line total', width: 15, align: 'right' },
      ],
      order.lines.map((line) => [productCell(line), line.sku, String(line.quantity), formatCents(line.unitPriceCents), formatCents(line.totalCents)]),
    );
    const refunded = invoice.creditNotes.reduce((sum, note) => sum + note.amountCents, 0);
    const refundedSum: Array<[string, string]> = refunded > 0 ? [['Refunded so far', formatCents(refunded)]] : [];
    const { charges } = invoice;
    if (hasCharges(charges)) {
      // Goods, delivery, the rate table, then the total: tax added on top shows as its own sum, tax within the prices under the total.
      const taxSum: Array<[string, string]> = charges.taxLines.length > 0 ? [[charges.pricesIncludeTax ? 'Including tax' : 'Tax', formatCents(charges.taxCents)]] : [];
      drawSums(pdf, [['Goods', formatCents(charges.goodsCents)], ...(charges.shippingMethod !== null || charges.shippingCents > 0 ? [[shippingLabel(charges), formatCents(charges.shippingCents)] as [string, string]] : [])]);
      drawTaxTable(pdf, charges.taxLines);
      drawSums(pdf, charges.pricesIncludeTax ? [['Total', formatCents(order.totalCents), true], ...taxSum, ...refundedSum] : [...taxSum, ['Total', formatCents(order.totalCents), true], ...refundedSum]);
      drawTaxNote(pdf, seller, charges);
    } else {
      drawSums(pdf, [['Total', formatCents(order.totalCents), true], ...refundedSum]);
    }
    drawBlock(
      pdf,
      'Payment',
      invoice.dueOn ? [`On account: due ${invoice.dueOn}`] : [`Paid on ${day(invoice.issuedAt)} by card`, `Transaction id: ${order.transactionId ?? ''}`],
    );
    if (invoice.creditNotes.length > 0) {
      drawBlock(
        pdf,
        'Refunds',
        invoice.creditNotes.map((note) => `${creditNoteNumberText(note.number)} of ${day(note.issuedAt)}: ${formatCents(note.amountCents)}`),
      );
    }
  });
}
