import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { companyPriceListsInputSchema, priceCheckInputSchema, priceCheckSchema, priceListInputSchema, priceListSchema } from '../../../../shared/schemas/price-list';
import { adminProcedure, router } from '../../../trpc/trpc';
import {
  changePriceList,
  companyPriceLists,
  createPriceList,
  priceCheck,
  priceList,
  priceLists,
  removePriceList,
  setCompanyPriceLists,
} from './price-lists-service';

const tags = ['price-lists'];
const key = z.object({ id: idSchema });
const nameTaken = { 409: 'There is already a price list with this name (any case): `name`' };

/** The shop admin's price lists and each company's (issue 39). Entries are price-list-entries-router's. */
export const priceListsRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/price-lists', tags, summary: 'Every price list, highest priority first, with its entry count and companies (admins)' } })
    .input(z.void())
    .output(z.array(priceListSchema))
    .query(({ ctx }) => priceLists(ctx.db)),

  detail: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/price-lists/{id}', tags, summary: 'One price list with its entry count and companies (admins)' } })
    .input(key)
    .output(priceListSchema)
    .query(({ ctx, input }) => priceList(ctx.db, input.id)),

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/price-lists',
        tags,
        errorResponses: nameTaken,
        summary: 'Add a price list, with no entries and no companies yet (admins)',
        description: 'Percentages in percent (12.5); `startsAt` inclusive, `endsAt` exclusive, ISO 8601 instants.',
      },
    })
    .input(priceListInputSchema)
    .output(priceListSchema)
    .mutation(({ ctx, input }) => createPriceList(ctx.db, ctx.user, input)),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/price-lists/{id}', tags, errorResponses: nameTaken, summary: "Change a price list's name, priority, validity and catalogue-wide percentage (admins)" } })
    .input(priceListInputSchema.safeExtend({ id: idSchema }))
    .output(priceListSchema)
    .mutation(({ ctx, input: { id, ...list } }) => changePriceList(ctx.db, ctx.user, id, list)),

  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/price-lists/{id}', tags, summary: 'Delete a price list with its entries and assignments; orders keep what it priced (admins)' } })
    .input(key)
    .output(z.object({ deletedCount: z.number().int() }))
    .mutation(({ ctx, input }) => removePriceList(ctx.db, ctx.user, input.id)),

  companyLists: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/companies/{id}/price-lists', tags, summary: "A company's price lists in their order: between equal priorities the first wins (admins)" } })
    .input(key)
    .output(z.array(priceListSchema))
    .query(({ ctx, input }) => companyPriceLists(ctx.db, input.id)),

  setCompanyLists: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/companies/{id}/price-lists',
        tags,
        summary: "Replace a company's price lists, in this order (admins); answers them",
        description: 'The order breaks ties between lists of equal priority (the first wins). An id of no list is a 400 on `priceListIds`.',
      },
    })
    .input(companyPriceListsInputSchema.safeExtend({ id: idSchema }))
    .output(z.array(priceListSchema))
    .mutation(({ ctx, input }) => setCompanyPriceLists(ctx.db, ctx.user, input.id, input.priceListIds)),

  priceCheck: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/companies/{id}/price-check',
        tags,
        summary: "What a quantity of a product costs a company's members now, and which list prices it (admins)",
        description: 'Dollars per unit at that quantity; `listPrice` is the product’s own; `priceList` null when no list of the company prices it.',
      },
    })
    .input(priceCheckInputSchema.safeExtend({ id: idSchema }))
    .output(priceCheckSchema)
    .query(({ ctx, input: { id, ...check } }) => priceCheck(ctx.db, id, check)),
});
