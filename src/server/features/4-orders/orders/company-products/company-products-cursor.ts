import { COMPANY_PRODUCTS_SORTS, type CompanyProductsSort } from '../../../../../shared/company-products-sorts';
import { lowerNameKey, microsKey, sortedCursor, type SortedKey } from '../../../../db/sorted-cursor';

/** Where a page of "Products we buy" ends: the last order's time in microseconds, the lower-cased name, or the count of orders. */
export type CompanyProductsKey = SortedKey<CompanyProductsSort>;

const cursor = sortedCursor(COMPANY_PRODUCTS_SORTS, {
  last_ordered: microsKey,
  name: lowerNameKey,
  times_ordered: (key) => /^\d{1,9}$/.test(key),
});

/** The opaque cursor of a page of "Products we buy", and its reading (a 400 on `cursor` for one made for another sort). */
export const encodeCompanyProductsCursor = cursor.encode;
export const decodeCompanyProductsCursor = cursor.decode;
