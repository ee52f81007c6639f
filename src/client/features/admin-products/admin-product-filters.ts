import type { AdminProductQuery } from '../../../shared/schemas/admin-products';
import type { CatalogueSort } from '../../../shared/schemas/catalogue';
import type { SortingState } from '../../components/data-table/data-table';

/** The shop's sorts; without one the server sorts by relevance when searching, else newest. */
export type AdminProductSort = CatalogueSort;

/** Manage Products' choices, as the URL keeps them: `adminProducts.list`'s input without its page fields. */
export type AdminProductFilters = Omit<AdminProductQuery, 'limit' | 'cursor'>;

/**
 * The table's header sorting for a sort: Name sorts A to Z, Price both ways, Added newest first.
 *
 * @example sortingOf('price_desc') // [{ id: 'price', desc: true }]
 */
export function sortingOf(sort: AdminProductSort | undefined): SortingState {
  if (sort === 'name') return [{ id: 'name', desc: false }];
  if (sort === 'price_asc' || sort === 'price_desc') return [{ id: 'price', desc: sort === 'price_desc' }];
  if (sort === 'newest') return [{ id: 'date', desc: true }];
  return [];
}

/**
 * The sort a header click asks for; a direction the server does not offer (name Z to A, oldest
 * first) goes back to the default, so a second click on Name or Added clears it.
 *
 * @example sortOf([{ id: 'name', desc: true }]) // undefined
 */
export function sortOf(sorting: SortingState): AdminProductSort | undefined {
  const [first] = sorting;
  if (first?.id === 'name' && !first.desc) return 'name';
  if (first?.id === 'price') return first.desc ? 'price_desc' : 'price_asc';
  if (first?.id === 'date' && first.desc) return 'newest';
  return undefined;
}
