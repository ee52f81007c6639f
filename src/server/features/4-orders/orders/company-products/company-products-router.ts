import { companyProductsInputSchema, companyProductsPageSchema } from '../../../../../shared/schemas/company-products';
import { customerProcedure, router } from '../../../../trpc/trpc';
import { companyProductPage } from './company-products-service';

/**
 * "Products we buy" (issue 41): under `/my-company` like the companies feature's procedures, but
 * orders' own router, since it reads orders and order lines (companies is a lower layer and may
 * not import orders).
 */
export const companyProductsRouter = router({
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/my-company/products',
        errorResponses: { 400: 'An invalid cursor, or one made for another sort', 404: 'Your account is not in a company' },
        tags: ['my company'],
        summary: "Products your company ordered in the last 12 months, with the last order's date and quantity, how many orders held each, and your price now; searched by name or SKU, sorted, a keyset page at a time",
        description:
          'For any member of a company. Cancelled and expired orders do not count. `sort`: `last_ordered` (newest first, the default), `name` (A to Z) or `times_ordered` (most first); pass the page\'s `nextCursor` as `cursor` with the same `sort` for the next page.',
      },
    })
    .input(companyProductsInputSchema)
    .output(companyProductsPageSchema)
    .query(({ ctx, input }) => companyProductPage(ctx.db, ctx.user.id, input)),
});
