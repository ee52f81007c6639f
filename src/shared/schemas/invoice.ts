import { z } from 'zod';
import { idSchema } from './ids';

/** A refund's credit note as order reads list it; its PDF is at `/api/orders/{id}/credit-notes/{number}.pdf`. */
export const creditNoteSummarySchema = z.object({
  number: z.string().describe('The credit note number, e.g. CN-000007'),
  amount: z.number().describe('Dollars given back'),
  issuedAt: z.iso.datetime({ offset: true }),
});

/** An invoice or a credit note as a download: what it is, its number, where its PDF is and its amount. */
export const documentSchema = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string().describe('INV-000042 or CN-000007'),
  url: z.string().describe('Where the PDF downloads, for the order\'s owner or an admin (a path on this site)'),
  total: z.number().describe('Dollars: the invoice\'s order total, or what the credit note gives back'),
  issuedAt: z.iso.datetime({ offset: true }),
});

/** The documents an order has: fields of the order reads that show them. */
export const orderDocumentsShape = {
  invoiceNumber: z.string().nullable().describe('The invoice number once the order is paid, e.g. INV-000042 (the PDF: `GET /api/orders/{id}/invoice.pdf`); null before'),
  creditNotes: z.array(creditNoteSummarySchema).describe("One credit note per refund, oldest first"),
};

export const orderDocumentsSchema = z.object(orderDocumentsShape);

/** The customer's order read (`GET /orders/{id}`) lists the documents as downloads too. */
export const documentsField = z.array(documentSchema).describe('The invoice (once paid), then each credit note, oldest first, as downloads');

export type OrderDocuments = z.infer<typeof orderDocumentsSchema> & { documents: OrderDocument[] };
export type OrderDocument = z.infer<typeof documentSchema>;

/** How many documents one page of `GET /my-documents` holds unless asked otherwise, and the most it may hold. */
export const MY_DOCUMENTS_PAGE_SIZE = 25;
export const MY_DOCUMENTS_PAGE_MAX = 100;

/**
 * One page of the caller's invoices and credit notes (`GET /my-documents`), newest first: where to
 * continue (a page's `nextCursor`) and how many.
 *
 * @example myDocumentsPageInputSchema.parse({ limit: '10' }); // { limit: 10 }
 */
export const myDocumentsPageInputSchema = z.object({
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid page cursor').optional(),
  limit: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Ask for at least one document')
    .max(MY_DOCUMENTS_PAGE_MAX, `Ask for at most ${MY_DOCUMENTS_PAGE_MAX} documents`)
    .optional(),
});

/** A document of the caller's with the order it belongs to. */
export const myDocumentSchema = documentSchema.extend({
  orderId: idSchema.describe("The order's id (its page: /dashboard/orders/{orderId})"),
  orderNumber: z.string().describe("The order's number, e.g. TY-10482"),
});

export const myDocumentsPageSchema = z.object({
  documents: z.array(myDocumentSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export type MyDocumentsPageInput = z.infer<typeof myDocumentsPageInputSchema>;
export type MyDocument = z.infer<typeof myDocumentSchema>;
export type MyDocumentsPage = z.infer<typeof myDocumentsPageSchema>;
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
