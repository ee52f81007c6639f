import { z } from 'zod';
import { categoryInputSchema } from '../../../shared/schemas/category';
import { idSchema } from '../../../shared/schemas/ids';

/** The new-category form: the procedure's input, with the parent select's '' meaning "top level". */
export const newCategoryFormSchema = categoryInputSchema.extend({
  parentId: z
    .string()
    .transform((id) => id || null)
    .pipe(idSchema.nullable()),
});

/** The rename dialog: the name alone, with the procedure's messages. */
export const renameCategoryFormSchema = categoryInputSchema.pick({ name: true });
