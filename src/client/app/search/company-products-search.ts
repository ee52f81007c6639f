import { COMPANY_PRODUCTS_SORTS, type CompanyProductsSort } from '../../../shared/company-products-sorts';
import { asString, asText, nonBlank, oneOf, urlSearch } from '../../lib/url-search';

/** dashboard/company/products' search and sort as the URL keeps them; no sort: last ordered first. */
export interface CompanyProductsSearch {
  q?: string;
  sort?: CompanyProductsSort;
}

/**
 * Keeps a non-blank `q` as typed (the server checks its length) and a known `sort`.
 *
 * @example validateCompanyProductsSearch({ q: 'spade', sort: 'name', page: 2 }) // { q: 'spade', sort: 'name' }
 * @example validateCompanyProductsSearch({ q: ' ', sort: 'price' }) // {}
 */
export const validateCompanyProductsSearch: (search: Record<string, unknown>) => CompanyProductsSearch = urlSearch({
  q: nonBlank(asString),
  sort: oneOf(asText, COMPANY_PRODUCTS_SORTS),
});
