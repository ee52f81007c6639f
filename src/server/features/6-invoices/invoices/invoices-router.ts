import { myDocumentsPageInputSchema, myDocumentsPageSchema } from '../../../../shared/schemas/invoice';
import { customerProcedure, router } from '../../../trpc/trpc';
import { myDocumentsPage } from './my-documents-service';

/** The customer's documents (the PDFs themselves are plain routes: invoice-routes.ts). */
export const invoicesRouter = router({
  /** The dashboard's Documents: every invoice and credit note of the caller's orders, a keyset page at a time. */
  mine: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/my-documents',
        tags: ['orders'],
        summary: "The caller's own invoices and credit notes, newest first, with their amounts, order numbers and downloads, a keyset page at a time (`cursor`, `limit`)",
      },
    })
    .input(myDocumentsPageInputSchema)
    .output(myDocumentsPageSchema)
    .query(({ ctx, input }) => myDocumentsPage(ctx.db, ctx.user.id, input)),
});
