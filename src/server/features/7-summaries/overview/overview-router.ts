import { z } from 'zod';
import { centsToDollars } from '../../../../shared/money';
import { overviewSchema, SALES_DAYS } from '../../../../shared/schemas/overview';
import { adminProcedure, router } from '../../../trpc/trpc';
import { orderCounts, salesPerDay } from '../../4-orders/orders/order-figures';
import { lowStockProducts } from '../../2-catalogue/products/product-figures';

export const overviewRouter = router({
  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/overview',
        tags: ['overview'],
        summary: "The admin's overview: sales per day for 30 days, open unpaid orders, orders to ship, low stock (admins)",
      },
    })
    .input(z.void())
    .output(overviewSchema)
    .query(async ({ ctx }) => {
      const [sales, counts, lowStock] = await Promise.all([salesPerDay(ctx.db, ctx.ports, SALES_DAYS), orderCounts(ctx.db), lowStockProducts(ctx.db)]);
      return {
        salesByDay: sales.map((day) => ({ date: day.day, orders: day.orders, units: day.units, total: centsToDollars(Number(day.cents)) })),
        openUnpaidOrders: counts.openUnpaid,
        awaitingShipment: counts.awaitingShipment,
        lowStock: lowStock.map((product) => ({ _id: product.id, name: product.name, quantity: product.quantity, minimumOrder: product.minimumOrder })),
      };
    }),
});
