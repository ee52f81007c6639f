import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { orderRefundsSchema, refundInputSchema, refundResultSchema } from '../../../../shared/schemas/refund';
import { adminProcedure, router } from '../../../trpc/trpc';
import { orderRefunds, refundOrder } from './order-refunds-service';

const tags = ['admin orders'];

/** Admins' refunds of paid orders (issue 25): make one, and list an order's. */
export const orderRefundsRouter = router({
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/{id}/refunds',
        errorResponses: { 409: 'The order is not paid, or the card network refused the refund' },
        tags,
        summary: 'Refund all or part of a paid order through the gateway, with a reason, optionally putting units back in stock; issues a credit note',
      },
    })
    .input(refundInputSchema)
    .output(refundResultSchema)
    .mutation(({ ctx, input }) => refundOrder(ctx, ctx.user, input)),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/orders/{id}/refunds', tags, summary: "The order's refunds with their credit notes, what was paid and what is left to refund" } })
    .input(z.object({ id: idSchema }))
    .output(orderRefundsSchema)
    .query(({ ctx, input }) => orderRefunds(ctx, input.id)),
});
