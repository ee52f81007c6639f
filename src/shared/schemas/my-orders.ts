import { z } from 'zod';
import { orderCursorSchema, orderPageLimitSchema } from './admin-orders';

/** The most orders one page of My Orders may hold. */
export const MY_ORDERS_PAGE_MAX = 100;

/**
 * One page of the caller's open orders (My Orders, `GET /my-orders`): where to continue (a
 * page's `nextCursor`) and how many; newest first. The answer is orderPageSchema.
 *
 * @example
 * myOrdersPageInputSchema.parse({ limit: '25' }); // { limit: 25 }
 */
export const myOrdersPageInputSchema = z.object({
  cursor: orderCursorSchema.optional(),
  limit: orderPageLimitSchema(MY_ORDERS_PAGE_MAX).optional(),
});

export type MyOrdersPageInput = z.infer<typeof myOrdersPageInputSchema>;
