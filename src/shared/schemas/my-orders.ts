import { z } from 'zod';
import { orderCursorSchema } from './admin-orders';

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
  limit: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Ask for at least one order')
    .max(MY_ORDERS_PAGE_MAX, `Ask for at most ${MY_ORDERS_PAGE_MAX} orders`)
    .optional(),
});

export type MyOrdersPageInput = z.infer<typeof myOrdersPageInputSchema>;
