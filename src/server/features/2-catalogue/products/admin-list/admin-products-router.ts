import { adminProductPageSchema, adminProductQuerySchema } from '../../../../../shared/schemas/admin-products';
import { adminProcedure, router } from '../../../../trpc/trpc';
import { adminProductPage } from './admin-products-service';

/** Manage Products: every product that is not deleted, with the shop's search, sorts and pages. */
export const adminProductsRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/products',
        tags: ['products'],
        summary: 'Products of every status (not deleted), admin: search, status, category, sort and keyset pages',
      },
    })
    .input(adminProductQuerySchema)
    .output(adminProductPageSchema)
    .query(({ ctx, input }) => adminProductPage(ctx.db, input)),
});
