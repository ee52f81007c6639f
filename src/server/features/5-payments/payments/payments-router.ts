import { z } from 'zod';
import {
  confirmCardResultSchema,
  confirmPaymentInputSchema,
  confirmPaymentOutputSchema,
  createPaymentIntentInputSchema,
  createPaymentIntentOutputSchema,
  testAuthenticateInputSchema,
  testConfirmInputSchema,
} from '../../../../shared/schemas/payment';
import { orderReceiptSchema } from '../../../../shared/schemas/receipt';
import {
  invoicePaymentConfirmInputSchema,
  invoicePaymentConfirmOutputSchema,
  invoicePaymentInputSchema,
  invoicePaymentOutputSchema,
} from '../../../../shared/schemas/account-terms';
import { idSchema } from '../../../../shared/schemas/ids';
import { customerProcedure, router } from '../../../trpc/trpc';
import { confirmPayment, startPayment } from './payments-service';
import { paymentReceipt } from './payment-receipt';
import { authenticateTestCard, confirmTestCard } from './gateways/test-card-payments';
import { confirmInvoicePayment, startInvoicePayment } from './invoice-payments-service';

export const paymentsRouter = router({
  createIntent: customerProcedure
    .meta({
      openapi: { method: 'POST', path: '/create-payment-intent', errorResponses: { 404: 'No such order of the caller', 409: 'The order is paid, cancelled, expired or being paid' }, tags: ['payments'], summary: "The client secret of the order's one payment intent (amount from the order)" },
    })
    .input(createPaymentIntentInputSchema)
    .output(createPaymentIntentOutputSchema)
    .mutation(({ ctx, input }) => startPayment(ctx, ctx.user, input)),

  confirm: customerProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/create-payment-intent/payment/{orderId}',
        errorResponses: { 409: 'No payment started, or it has not succeeded for this order and amount' },
        tags: ['payments'],
        summary: 'Mark the order paid once the gateway confirms its intent succeeded for this order and amount (idempotent)',
      },
    })
    .input(confirmPaymentInputSchema)
    .output(confirmPaymentOutputSchema)
    .mutation(({ ctx, input }) => confirmPayment(ctx, ctx.user, input)),

  payInvoice: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/my-company/invoices/{number}/payment',
        errorResponses: { 404: 'No such open invoice of your company that you may pay', 409: 'Nothing is owed on it any more, or a payment is being processed' },
        tags: ['payments'],
        summary: "Pay an open on-account invoice by card (its buyer or a company admin): the client secret of a payment of what it still owes (the amount from the invoice), confirmed as an order's payment",
      },
    })
    .input(invoicePaymentInputSchema)
    .output(invoicePaymentOutputSchema)
    .mutation(({ ctx, input }) => startInvoicePayment(ctx, ctx.user, input)),

  confirmInvoice: customerProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/my-company/invoices/{number}/payment',
        errorResponses: { 404: 'No such open invoice of your company that you may pay', 409: 'No payment started, or it has not succeeded, or it no longer matches what is owed (refunded)' },
        tags: ['payments'],
        summary: 'Record the card payment of an on-account invoice once the gateway confirms it succeeded (idempotent: one payment received per intent)',
      },
    })
    .input(invoicePaymentConfirmInputSchema)
    .output(invoicePaymentConfirmOutputSchema)
    .mutation(({ ctx, input }) => confirmInvoicePayment(ctx, ctx.user, input)),

  testConfirm: customerProcedure
    .meta({
      openapi: { method: 'POST', path: '/test-payments/{intentId}/confirm', tags: ['payments'], summary: "The test gateway's confirmCardPayment, with Stripe's test cards" },
    })
    .input(testConfirmInputSchema)
    .output(confirmCardResultSchema)
    .mutation(({ ctx, input }) => confirmTestCard(ctx, ctx.user, input)),

  testAuthenticate: customerProcedure
    .meta({
      openapi: { method: 'POST', path: '/test-payments/{intentId}/authenticate', tags: ['payments'], summary: 'Complete or fail the 3-D Secure step of a test payment' },
    })
    .input(testAuthenticateInputSchema)
    .output(confirmCardResultSchema)
    .mutation(({ ctx, input }) => authenticateTestCard(ctx, ctx.user, input)),

  receipt: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/payment-receipt/{orderId}',
        errorResponses: { 409: 'The order is not paid yet' },
        tags: ['payments'],
        summary: "The receipt of the caller's own paid order: number, line, amount, date paid, a short payment reference and the card (404 for anyone else's order)",
      },
    })
    .input(z.object({ orderId: idSchema }))
    .output(orderReceiptSchema)
    .query(({ ctx, input }) => paymentReceipt(ctx, ctx.user, input.orderId)),
});
