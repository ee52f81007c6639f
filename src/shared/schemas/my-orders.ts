import { z } from 'zod';
import { orderCursorSchema, orderPageLimitSchema } from './admin-orders';
import { orderSchema } from './order';

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

/**
 * `GET /my-company/orders`: a page of the company's open orders, newest first: every order of the
 * company for a company admin, the buyer's own for a buyer; each names its buyer (`user`) and
 * its location. `nextCursor` null on the last page.
 */
export const companyOrdersPageSchema = z.object({
  items: z.array(orderSchema),
  nextCursor: z.string().nullable().describe('Pass it as `cursor` for the next page; null on the last page'),
});
export type CompanyOrdersPage = z.infer<typeof companyOrdersPageSchema>;
