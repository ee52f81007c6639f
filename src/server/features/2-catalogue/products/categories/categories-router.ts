import { z } from 'zod';
import { categoryInputSchema, categorySchema, categoryTreeSchema, categoryUpdateSchema } from '../../../../../shared/schemas/category';
import { idSchema } from '../../../../../shared/schemas/ids';
import { adminProcedure, publicProcedure, router } from '../../../../trpc/trpc';
import { listCategoriesWithCounts } from './categories-repository';
import { createCategory, removeCategory, updateCategory } from './categories-service';
import { toCategoryTree } from './category-dto';

export const categoriesRouter = router({
  tree: publicProcedure
    .meta({ cache: 'public', openapi: { method: 'GET', path: '/categories', tags: ['categories'], summary: 'The category tree, with the number of active products in each' } })
    .input(z.void())
    .output(categoryTreeSchema)
    .query(async ({ ctx }) => toCategoryTree(await listCategoriesWithCounts(ctx.db))),

  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/categories', errorResponses: { 409: 'A category of this name is already there' }, tags: ['categories'], summary: 'Add a category, at the top or under a top-level one (admin)' } })
    .input(categoryInputSchema)
    .output(categorySchema)
    .mutation(({ ctx, input }) => createCategory(ctx, ctx.user, input)),

  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/categories/{id}', errorResponses: { 409: 'A category of this name is already there' }, tags: ['categories'], summary: 'Rename, move or reorder a category (admin)' } })
    .input(categoryUpdateSchema)
    .output(categorySchema)
    .mutation(({ ctx, input: { id, ...patch } }) => updateCategory(ctx, ctx.user, id, patch)),

  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/categories/{id}', errorResponses: { 409: 'The category still holds products or subcategories' }, tags: ['categories'], summary: 'Delete an empty category (admin)' } })
    .input(z.object({ id: idSchema }))
    .output(z.object({ deletedCount: z.number().int() }))
    .mutation(({ ctx, input }) => removeCategory(ctx, ctx.user, input.id)),
});
