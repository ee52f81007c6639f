import { useEffect, useRef, useState } from 'react';
import { PRODUCT_STATUSES } from '../../../shared/product-statuses';
import type { CategoryTree } from '../../../shared/schemas/category';
import { CategoryOptions } from '../../components/category-options';
import { FilterBar } from '../../components/filter-bar';
import { FormField } from '../../components/form-field';
import { CATALOGUE_SORTS } from '../../../shared/catalogue-sorts';
import type { AdminProductFilters, AdminProductSort } from './admin-product-filters';

/** How long typing must pause before the search runs: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABELS: Record<AdminProductSort, string> = { relevance: 'Best match', newest: 'Newest first', name: 'Name, A to Z', price_asc: 'Price, low to high', price_desc: 'Price, high to low' };

interface ProductFiltersProps {
  filters: AdminProductFilters;
  categories: CategoryTree;
  onChange: (filters: AdminProductFilters) => void;
}

/**
 * Manage Products' search, status, category and sort on the FilterBar. Each choice is reported at
 * once (the route puts it in the URL), the search after typing pauses, Apply (or Enter) at once;
 * Clear drops them all. Empty choices are left out.
 */
export function ProductFilters({ filters, categories, onChange }: ProductFiltersProps) {
  const [q, setQ] = useState(filters.q ?? '');
  // Back, Forward or "clear" change the URL's q under the box: follow it.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setQ(filters.q ?? '');
  }

  // The latest filters and callback, read when the pause ends: a re-render must not restart it.
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  useEffect(() => {
    const typed = q.trim() || undefined;
    if (typed === latest.current.filters.q) return;
    const timer = setTimeout(() => latest.current.onChange(clean({ ...latest.current.filters, q: typed })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const choose = (name: keyof AdminProductFilters) => (event: React.ChangeEvent<HTMLSelectElement>) => onChange(clean({ ...filters, [name]: event.target.value || undefined }));

  return (
    <FilterBar label="Find products" onApply={(values) => onChange(clean(values as AdminProductFilters))} onClear={() => onChange({})}>
      <FormField label="Search">
        {(control) => <input {...control} type="search" name="q" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Name, SKU or description" maxLength={100} />}
      </FormField>
      <FormField label="Status">
        {(control) => (
          <select {...control} name="status" value={filters.status ?? ''} onChange={choose('status')}>
            <option value="">Any status</option>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Category">
        {(control) => (
          <select {...control} name="category" value={filters.category ?? ''} onChange={choose('category')}>
            <option value="">Any category</option>
            <CategoryOptions tree={categories} value="id" />
          </select>
        )}
      </FormField>
      <FormField label="Sort">
        {(control) => (
          <select {...control} name="sort" value={filters.sort ?? ''} onChange={choose('sort')}>
            <option value="">Best match, else newest</option>
            {CATALOGUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FilterBar>
  );
}

/** The filters without their empty entries, so the URL carries only real choices. */
export function clean(filters: AdminProductFilters): AdminProductFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}
