import { z } from 'zod';
import {
  adminOrderDetailSchema,
  bulkShipInputSchema,
  bulkShipResultSchema,
  cancelUnpaidOrderInputSchema,
  ORDERS_PAGE_MAX,
  orderPageInputSchema,
  orderPageSchema,
  shipOrderInputSchema,
} from '../../../../shared/schemas/admin-orders';
import { idSchema } from '../../../../shared/schemas/ids';
import { orderSchema } from '../../../../shared/schemas/order';
import { adminProcedure, router } from '../../../trpc/trpc';
import { adminOrderDetail, cancelUnpaidOrder, orderPage } from './admin-orders-service';
import { shipOrder, shipOrders } from './admin-orders-shipping';
import { nextPageLink } from './admin-list/next-page-link';

const tags = ['admin orders'];

/**
 * The admin's orders (docs/decisions/060): the spec's plain list, a paged list, one order's detail,
 * shipping (one or the selected ones), and cancelling an unpaid order (docs/decisions/043).
 */
export const adminOrdersRouter = router({
  /** The web client's list: one page and the cursor of the next. */
  page: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/orders', tags, summary: 'All orders, newest first: filters and keyset pages' } })
    .input(orderPageInputSchema)
    .output(orderPageSchema)
    .query(({ ctx, input }) => orderPage(ctx, input)),

  /**
   * The spec's `GET /orders`: a plain array, as long as a page may be unless `limit` says less (the
   * spec's page shows them all); the next page's address, if any, in the `Link` header.
   */
  all: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/orders',
        tags,
        summary: "All orders as the spec's plain array, newest first; with filters; the next page in the Link header (rel=next)",
      },
    })
    .input(orderPageInputSchema)
    .output(z.array(orderSchema))
    .query(async ({ ctx, input }) => {
      const { orders, nextCursor } = await orderPage(ctx, { limit: ORDERS_PAGE_MAX, ...input });
      if (nextCursor) void ctx.res?.header('link', nextPageLink('/api/orders', input, nextCursor));
      return orders;
    }),

  detail: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/orders/{orderId}', tags, summary: 'One order with its customer and its timeline' } })
    .input(z.object({ orderId: idSchema }))
    .output(adminOrderDetailSchema)
    .query(({ ctx, input }) => adminOrderDetail(ctx, input.orderId)),

  ship: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/shipped-order/{orderId}',
        errorResponses: { 409: 'Only a paid or on-account order can be shipped' },
        tags,
        summary: 'Ship a paid order, with an optional carrier and tracking number; repeating it changes nothing',
      },
    })
    .input(shipOrderInputSchema)
    .output(z.object({ modifiedCount: z.number().int() }))
    .mutation(({ ctx, input }) => shipOrder(ctx, ctx.user, input)),

  shipMany: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/ship',
        tags,
        summary: 'Ship the selected orders (at most 100) with an optional carrier: each paid, unshipped one ships as PUT /shipped-order does; the answer names the ones left alone and why',
      },
    })
    .input(bulkShipInputSchema)
    .output(bulkShipResultSchema)
    .mutation(({ ctx, input }) => shipOrders(ctx, ctx.user, input)),

  cancel: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/orders/{orderId}',
        errorResponses: { 409: 'The order is paid, closed, or its payment is being processed' },
        tags,
        summary: 'Cancel an unpaid order: its payment is cancelled, its units go back to stock once, the customer is told why; the record is kept',
      },
    })
    .input(cancelUnpaidOrderInputSchema)
    .output(z.object({ deletedCount: z.number().int() }))
    .mutation(({ ctx, input }) => cancelUnpaidOrder(ctx, ctx.user, input)),
});
