import { z } from 'zod';
import { orderPageSchema } from '../../../../shared/schemas/admin-orders';
import { idSchema } from '../../../../shared/schemas/ids';
import { companyOrdersPageSchema, myOrdersPageInputSchema } from '../../../../shared/schemas/my-orders';
import { closedOrderSchema, createOrderInputSchema, orderSchema, orderWithTimelineSchema } from '../../../../shared/schemas/order';
import { ownOrAdminEmailProcedure } from '../../../trpc/path-email';
import { customerProcedure, router } from '../../../trpc/trpc';
import { cancelOrder, closedOrdersOf, companyOrderPage, myOrderPage, orderDetails, ordersOf, orderWithTimeline, placeProductOrder } from './orders-service';
import { CLOSED_ORDERS_SHOWN } from './orders-repository';

export const ordersRouter = router({
  create: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/order',
        errorResponses: { 404: 'No such product (or no longer sold)', 409: 'Out of stock, the buyer holds too many unpaid orders or units, or the delivery method does not serve the address' },
        tags: ['orders'],
        summary: 'Order a product in quantity (stock is taken atomically)',
        description:
          'Delivery and tax are charged where it ships (issue 38): a company location\'s country, or for `phone` and `address` as free text the shop\'s own country (SELLER_COUNTRY). `shippingMethodId` picks a delivery method serving it; left out, the cheapest is charged. With no shipping zones configured no shipping is charged, and with no tax rate no tax. 400 when zones exist but none serves the address.',
      },
      changesPublicReads: true,
    })
    .input(createOrderInputSchema)
    .output(z.object({ insertedId: idSchema }))
    .mutation(({ ctx, input }) => placeProductOrder(ctx, ctx.user, input.OrderInformation)),

  /** My Orders: the caller's own open orders, a keyset page at a time. */
  mine: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/my-orders', tags: ['orders'], summary: "The caller's own open orders, newest first, a keyset page at a time (`cursor`, `limit`)" } })
    .input(myOrdersPageInputSchema)
    .output(orderPageSchema)
    .query(({ ctx, input }) => myOrderPage(ctx, ctx.user.id, input)),

  /** A company's orders (issue 37): all of them for a company admin, a buyer's own for a buyer. */
  ofMyCompany: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/my-company/orders',
        errorResponses: { 404: 'Your account is not in a company' },
        tags: ['orders'],
        summary: "Your company's open orders, newest first, each with its buyer and location, a keyset page at a time (`cursor`, `limit`): every order of the company for a company admin, your own for a buyer",
      },
    })
    .input(myOrdersPageInputSchema)
    .output(companyOrdersPageSchema)
    .query(({ ctx, input }) => companyOrderPage(ctx, ctx.user, input)),

  /**
   * My Orders' "Closed orders": the caller's own cancelled and expired orders. A path of its own,
   * because the spec's `GET /order/{email}` keeps hiding them (cancelling "deletes" an order there).
   */
  closedMine: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/my-orders/closed',
        tags: ['orders'],
        summary: `The caller's own cancelled and expired orders, the latest ${CLOSED_ORDERS_SHOWN} closed first, with when and why each closed`,
      },
    })
    .input(z.void())
    .output(z.array(closedOrderSchema))
    .query(({ ctx }) => closedOrdersOf(ctx, ctx.user.id)),

  ofEmail: ownOrAdminEmailProcedure
    .meta({ openapi: { method: 'GET', path: '/order/{email}', tags: ['orders'], summary: "A user's own orders, newest first (admins may read anyone's)" } })
    .output(z.array(orderSchema))
    .query(({ ctx, input }) => ordersOf(ctx, input.email)),

  details: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/order-details/{id}', tags: ['orders'], summary: 'One order, for its owner or an admin' } })
    .input(z.object({ id: idSchema }))
    .output(orderSchema)
    .query(({ ctx, input }) => orderDetails(ctx, ctx.user, input.id)),

  /** One order with its lines, timeline and totals (orders with many lines: docs/decisions/094). */
  withLines: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/orders/{id}', tags: ['orders'], summary: 'One order with its lines, its timeline and its totals, for its owner, an admin, or a company admin of the company it was placed for' } })
    .input(z.object({ id: idSchema }))
    .output(orderWithTimelineSchema)
    .query(({ ctx, input }) => orderWithTimeline(ctx, ctx.user, input.id)),

  cancel: customerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/cancel-order/{orderId}',
        errorResponses: { 409: 'The order is paid, closed, or its payment is being processed' },
        tags: ['orders'],
        summary: 'Cancel an own unpaid order: its payment is cancelled, its units go back to stock, the record is kept',
      },
    })
    .input(z.object({ orderId: idSchema }))
    .output(z.object({ deletedCount: z.number().int() }))
    .mutation(({ ctx, input }) => cancelOrder(ctx, ctx.user, input.orderId)),
});
