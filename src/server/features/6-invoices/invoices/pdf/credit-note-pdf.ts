import { formatCents } from '../../../../../shared/money';
import { creditNoteNumberText, invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import { drawBlock, drawHeading, drawSums, renderPdf, type Seller } from './pdf-page';

/** Everything a credit note prints: the refund, and the invoice and order it gives money back on. */
export interface CreditNoteFacts {
  number: number;
  issuedAt: Date;
  amountCents: number;
  reason: string;
  invoiceNumber: number;
  /** A company member's order is credited to the company (with its tax id). */
  order: { number: string; customerName: string; email: string; address: string; companyName?: string | null; companyTaxId?: string | null };
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
    drawSums(pdf, [['Amount credited', formatCents(note.amountCents), true]]);
  });
}
