import { z } from 'zod';
import { accountPaymentInputSchema, accountPaymentResultSchema, companyPaymentsInputSchema, companyPaymentsSchema, openInvoicesSchema } from '../../../../../shared/schemas/account-terms';
import { idSchema } from '../../../../../shared/schemas/ids';
import { adminProcedure, router } from '../../../../trpc/trpc';
import { companyOpenInvoices, companyPayments, recordCompanyPayment } from './payments-received-service';

const tags = ['companies'];

/** Payments received from a company on account (issue 40, ADR 141): the shop admin's company page. */
export const accountPaymentsRouter = router({
  record: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/companies/{id}/payments',
        tags,
        summary: 'Record a payment received from a company and allocate it to its open invoices (admins); answers what was allocated and what is kept as credit, in dollars',
        description:
          "Without `allocations`, the company's open on-account invoices take it oldest first (the last one partly); with them, each named invoice (`INV-000042`) takes the amount given, at most what it owes. What no invoice takes is the company's credit, applied to its next on-account invoice. An invoice allocated in full marks its order paid. Two payments recorded at once are allocated one after the other.",
      },
    })
    .input(accountPaymentInputSchema.extend({ id: idSchema }))
    .output(accountPaymentResultSchema)
    .mutation(({ ctx, input: { id, ...payment } }) => recordCompanyPayment(ctx.db, ctx.user, id, payment)),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/companies/{id}/payments', tags, summary: "A company's payments received, newest first, with what of each was allocated (admins)" } })
    .input(companyPaymentsInputSchema.extend({ id: idSchema }))
    .output(companyPaymentsSchema)
    .query(({ ctx, input }) => companyPayments(ctx.db, input.id, input.limit)),

  openInvoices: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/companies/{id}/open-invoices', tags, summary: "A company's on-account invoices still owing, oldest first, with what each owes: what a payment may be allocated to (admins)" } })
    .input(z.object({ id: idSchema }))
    .output(openInvoicesSchema)
    .query(({ ctx, input }) => companyOpenInvoices(ctx.db, input.id)),
});
