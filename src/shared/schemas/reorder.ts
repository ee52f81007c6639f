import { z } from 'zod';
import { cartSchema } from './cart';
import { idSchema } from './ids';

/**
 * What changed for a line put back into the cart (buy again, a list added to the cart, issue 41):
 * its price since it was ordered, its quantity moved to one the rules allow now, the stock that
 * can be had, or a product no longer sold (left out). Nothing goes in silently different.
 */
export const CART_CHANGE_KINDS = ['price', 'quantity', 'stock', 'discontinued'] as const;
export type CartChangeKind = (typeof CART_CHANGE_KINDS)[number];

export const cartChangeSchema = z.object({
  productId: idSchema,
  sku: z.string(),
  kind: z.enum(CART_CHANGE_KINDS),
  /** `price`: the unit price then, in dollars; `quantity` and `stock`: the units asked for. Absent for `discontinued`. */
  before: z.number().optional(),
  /** `price`: the unit price now, in dollars; `quantity` and `stock`: the units that went into the cart (0: left out). */
  after: z.number().optional(),
  /** The change in words, naming the product ("Hand Trowel (HT-1): sold in packs of 12, so 36 went in instead of 30"). */
  message: z.string(),
});
export type CartChange = z.infer<typeof cartChangeSchema>;

/** `POST /api/orders/{id}/buy-again`, `POST /api/lists/{id}/add-to-cart`: the cart as it now is, and every line that went in changed or not at all. */
export const cartRefillSchema = z.object({ cart: cartSchema, changes: z.array(cartChangeSchema) });
export type CartRefill = z.infer<typeof cartRefillSchema>;
