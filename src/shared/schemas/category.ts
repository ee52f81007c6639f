import { z } from 'zod';
import { idSchema } from './ids';
import { requiredText } from './text';

export const CATEGORY_NAME_MAX = 60;

/**
 * A category as the shop and the admin see it. `productCount` counts the active products a
 * shopper finds when choosing it: its own and, for a top-level category, its children's.
 */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  parentId: idSchema.nullable(),
  position: z.number().int(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /api/categories`: the top-level categories in order, each with its children in order. */
export const categoryTreeSchema = z.array(categorySchema.extend({ children: z.array(categorySchema) }));
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

const categoryName = requiredText({ max: CATEGORY_NAME_MAX, tooLong: `Keep the name under ${CATEGORY_NAME_MAX} characters` });

/** `POST /api/categories`: a top-level category, or a child of one (two levels at most). */
export const categoryInputSchema = z.object({ name: categoryName, parentId: idSchema.nullable().optional() });
export type CategoryInput = z.infer<typeof categoryInputSchema>;

const categoryPatchFields = {
  name: categoryName.optional(),
  parentId: idSchema.nullable().optional(),
  position: z.number({ error: 'Enter a number' }).int('Enter a whole number').min(0, 'The position cannot be negative').max(1_000_000, 'Enter a smaller position').optional(),
};
const changesSomething = (patch: Record<string, unknown>) => Object.values(patch).some((value) => value !== undefined);
const NOTHING_TO_CHANGE = 'Change the name, the parent or the position';

/** `PATCH /api/categories/{id}`: rename, move under another parent (or to the top) or reorder. */
export const categoryPatchSchema = z.object(categoryPatchFields).refine(changesSomething, NOTHING_TO_CHANGE);
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

/** The procedure's input: the category's id (from the path) beside the patch (the body). */
export const categoryUpdateSchema = z.object({ id: idSchema, ...categoryPatchFields }).refine(({ id: _id, ...patch }) => changesSomething(patch), NOTHING_TO_CHANGE);
