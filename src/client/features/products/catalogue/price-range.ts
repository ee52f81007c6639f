import { catalogueQuerySchema } from '../../../../shared/schemas/catalogue';

export type PriceRange = { minPrice?: number; maxPrice?: number };
export type PriceErrors = { minPrice?: string; maxPrice?: string };

/**
 * The price filter's two fields as typed, checked by the catalogue's own schema, so the shopper
 * reads the messages the API would answer. An empty field is no bound.
 *
 * @example
 * checkPriceRange('50', '10'); // { errors: { maxPrice: 'The highest price must not be below the lowest' } }
 * checkPriceRange('5', '');    // { range: { minPrice: 5 } }
 */
export function checkPriceRange(min: string, max: string): { range: PriceRange } | { errors: PriceErrors } {
  const parsed = catalogueQuerySchema.safeParse({ minPrice: min.trim() || undefined, maxPrice: max.trim() || undefined });
  if (parsed.success) return { range: { minPrice: parsed.data.minPrice, maxPrice: parsed.data.maxPrice } };
  const errors: PriceErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'minPrice' || field === 'maxPrice') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
