import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { priceListEntriesInputSchema, priceListEntriesPageSchema, priceListEntriesQuerySchema } from '../../../../shared/schemas/price-list';
import { adminProcedure, router } from '../../../trpc/trpc';
import { entriesOf, removeEntry, setEntries } from './price-list-entries-service';

const tags = ['price-lists'];
const noSuchList = { 404: 'No such price list' };

/** A price list's entries (issue 39); the CSV import and export are plain routes (price-list-entries-csv-routes.ts). */
export const priceListEntriesRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/price-lists/{id}/entries',
        errorResponses: noSuchList,
        tags,
        summary: "A page of a price list's entries by SKU; q finds a SKU's start or part of a product's name (admins)",
      },
    })
    .input(priceListEntriesQuerySchema)
    .output(priceListEntriesPageSchema)
    .query(({ ctx, input }) => entriesOf(ctx.db, input)),

  set: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/price-lists/{id}/entries',
        errorResponses: noSuchList,
        tags,
        summary: "Set these products' entries (a percentage off, or fixed prices by quantity), leaving the list's others as they are; up to 20,000 (admins)",
      },
    })
    .input(priceListEntriesInputSchema.extend({ id: idSchema }))
    .output(z.object({ added: z.number().int(), updated: z.number().int() }))
    .mutation(({ ctx, input }) => setEntries(ctx.db, ctx.user, input.id, input.entries)),

  remove: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/price-lists/{id}/entries/{productId}',
        errorResponses: noSuchList,
        tags,
        summary: "Remove a product's entry: the list's catalogue-wide percentage or the product's own price applies again; deletedCount 0 when there was none (admins)",
      },
    })
    .input(z.object({ id: idSchema, productId: idSchema }))
    .output(z.object({ deletedCount: z.number().int() }))
    .mutation(({ ctx, input }) => removeEntry(ctx.db, ctx.user, input.id, input.productId)),
});
