import { catalogueQuerySchema } from '../../../../../shared/schemas/catalogue';
import { cataloguePageSchema } from '../../../../../shared/schemas/catalogue-page';
import { publicProcedure, router } from '../../../../trpc/trpc';
import { cataloguePage } from './catalogue-service';

/** The shop's catalogue: search, filters, sorts and keyset pages (docs/decisions/090). */
export const catalogueRouter = router({
  search: publicProcedure
    .meta({
      cache: 'public',
      // A company member's bearer token gets their contract prices (docs/decisions/139).
      callerOptional: true,
      openapi: {
        method: 'GET',
        path: '/catalogue',
        tags: ['catalogue'],
        summary: 'Active products: search (prefixes, typos, SKU), category, price, stock, sort and keyset pages',
      },
    })
    .input(catalogueQuerySchema)
    .output(cataloguePageSchema)
    .query(({ ctx, input }) => cataloguePage(ctx, input)),
});
