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
  order: { number: string; customerName: string; email: string; address: string };
}

/** A refund's credit note as a PDF, in the invoice's style: the same facts give the same bytes. */
export function renderCreditNotePdf(seller: Seller, note: CreditNoteFacts): Promise<Buffer> {
  const title = `Credit note ${creditNoteNumberText(note.number)}`;
  return renderPdf({ title, issuedAt: note.issuedAt }, (pdf) => {
    drawHeading(pdf, seller, title, 'Date', note.issuedAt);
    drawBlock(pdf, 'Credit to', [note.order.customerName, note.order.email, note.order.address]);
    drawBlock(pdf, 'Refers to', [`Invoice ${invoiceNumberText(note.invoiceNumber)}`, `Order number: ${note.order.number}`]);
    drawBlock(pdf, 'Reason', [note.reason]);
    drawSums(pdf, [['Amount credited', formatCents(note.amountCents), true]]);
  });
}
