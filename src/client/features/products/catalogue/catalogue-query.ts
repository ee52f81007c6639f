import { catalogueQuerySchema, type CatalogueQuery } from '../../../../shared/schemas/catalogue';
import { catalogueInput, type CatalogueView } from './catalogue-view';

/**
 * The catalogue call for a view, checked by the shared schema the procedure takes: a value the
 * server would refuse (a slug of the wrong form, a price above the most, the highest price below
 * the lowest) is left out, so a hand-edited or stale link still shows products rather than an error.
 * The page's price filter shows the same schema's message for a refused price.
 *
 * @example
 * checkedCatalogueInput({ q: 'spade', minPrice: 50, maxPrice: 10 }, 24); // { q: 'spade', minPrice: 50, sort: 'relevance', limit: 24 }
 */
export function checkedCatalogueInput(view: CatalogueView, limit: number): CatalogueQuery {
  const input = catalogueInput(view, limit);
  const checked = catalogueQuerySchema.safeParse(input);
  if (checked.success) return input;
  const refused = new Set(checked.error.issues.map((issue) => issue.path[0]));
  return Object.fromEntries(Object.entries(input).filter(([field]) => !refused.has(field))) as CatalogueQuery;
}
