import { z } from 'zod';
import { productSchema } from './product';

/**
 * A page of the catalogue as the API answers it. Apart from the query's schema (catalogue.ts),
 * which the catalogue page checks its URL with: building the product's schemas is no part of
 * that page's first download (issue 36).
 */
export const cataloguePageSchema = z.object({
  items: z.array(productSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;
