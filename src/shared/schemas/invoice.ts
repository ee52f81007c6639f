import { z } from 'zod';

/** A refund's credit note as order reads list it; its PDF is at `/api/orders/{id}/credit-notes/{number}.pdf`. */
export const creditNoteSummarySchema = z.object({
  number: z.string().describe('The credit note number, e.g. CN-000007'),
  amount: z.number().describe('Dollars given back'),
  issuedAt: z.iso.datetime({ offset: true }),
});

/** The documents an order has: fields of the order reads that show them. */
export const orderDocumentsShape = {
  invoiceNumber: z.string().nullable().describe('The invoice number once the order is paid, e.g. INV-000042 (the PDF: `GET /api/orders/{id}/invoice.pdf`); null before'),
  creditNotes: z.array(creditNoteSummarySchema).describe("One credit note per refund, oldest first"),
};

export const orderDocumentsSchema = z.object(orderDocumentsShape);

export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
