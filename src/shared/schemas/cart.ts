import { z } from 'zod';
import { CART_LINES_MAX } from '../cart-limits';
import { addressInputSchema } from './address-book';
import { paymentMethodSchema } from './account-terms';
import { LOCATION_OR_ADDRESS_MESSAGE, LOCATION_REQUIRED_MESSAGE } from './company';
import { addressSchema, phoneSchema } from './contact';
import { idSchema } from './ids';
import { quantityNumberSchema } from './order';
import { pricedBySchema, priceTierSchema } from './product';
import { REQUIRED_FIELD_MESSAGE, text } from './text';


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
  /** For a member of a company, the price list that gives `basePrice` and `priceTiers` (issue 39); null: the product's own prices. */
  priceList: pricedBySchema.nullable(),
  /** When a price list prices the line, the product's own unit price at this quantity (dollars); null otherwise. */
  listPrice: z.number().nullable(),
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
/** The most characters a bulk order's text holds: CART_LINES_MAX lines of a long SKU and quantity, with room for quotes and blank lines. */
export const BULK_TEXT_MAX = 200_000;

/** `POST /api/cart/bulk`: lines of `SKU, quantity` as pasted or as a CSV file's text (src/shared/rules/bulk-lines.ts reads them). */
export const cartBulkInputSchema = z.object({
  text: z
    .string({ error: 'Paste the lines' })
    .max(BULK_TEXT_MAX, `Keep the text under ${BULK_TEXT_MAX.toLocaleString('en-US')} characters`)
    .describe('One `SKU, quantity` a line, separated by a comma, a tab or spaces; a header line (`SKU,Quantity`) and blank lines are skipped'),
});
export type CartBulkInput = z.infer<typeof cartBulkInputSchema>;

/** How many lines went into the cart, and each line that did not, by its line number in the text sent. */
export const cartBulkResultSchema = z.object({
  added: z.number().int(),
  problems: z.array(
    z.object({
      /** The line's number in the text (1 = its first line, counting a header and blank lines). */
      line: z.number().int(),
      /** The SKU as written ('' when the line has none). */
      sku: z.string(),
      /** Why the line was not added, in the rule's words. */
      message: z.string(),
    }),
  ),
});
export type CartBulkResult = z.infer<typeof cartBulkResultSchema>;

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

const poNumberSchema = text({ max: PO_NUMBER_MAX, tooLong: `Keep the PO number under ${PO_NUMBER_MAX} characters` }).optional();
const noteSchema = text({ max: ORDER_NOTE_MAX, tooLong: `Keep the note under ${ORDER_NOTE_MAX} characters`, multiLine: true }).optional();
export const BOTH_ADDRESSES_MESSAGE = 'Choose a saved address or give one, not both';

/** Where an order ships, as checkout and its quote take it (checkoutInputSchema says how). */
const deliveryChoiceShape = {
  addressId: idSchema.optional().describe('A saved address of yours to deliver to (GET /api/addresses)'),
  address: z
    .union([addressSchema, addressInputSchema])
    .optional()
    .describe('A full address to deliver to, or (with `phone`) the address as one text'),
  phone: phoneSchema.optional().describe('With `address` as one text: how to reach you'),
  locationId: idSchema
    .optional()
    .describe("A company member's order: the location of your company it is for (required for a member, refused for anyone else); it ships to the location's address and phone"),
  shippingMethodId: idSchema
    .optional()
    .describe('The delivery method (`POST /api/checkout/quote` lists those serving the address); required while any serves it'),
};

/** One delivery choice at a time: a location, a saved address or an address (with its phone when one text). */
function deliveryChoiceIssues(input: { addressId?: string; address?: unknown; phone?: string; locationId?: string }, ctx: z.RefinementCtx): void {
  // Neither a location nor an address is the server's to answer: a company member is asked for
  // the location (`locationId`), anyone else for the address (the checkout's decideDelivery).
  if (input.locationId !== undefined && (input.addressId !== undefined || input.address !== undefined)) ctx.addIssue({ code: 'custom', path: ['address'], message: LOCATION_OR_ADDRESS_MESSAGE });
  else if (input.addressId !== undefined && input.address !== undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: BOTH_ADDRESSES_MESSAGE });
  else if (typeof input.address === 'string' && input.phone === undefined) ctx.addIssue({ code: 'custom', path: ['phone'], message: REQUIRED_FIELD_MESSAGE });
}

/**
 * `POST /api/checkout`: where to deliver, and the buyer's own references for the order. A company
 * member gives `locationId`, one of their company's locations (issue 37), and pays by card or (`paymentMethod: 'account'`, issue 40) on their company's account; anyone else one of: `addressId`, a saved address of the buyer's (GET /api/addresses); `address`
 * as a full address (`saveAddress: true` also saves it to the address book); or the spec's
 * `phone` with `address` as one text.
 *
 * @example
 * checkoutInputSchema.safeParse({ addressId: '0b8f3c52-6a1e-4c1e-9d2a-3f1f1c0b9e11' }).success; // true
 * checkoutInputSchema.safeParse({ phone: '555-0100', address: '1 Herb Row, Kew' }).success; // true
 * checkoutInputSchema.safeParse({ address: '1 Herb Row, Kew' }).error?.issues[0]?.path; // ['phone']
 */
