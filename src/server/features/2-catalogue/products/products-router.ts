import { AppError } from '../../../errors/app-error';
import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import {
  productBulkMoveSchema,
  productBulkResultSchema,
  productBulkStatusSchema,
  productInformationSchema,
  productPageSchema,
  productSchema,
  productSlugSchema,
  productUpdateSchema,
} from '../../../../shared/schemas/product';
import { adminOwnEmailProcedure } from '../../../trpc/path-email';
import { adminProcedure, publicProcedure, router } from '../../../trpc/trpc';
import { addProduct, deleteProduct, updateProduct } from './product-admin-service';
import { moveProducts, setProductsStatus } from './product-bulk-service';
import { productPageOf } from './product-page-service';
import { findLiveProduct, listLiveProducts } from './products-repository';
import { contractViewerOf, productFor, productsFor } from './reader-prices';

export const productsRouter = router({
  list: publicProcedure
    .meta({ cache: 'public', callerOptional: true, openapi: { method: 'GET', path: '/products', tags: ['products'], summary: 'Live products, newest first' } })
    .input(z.void())
    .output(z.array(productSchema))
    .query(async ({ ctx }) => productsFor(ctx, await contractViewerOf(ctx), await listLiveProducts(ctx.db))),

  byId: publicProcedure
    .meta({ cache: 'public', callerOptional: true, openapi: { method: 'GET', path: '/product/{id}', tags: ['products'], summary: 'One live product' } })
    .input(z.object({ id: idSchema }))
    .output(productSchema)
    .query(async ({ ctx, input }) => {
      const product = await findLiveProduct(ctx.db, input.id);
      if (!product) throw new AppError('not-found', 'No such product');
      return productFor(ctx, product);
    }),

  bySlug: publicProcedure
    .meta({
      cache: 'public',
      callerOptional: true,
      openapi: {
        method: 'GET',
        path: '/products/by-slug/{slug}',
        tags: ['products'],
        summary: "One live product by its page's slug; a slug it had before a rename finds it too (its `slug` is the current one)",
      },
    })
    .input(z.object({ slug: productSlugSchema }))
    .output(productPageSchema)
    .query(({ ctx, input }) => productPageOf(ctx, input.slug)),

  add: adminOwnEmailProcedure
    .meta({ openapi: { method: 'POST', path: '/add-product/{email}', errorResponses: { 409: 'The SKU is taken' }, tags: ['products'], summary: "Add a product (admin; the path e-mail is the admin's own)" } })
    .input(z.object({ productInformation: productInformationSchema }))
    .output(z.object({ insertedId: idSchema }))
    .mutation(({ ctx, input }) => addProduct(ctx, ctx.user, input.productInformation)),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/update-product/{id}', errorResponses: { 409: 'The SKU is taken' }, tags: ['products'], summary: 'Change a product of any status (admin); the images and catalogue fields left out stay' } })
    .input(z.object({ id: idSchema, productInformation: productUpdateSchema }))
    .output(z.object({ matchedCount: z.number().int() }))
    .mutation(({ ctx, input }) => updateProduct(ctx, ctx.user, input.id, input.productInformation)),

  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/delete-product/{id}', tags: ['products'], summary: 'Take a product out of the catalogue (admin; soft delete, orders keep their snapshot)' } })
    .input(z.object({ id: idSchema }))
    .output(z.object({ deletedCount: z.number().int() }))
    .mutation(({ ctx, input }) => deleteProduct(ctx, ctx.user, input.id)),

  bulkSetStatus: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/products/status', tags: ['products'], summary: 'Set the status of the selected products (admin; unknown or deleted ids are skipped)' } })
    .input(productBulkStatusSchema)
    .output(productBulkResultSchema)
    .mutation(({ ctx, input }) => setProductsStatus(ctx, ctx.user, input)),

  bulkMove: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/products/category', tags: ['products'], summary: 'Move the selected products to a category, or to none (admin; unknown or deleted ids are skipped)' } })
    .input(productBulkMoveSchema)
    .output(productBulkResultSchema)
    .mutation(({ ctx, input }) => moveProducts(ctx, ctx.user, input)),
});
