import { z } from 'zod';

/** The home page's business summary (docs/product.md#3-entities-and-fields, "Statistics"); `sell` is in dollars. */
export const statSchema = z.object({
  customers: z.number().int().nonnegative(),
  products: z.number().int().nonnegative(),
  sell: z.number().nonnegative(),
  reviews: z.number().int().nonnegative(),
});