export const checkoutInputSchema = z
  .object({
    ...deliveryChoiceShape,
    saveAddress: z.boolean().optional().describe('With a full `address`: save it to your address book too'),
    poNumber: poNumberSchema,
    note: noteSchema,
    paymentMethod: paymentMethodSchema.default('card'),
  })
  .superRefine(deliveryChoiceIssues);
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** A line to quote instead of the cart's: a product and its units (the product's rules are the server's to check). */
export const quoteLineSchema = z.object({ productId: idSchema, quantity: quantityNumberSchema });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/**
 * `POST /api/checkout/quote`: where the cart would ship, as checkout takes it, and optionally the
 * method to price (else the cheapest). With `lines`, those lines are quoted instead of the cart
 * (the purchase page's one product, as `POST /api/order` will charge it). The answer is
 * checkoutQuoteSchema (schemas/tax.ts).
 *
 * @example
 * checkoutQuoteInputSchema.safeParse({ addressId: '0b8f3c52-6a1e-4c1e-9d2a-3f1f1c0b9e11' }).success; // true
 * checkoutQuoteInputSchema.safeParse({ phone: '555-0100', address: '1 Herb Row, Kew', lines: [{ productId: '0b8f3c52-6a1e-4c1e-9d2a-3f1f1c0b9e11', quantity: 12 }] }).success; // true
 */
export const checkoutQuoteInputSchema = z
  .object({
    ...deliveryChoiceShape,
    lines: z
      .array(quoteLineSchema)
      .min(1, 'Quote at least one line')
      .max(CART_LINES_MAX, `Quote at most ${CART_LINES_MAX} lines at once`)
      .optional()
      .describe("Products and units to quote instead of your cart's lines (as `POST /api/order` would charge them); left out, the cart is quoted"),
  })
  .superRefine(deliveryChoiceIssues);
export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteInputSchema>;

/** The checkout form's "Deliver to" choice that is not a saved address. */
export const NEW_ADDRESS = 'new';

/**
 * The checkout form: a saved address's id or NEW_ADDRESS, the new address (checked only when
 * chosen, by the procedure's own rule), whether to save it, and the references. `checkoutInputOf`
 * turns it into the procedure's input.
 */
export const checkoutFormSchema = z
  .object({
    deliverTo: z.string(),
    address: z.object({
      name: z.string(),
      company: z.string(),
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      postcode: z.string(),
      country: z.string(),
      phone: z.string(),
    }),
    saveAddress: z.boolean(),
    poNumber: poNumberSchema,
    note: noteSchema,
  })
  .superRefine((form, ctx) => {
    if (form.deliverTo !== NEW_ADDRESS) return;
    for (const issue of addressInputSchema.safeParse(form.address).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['address', ...issue.path], message: issue.message });
    }
  });
export type CheckoutForm = z.input<typeof checkoutFormSchema>;

/**
 * The procedure's input for a checked form.
 *
 * @example
 * checkoutInputOf({ deliverTo: '0b8f3c52-6a1e-4c1e-9d2a-3f1f1c0b9e11', address: blankAddress, saveAddress: false, poNumber: 'PO-1' });
 * // { addressId: '0b8f3c52-6a1e-4c1e-9d2a-3f1f1c0b9e11', poNumber: 'PO-1' }
 */
export function checkoutInputOf(form: z.output<typeof checkoutFormSchema>): z.input<typeof checkoutInputSchema> {
  const references = { ...(form.poNumber && { poNumber: form.poNumber }), ...(form.note && { note: form.note }) };
  if (form.deliverTo !== NEW_ADDRESS) return { addressId: form.deliverTo, ...references };
  return { address: form.address, ...(form.saveAddress && { saveAddress: true }), ...references };
}

/**
 * A company member's checkout form (issue 37): the location the order is for, chosen among those
 * they may order for, and the references. `companyCheckoutInputOf` makes the procedure's input.
 *
 * @example
 * companyCheckoutFormSchema.safeParse({ locationId: '', poNumber: '' }).error?.issues[0]?.message; // 'Choose the location this order is for'
 */
export const companyCheckoutFormSchema = z.object({
  locationId: z.string().min(1, LOCATION_REQUIRED_MESSAGE),
  poNumber: poNumberSchema,
  note: noteSchema,
  /** Offered only to a member of a company on account (issue 40); absent: card. */
  paymentMethod: paymentMethodSchema.optional(),
});
export type CompanyCheckoutForm = z.input<typeof companyCheckoutFormSchema>;

/**
 * The procedure's input for a checked company checkout form.
 *
 * @example
 * companyCheckoutInputOf({ locationId: '0b8f3c52-6a1e-4c1e-9d2a-3f1f1c0b9e11', poNumber: '', note: 'Gate 2' });
 * // { locationId: '0b8f3c52-6a1e-4c1e-9d2a-3f1f1c0b9e11', note: 'Gate 2' }
 */
export function companyCheckoutInputOf(form: z.output<typeof companyCheckoutFormSchema>): z.input<typeof checkoutInputSchema> {
  return {
    locationId: form.locationId,
    ...(form.poNumber && { poNumber: form.poNumber }),
    ...(form.note && { note: form.note }),
    ...(form.paymentMethod === 'account' && { paymentMethod: 'account' as const }),
  };
}
export const checkoutResultSchema = z.object({ orderId: idSchema });
