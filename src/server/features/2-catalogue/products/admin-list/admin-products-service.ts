import type { AdminProductPage, AdminProductQuery } from '../../../../../shared/schemas/admin-products';
import { PRODUCT_STATUSES } from '../../../../../shared/product-statuses';
import type { DB } from '../../../../db/database';
import { findCategoryIdsById } from '../catalogue/category-ids-repository';
import { productPage } from '../catalogue/product-page';
import { toAdminProductDto } from '../product-dto';

/**
 * The admin's product list (`GET /api/admin/products`): the shop's search, sorts and pages over
 * every product that is not deleted, drafts and archived ones included, or those of one status.
 * An unknown category id answers an empty page. Each product with its weight and tax class.
 */
export async function adminProductPage(db: DB, query: AdminProductQuery): Promise<AdminProductPage> {
  const filter = {
    statuses: query.status ? [query.status] : PRODUCT_STATUSES,
    categoryIds: query.category ? await findCategoryIdsById(db, query.category) : null,
    inStock: false,
  };
  return productPage(db, { filter, q: query.q, sort: query.sort, limit: query.limit, cursor: query.cursor }, (rows) => rows.map(toAdminProductDto));
}
