import { z } from 'zod';
import { catalogueCursorSchema, cataloguePageLimitSchema, catalogueSearchSchema, catalogueSortSchema } from './catalogue';
import { idSchema } from './ids';
import { adminProductSchema, productStatusSchema } from './product';

/**
 * `GET /api/admin/products`: the admin's Manage Products list, as query parameters and as the
 * page's URL search params. The shop's search and sorts, over every product that is not deleted:
 * drafts and archived ones too, or one status. The category is an id (the admin's list has them);
 * a top-level category includes its children.
 *
 * @example
 * adminProductQuerySchema.parse({ q: 'spade', status: 'draft', sort: 'name', limit: '50' });
 */
export const adminProductQuerySchema = z.object({
  q: catalogueSearchSchema.optional().describe('Words of the name, description or SKU; typos and prefixes allowed'),
  status: productStatusSchema.optional().describe('Absent: every status'),
  category: idSchema.optional().describe("A category's id; a top-level category includes its children"),
  sort: catalogueSortSchema.optional().describe('Default: relevance with q, newest without'),
  limit: cataloguePageLimitSchema.optional(),
  cursor: catalogueCursorSchema.optional(),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

/** `GET /api/admin/products`: a page of the admin's products, with their weight and tax class. */
export const adminProductPageSchema = z.object({
  items: z.array(adminProductSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;
