import { z } from 'zod';
import { CART_LINES_MAX } from '../cart-limits';
import { addressSchema, phoneSchema } from './contact';
import { idSchema } from './ids';
import { quantityNumberSchema } from './order';
import { priceTierSchema } from './product';
import { text } from './text';


/**
 * One line of the cart as the shop prices it now: the tier price for its quantity, the product's
 * rules (the steppers move by packSize), and every change since the customer last saw it.
 */
export const cartLineSchema = z.object({
  productId: idSchema,
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Dollars per unit at this quantity: the tier in force, or the base price. */
  unitPrice: z.number(),
  lineTotal: z.number(),
  basePrice: z.number(),
  priceTiers: z.array(priceTierSchema),
  minimumOrder: z.number().int(),
  packSize: z.number().int(),
  maximumOrder: z.number().int().nullable(),
  /** Units in stock now. */
  stock: z.number().int(),
  /**
   * What changed or is wrong, in words, e.g. "The price went from $12.90 to $13.50 a unit",
   * "Only 8 units are left", "No longer sold". A line with changes is checked out only after the
   * customer has seen them (reading the cart marks them seen).
   */
  changes: z.array(z.string()),
  /** False when the line cannot be checked out as it is (archived product, too few units, a rule broken). */
  orderable: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** The sum of the orderable lines' totals, in dollars. */
  total: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

/** `PUT /api/cart/lines/{productId}`: the line's new quantity (the rules are checked on the server). */
export const cartLineInputSchema = z.object({ productId: idSchema, quantity: quantityNumberSchema });
export const cartLineKeySchema = z.object({ productId: idSchema });

/** Units added to a cart, before the product's rules: at least one. */
const unitsToAddSchema = quantityNumberSchema.min(1, 'Enter at least 1 unit');

/** A line of a quick order: a SKU as typed and a quantity. */
export const quickOrderLineSchema = z.object({
  sku: z.string().trim().min(1, 'Enter a SKU').max(40, 'Keep the SKU under 40 characters'),
  quantity: unitsToAddSchema,
});
export const quickAddInputSchema = z.object({
  lines: z.array(quickOrderLineSchema).min(1, 'Add at least one line').max(CART_LINES_MAX, `Add at most ${CART_LINES_MAX} lines at once`),
});
/** Each quick-order line's fate, in the order sent: added (with its product) or why not. */
export const quickAddResultSchema = z.object({
  results: z.array(
    z.object({ sku: z.string(), quantity: z.number().int(), added: z.boolean(), productId: idSchema.nullable(), reason: z.string().nullable() }),
  ),
  cart: cartSchema,
});

/**
 * The lines a visitor's browser kept, merged into the server's cart at sign-in, under the key the
 * browser gave that cart: a cart merges once, so sending it again adds only what it gained since.
 */
export const cartMergeInputSchema = z.object({
  mergeKey: idSchema.describe("A random UUID the browser keeps with its cart until the merge is answered; the same cart sent again under it adds only what it gained"),
  lines: z.array(z.object({ productId: idSchema, quantity: unitsToAddSchema })).max(CART_LINES_MAX, `A cart holds at most ${CART_LINES_MAX} lines`),
});
export type CartMergeInput = z.infer<typeof cartMergeInputSchema>;

/** What became of a merged line: added to the cart, refused (with why), or merged under the same key before. */
export const CART_MERGE_OUTCOMES = ['added', 'refused', 'merged-before'] as const;
export type CartMergeOutcome = (typeof CART_MERGE_OUTCOMES)[number];

/** Each merged line's fate, in the order sent, and the cart as it now is. */
export const cartMergeResultSchema = z.object({
  results: z.array(
    z.object({
      productId: idSchema,
      /** The product's name, null for a product the shop does not sell now. */
      name: z.string().nullable(),
      /** The units the browser sent for this line. */
      quantity: z.number().int(),
      outcome: z.enum(CART_MERGE_OUTCOMES),
      /** Why a refused line was not added, naming the rule ("Maximum order quantity 40"); null otherwise. */
      reason: z.string().nullable(),
    }),
  ),
  cart: cartSchema,
});
export type CartMergeResult = z.infer<typeof cartMergeResultSchema>;

export const PO_NUMBER_MAX = 40;
export const ORDER_NOTE_MAX = 500;

/** `POST /api/checkout`: how to reach the buyer, and their own references for the order. */
export const checkoutInputSchema = z.object({
  phone: phoneSchema,
  address: addressSchema,
  poNumber: text({ max: PO_NUMBER_MAX, tooLong: `Keep the PO number under ${PO_NUMBER_MAX} characters` }).optional(),
  note: text({ max: ORDER_NOTE_MAX, tooLong: `Keep the note under ${ORDER_NOTE_MAX} characters`, multiLine: true }).optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;
export const checkoutResultSchema = z.object({ orderId: idSchema });
