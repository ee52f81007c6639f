import { formatCents } from '../../../../../shared/money';
import { creditNoteNumberText, invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import { refundTaxLines } from '../../../../../shared/rules/tax';
import { drawBlock, drawHeading, drawSums, renderPdf, type Seller } from './pdf-page';
import { drawTaxNote, drawTaxTable, type DocumentCharges } from './tax-summary';

/** Everything a credit note prints: the refund, and the invoice and order it gives money back on. */
export interface CreditNoteFacts {
  number: number;
  issuedAt: Date;
  amountCents: number;
  reason: string;
  invoiceNumber: number;
  /** A company member's order is credited to the company (with its tax id). */
  order: { number: string; customerName: string; email: string; address: string; companyName?: string | null; companyTaxId?: string | null };
  /** The order's tax as stored and its total (issue 38): the note reverses the tax in proportion to its share of the total. */
  charges?: DocumentCharges & { totalCents: number };
}

/** A refund's credit note as a PDF, in the invoice's style: the same facts give the same bytes. */
export function renderCreditNotePdf(seller: Seller, note: CreditNoteFacts): Promise<Buffer> {
  const title = `Credit note ${creditNoteNumberText(note.number)}`;
  return renderPdf({ title, issuedAt: note.issuedAt }, (pdf) => {
    drawHeading(pdf, seller, title, 'Date', note.issuedAt);
    const { order } = note;
    drawBlock(
      pdf,
      'Credit to',
      order.companyName
        ? [order.companyName, order.companyTaxId ? `Tax id: ${order.companyTaxId}` : null, `Ordered by ${order.customerName}`, order.email, order.address]
        : [order.customerName, order.email, order.address],
    );
    drawBlock(pdf, 'Refers to', [`Invoice ${invoiceNumberText(note.invoiceNumber)}`, `Order number: ${note.order.number}`]);
    drawBlock(pdf, 'Reason', [note.reason]);
    const { charges } = note;
    // The tax this refund gives back, per rate, in proportion (refundTaxLines: the notes of a full refund reverse exactly what was charged).
    const reversed = charges ? refundTaxLines(charges.taxLines, charges.totalCents, note.amountCents) : [];
    if (reversed.length > 0) {
      drawBlock(pdf, 'Tax reversed', []);
      drawTaxTable(pdf, reversed);
    }
    const taxCredited = reversed.reduce((sum, line) => sum + line.taxCents, 0);
    drawSums(pdf, [...(reversed.length > 0 ? [['Of which tax', formatCents(taxCredited)] as [string, string]] : []), ['Amount credited', formatCents(note.amountCents), true]]);
    if (charges) drawTaxNote(pdf, seller, charges);
  });
}
