import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { cartRefillSchema } from '../../../../shared/schemas/reorder';
import { customerProcedure, router } from '../../../trpc/trpc';
import { buyAgain } from './buy-again-service';

/** Buy again (issue 41): an order's lines into the caller's own cart at today's prices and rules. */
export const buyAgainRouter = router({
  order: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/{id}/buy-again',
        errorResponses: { 404: 'No such order (or not yours to buy again)', 409: 'The cart would hold more lines than it may' },
        tags: ['cart'],
        summary: "Put an order's lines into your cart at today's prices and rules; the answer says per line what changed",
        description:
          "Any status, cancelled and expired orders too. Its owner, or a company admin of the company it was placed for, may (into their own cart, at their own prices); 404 for anyone else, as for an unknown order. Each line adds to the cart's line of the same product and the sum moves to the nearest quantity the rules allow now. `changes` names every line that went in differently or not at all: `price` (the unit price paid `before`, today's `after`, dollars), `quantity` (rounded up to a whole pack or the minimum, or down to the maximum: the units asked `before`, the units that went in `after`), `stock` (limited or out of stock: `after` the units that went in, 0 none), `discontinued` (no longer sold, left out). 409 when the lines would take the cart over its limit: nothing is added.",
      },
    })
    .input(z.object({ id: idSchema }))
    .output(cartRefillSchema)
    .mutation(({ ctx, input }) => buyAgain(ctx.db, ctx.user, input.id)),
});
