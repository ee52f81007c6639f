import { z } from 'zod';
import {
  cartBulkInputSchema,
  cartBulkResultSchema,
  cartLineInputSchema,
  cartLineKeySchema,
  cartMergeInputSchema,
  cartMergeResultSchema,
  cartSchema,
  checkoutInputSchema,
  checkoutQuoteInputSchema,
  checkoutResultSchema,
  quickAddInputSchema,
  quickAddResultSchema,
} from '../../../../shared/schemas/cart';
import { customerProcedure, router } from '../../../trpc/trpc';
import { bulkAdd, mergeCart, quickAdd } from './cart-additions-service';
import { readCart, removeCartLine, reviewCart, setCartLine } from './cart-service';
import { checkout } from './checkout-service';
import { quoteCheckout } from './checkout-quote-service';
import { checkoutQuoteSchema } from '../../../../shared/schemas/tax';

const tags = ['cart'];

/** The signed-in customer's own cart (always the caller's: no procedure takes a user). */
export const cartRouter = router({
  get: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/cart', tags, summary: 'Your cart, each line priced now, with what changed since you last saw it' } })
    .input(z.void())
    .output(cartSchema)
    .query(({ ctx }) => readCart(ctx.db, ctx.user.id)),

  setLine: customerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/cart/lines/{productId}',
        errorResponses: { 409: 'Out of stock, or the cart is full' },
        tags,
        summary: "Set a line's quantity (creating the line); the product's quantity rules apply",
        description: '400 on `quantity` with the rule it breaks, 404 for a product not sold, 409 out of stock or a new line in a full cart.',
      },
    })
    .input(cartLineInputSchema)
    .output(cartSchema)
    .mutation(({ ctx, input }) => setCartLine(ctx.db, ctx.user.id, input.productId, input.quantity)),

  removeLine: customerProcedure
    .meta({ openapi: { method: 'DELETE', path: '/cart/lines/{productId}', tags, summary: 'Remove a line (removing one that is not there changes nothing)' } })
    .input(cartLineKeySchema)
    .output(cartSchema)
    .mutation(({ ctx, input }) => removeCartLine(ctx.db, ctx.user.id, input.productId)),

  review: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/cart/review',
        tags,
        summary: "Accept the cart's changes: each line moves to the nearest quantity allowed now, lines that cannot be ordered leave",
      },
    })
    .input(z.void())
    .output(cartSchema)
    .mutation(({ ctx }) => reviewCart(ctx.db, ctx.user.id)),

  quickAdd: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/cart/quick-add',
        tags,
        summary: 'Add many lines by SKU at once; each line answers whether it was added, or why not',
        description: 'A SKU sent twice is summed, and each adds to the quantity already in the cart before the rules apply. Good lines are added whatever the others do.',
      },
    })
    .input(quickAddInputSchema)
    .output(quickAddResultSchema)
    .mutation(({ ctx, input }) => quickAdd(ctx.db, ctx.user.id, input.lines)),

  bulk: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/cart/bulk',
        tags,
        summary: 'Add a paste or a CSV file of up to 1,000 `SKU, quantity` lines at once; each line not added is named by its line number, with why',
        description:
          'JSON `{text}`, or the file itself as a `text/csv` body (UTF-8, or windows-1252/latin1 when its charset says so). One `SKU, quantity` a line, separated by a comma, a tab or spaces; a header line and blank lines are skipped. The good lines are added in one transaction by quick add\'s rules (a SKU twice is summed, quantities add to the cart\'s); `problems` names each other line by its number in the text (a malformed line, an unknown SKU, a product not sold, a quantity its rules refuse, in the rule\'s words). 400 on `text` for more than 1,000 lines (nothing added).',
      },
    })
    .input(cartBulkInputSchema)
    .output(cartBulkResultSchema)
    .mutation(({ ctx, input }) => bulkAdd(ctx.db, ctx.user.id, input.text)),

  merge: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/cart/merge',
        tags,
        summary: 'Merge the cart kept in the browser before signing in, once per `mergeKey`; each line answers whether it was added, or why not',
        description:
          "Quantities add to the lines already in the cart and the product's rules apply to the sum: a line over the stock, between packs or out of stock is refused with the rule's words, never cut down. Sent again under the same `mergeKey`, only what a line gained since is merged (a replay adds nothing: `merged-before`).",
      },
    })
    .input(cartMergeInputSchema)
    .output(cartMergeResultSchema)
    .mutation(({ ctx, input }) => mergeCart(ctx.db, ctx.user.id, input)),

  quote: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/checkout/quote',
        errorResponses: { 404: 'No such address in your address book, or (with `lines`) no such product', 409: 'The delivery method does not serve the address, or (with `lines`) a product out of stock' },
        tags,
        summary: 'What your cart (or the lines you name) costs delivered there: the delivery methods serving the address with their prices, the shipping, the tax lines and the total',
        description:
          'Takes where to deliver as `POST /api/checkout` does (`addressId`, `address`, `phone` with a one-text address, or a member\'s `locationId`) and optionally `shippingMethodId`; prices the lines that can be ordered at today\'s prices. With `lines` (`[{productId, quantity}]`, up to a cart\'s limit), prices those instead of the cart, by the rules `POST /api/order` orders by: 404 a product unknown or not sold (`lines.{i}.productId`), 409 out of stock, 400 a quantity its rules refuse (`lines.{i}.quantity`). `methods` lists every method serving the address, priced for this cart, cheapest first; `shipping` is the chosen method\'s charge, else the cheapest\'s (`shippingMethodId` says which). With no shipping zones configured, no methods and no shipping. 400 when zones exist but none serves the address, 409 a method that does not serve it.',
      },
    })
    .input(checkoutQuoteInputSchema)
    .output(checkoutQuoteSchema)
    .mutation(({ ctx, input }) => quoteCheckout(ctx, ctx.user, input)),

  checkout: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/checkout',
        errorResponses: {
          404: 'No such address in your address book',
          409: 'The cart changed (prices, stock): review it and try again; or, on account, not offered, an invoice overdue, or over the credit available',
        },
        tags,
        summary: 'Order every line of your cart at once, at the prices you last saw; the cart empties',
        description:
          'Deliver to `addressId` (a saved address), to a full `address` (`saveAddress: true` saves it too), or to `phone` and `address` as one text (which counts as the shop\'s own country for shipping and tax). `shippingMethodId`: the delivery method, required while any serves the address (`POST /api/checkout/quote` lists them); the order stores its charge, the tax lines and the total the quote showed. 400 no delivery to the address, or no method chosen; 409 a method that does not serve the address. 404 an `addressId` not in your address book; 400 empty cart; 409 while a line has changes you have not reviewed, or when a line cannot be ordered now (each named in `fieldErrors` by `lines.{i}`), or a full address book when saving. `paymentMethod: \'account\'` (a member of a company on account): the order is confirmed at once and invoiced with its due date, its total reserved from the company\'s credit in the same transaction; 409 on `paymentMethod` when the company does not buy on account, has an invoice overdue more than ON_ACCOUNT_OVERDUE_DAYS, or the total is more than its available credit (named in the message); nothing is taken then.',
      },
      changesPublicReads: true,
    })
    .input(checkoutInputSchema)
    .output(checkoutResultSchema)
    .mutation(({ ctx, input }) => checkout(ctx, ctx.user, input)),
});
