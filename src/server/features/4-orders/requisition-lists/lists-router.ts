import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { cartRefillSchema } from '../../../../shared/schemas/reorder';
import {
  listAddToCartSchema,
  listCreateSchema,
  listDetailSchema,
  listFieldsSchema,
  listLineInputSchema,
  listLinesInputSchema,
  listSummarySchema,
} from '../../../../shared/schemas/requisition-list';
import { customerProcedure, router } from '../../../trpc/trpc';
import { addListToCart, appendLine, createList, editList, myLists, readList, removeList, replaceLines } from './lists-service';

const tags = ['requisition lists'];
const byId = z.object({ id: idSchema });
const notFound = 'No such list, or not one shared with you';
const readOnly = 'A colleague who may only view the list (the owner and company admins edit it)';

/** The caller's requisition lists and those their company shares with them (docs/decisions/148-requisition-lists-…). */
export const listsRouter = router({
  list: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/lists', tags, summary: 'Your requisition lists, then those your company shares with you (`mine` says which)' } })
    .input(z.void())
    .output(z.array(listSummarySchema))
    .query(({ ctx }) => myLists(ctx.db, ctx.user.id)),

  create: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/lists',
        errorResponses: { 409: 'You have the most lists an account keeps' },
        tags,
        summary: 'Make a requisition list; `fromCart: true` fills it with your cart\'s lines ("save cart as list")',
        description: '`shared: true` shows it to the members of your company (its admins may edit it). With `fromCart`, 400 on `fromCart` when your cart is empty; the cart stays as it is.',
      },
    })
    .input(listCreateSchema)
    .output(listDetailSchema)
    .mutation(({ ctx, input }) => createList(ctx.db, ctx.user.id, input)),

  get: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/lists/{id}',
        errorResponses: { 404: notFound },
        tags,
        summary: 'A requisition list with its lines: each product, its SKU and name, the quantity, your price today and whether it can be ordered (or why not)',
      },
    })
    .input(byId)
    .output(listDetailSchema)
    .query(({ ctx, input }) => readList(ctx.db, ctx.user.id, input.id)),

  edit: customerProcedure
    .meta({ openapi: { method: 'PUT', path: '/lists/{id}', errorResponses: { 403: readOnly, 404: notFound }, tags, summary: 'Rename a list and share or unshare it' } })
    .input(listFieldsSchema.extend({ id: idSchema }))
    .output(listDetailSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => editList(ctx.db, ctx.user.id, id, fields)),

  remove: customerProcedure
    .meta({ openapi: { method: 'DELETE', path: '/lists/{id}', errorResponses: { 403: readOnly, 404: notFound }, tags, summary: 'Delete a list and its lines' } })
    .input(byId)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeList(ctx.db, ctx.user.id, input.id);
      return { deleted: true as const };
    }),

  setLines: customerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/lists/{id}/lines',
        errorResponses: { 403: readOnly, 404: notFound },
        tags,
        summary: "Replace the list's lines, in the order sent (change quantities, remove lines, move them)",
        description: '400 names each bad line: `lines.{i}.productId` a product not sold (one already on the list may stay) or sent twice, `lines.{i}.quantity` a quantity that is not a whole number from 1. Two edits at once run one after the other; the later one\'s lines are the list\'s.',
      },
    })
    .input(listLinesInputSchema.extend({ id: idSchema }))
    .output(listDetailSchema)
    .mutation(({ ctx, input }) => replaceLines(ctx.db, ctx.user.id, input.id, input.lines)),

  addLine: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/lists/{id}/lines',
        errorResponses: { 403: readOnly, 404: notFound, 409: 'The list is full' },
        tags,
        summary: 'Add a product to the list ("Add to list"): its units add to the line already there, else it becomes the last line',
        description: '400 on `productId` for a product not sold, on `quantity` for a bad quantity.',
      },
    })
    .input(listLineInputSchema.extend({ id: idSchema }))
    .output(listDetailSchema)
    .mutation(({ ctx, input: { id, ...line } }) => appendLine(ctx.db, ctx.user.id, id, line)),

  addToCart: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/lists/{id}/add-to-cart',
        errorResponses: { 404: notFound, 409: 'The cart would hold too many lines' },
        tags,
        summary: "Put the list's lines (or those of `productIds`) into your cart at today's prices and rules; each line that went in differently is named in `changes`",
        description:
          'As buy again: a quantity moves to the nearest one allowed (pack, minimum, maximum, stock), a product out of stock or no longer sold is left out, each said in `changes`. 400 on `productIds.{i}` a product not on the list. Any member the list is shared with may add it.',
      },
    })
    .input(listAddToCartSchema.extend({ id: idSchema }))
    .output(cartRefillSchema)
    .mutation(({ ctx, input }) => addListToCart(ctx.db, ctx.user.id, input.id, input.productIds)),
});
