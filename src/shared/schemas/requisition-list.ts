import { z } from 'zod';
import { CART_LINES_MAX } from '../cart-limits';
import { cartLineSchema } from './cart';
import { idSchema } from './ids';
import { quantityNumberSchema } from './order';
import { requiredText } from './text';
import { NEW_LIST_CHOICE } from '../words/requisition-list-choices';

/*
 * Requisition lists (issue 41): an account's named lists of products with quantities, shared with
 * its company when the owner chooses (docs/decisions/148-requisition-lists-shared-by-the-owners-company-now.md).
 * One schema per concept, used by the list pages' forms and by the procedures.
 */

/** The most lines a list holds: as many as a cart (a list goes into the cart whole). */
export const LIST_LINES_MAX = CART_LINES_MAX;
/** The most units one line asks for: a sanity bound, not a stock rule (those apply in the cart). */
export const LIST_QUANTITY_MAX = 100_000;
/** The most lists one account keeps: plenty for a buyer, a bound for a script. */
export const LISTS_MAX = 200;
export const LISTS_FULL_MESSAGE = `You have ${LISTS_MAX} lists, the most an account keeps: delete one first`;
export const LIST_NOT_FOUND_MESSAGE = 'No such list';
export const LIST_READ_ONLY_MESSAGE = 'Only the owner and company admins can change this list';
export const LIST_FULL_MESSAGE = `A list holds at most ${LIST_LINES_MAX} lines: remove some first`;
export const LIST_EMPTY_MESSAGE = 'This list has no lines to add';

/** A list's name as typed: 1 to 100 characters. */
export const listNameSchema = requiredText({ max: 100, missing: 'Name the list' });

/** Units on a list line: a whole number from 1 (the product's pack and minimum apply when it goes into the cart). */
export const listQuantitySchema = quantityNumberSchema.min(1, 'Enter at least 1 unit').max(LIST_QUANTITY_MAX, `Enter at most ${LIST_QUANTITY_MAX} units`);

/** `PUT /api/lists/{id}` and the list forms: the name and whether the owner's company sees it. */
export const listFieldsSchema = z.object({
  name: listNameSchema,
  shared: z.boolean().describe("Shown to the members of your company (its admins may edit it); false: yours alone").default(false),
});
export type ListFields = z.infer<typeof listFieldsSchema>;

/** `POST /api/lists`: a new list; `fromCart: true` fills it with your cart's lines, in the cart's order ("save cart as list"). */
export const listCreateSchema = listFieldsSchema.extend({
  fromCart: z.boolean().default(false).describe("Fill the list with your cart's lines and quantities (the cart stays as it is)"),
});

/** One line as a list's editor sends it. */
export const listLineInputSchema = z.object({ productId: idSchema, quantity: listQuantitySchema });
export type ListLineInput = z.infer<typeof listLineInputSchema>;

/** `PUT /api/lists/{id}/lines`: every line of the list, in order (a line left out is removed). */
export const listLinesInputSchema = z.object({
  lines: z.array(listLineInputSchema).max(LIST_LINES_MAX, `A list holds at most ${LIST_LINES_MAX} lines`),
});

/** `POST /api/lists/{id}/add-to-cart`: the lines to add (by product), or every line when left out. */
export const listAddToCartSchema = z.object({
  productIds: z.array(idSchema).min(1, 'Choose at least one line').max(LIST_LINES_MAX).optional(),
});

/** A list as the Lists page shows it: yours, or one your company shares with you. */
export const listSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  shared: z.boolean(),
  /** True: your own list; false: a colleague's, shared with your company. */
  mine: z.boolean(),
  ownerName: z.string(),
  /** Whether you may rename, share, delete it and change its lines (the owner; a company admin for a shared list). */
  canEdit: z.boolean(),
  lineCount: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/** A list's line as it stands for you now: as a cart line shows it (your price today, a contract price for a company member), and whether it can be ordered. */
export const listLineSchema = cartLineSchema.pick({ productId: true, sku: true, name: true, image: true, quantity: true, unitPrice: true, lineTotal: true }).extend({
  /** False when the line cannot go into the cart as it is; `problem` says why. */
  orderable: z.boolean(),
  /** Why not, in words ("No longer sold", "Sorry, this product is out of stock", "Sold in packs of 12: order 24 or 36"); null when orderable. The cart moves a quantity to one allowed and says so. */
  problem: z.string().nullable(),
});
export type ListLine = z.infer<typeof listLineSchema>;

export const listDetailSchema = listSummarySchema.extend({ lines: z.array(listLineSchema) });
export type ListDetail = z.infer<typeof listDetailSchema>;

/** The "Add to list" dialog's choice: a list of yours (its id), or `new` (NEW_LIST_CHOICE) with the new list's name. */
export const addToListChoiceSchema = z
  .object({ listId: z.string().min(1, 'Choose a list'), name: z.string() })
  .superRefine((choice, context) => {
    if (choice.listId !== NEW_LIST_CHOICE) return;
    const name = listNameSchema.safeParse(choice.name);
    if (!name.success) context.addIssue({ code: 'custom', path: ['name'], message: name.error.issues[0]?.message ?? 'Name the list' });
  });
