import styles from './invoice-link.module.css';

/*
 * Links that download an order's documents as PDFs (the server's plain routes
 * `/api/orders/{id}/invoice.pdf` and `/api/orders/{id}/credit-notes/{number}.pdf`, for the order's
 * owner or an admin, through the session cookie). Plain links with `download`: the browser saves
 * the file under the name the server gives it, and keyboard and screen readers treat them as links.
 * In components/ because the receipt, My Orders, the order pages and Documents all show them.
 */

/** "Download invoice INV-000042 (PDF)". */
export function InvoiceLink({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  return (
    <a className={styles.link} href={`/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`} download={`${invoiceNumber}.pdf`}>
      Download invoice {invoiceNumber} (PDF)
    </a>
  );
}

/** "Download credit note CN-000007 (PDF)". */
export function CreditNoteLink({ orderId, creditNoteNumber }: { orderId: string; creditNoteNumber: string }) {
  return (
    <a
      className={styles.link}
      href={`/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(creditNoteNumber)}.pdf`}
      download={`${creditNoteNumber}.pdf`}
    >
      Download credit note {creditNoteNumber} (PDF)
    </a>
  );
}

/** Either of them from a document an order read lists (`documents`: its kind, number and url). */
export function DocumentLink({ document }: { document: { kind: 'invoice' | 'credit_note'; number: string; url: string } }) {
  return (
    <a className={styles.link} href={document.url} download={`${document.number}.pdf`}>
      Download {document.kind === 'invoice' ? 'invoice' : 'credit note'} {document.number} (PDF)
    </a>
  );
}
