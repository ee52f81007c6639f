import type { z } from 'zod';
import { UNKNOWN_CATEGORY } from '../../../../shared/schemas/category-slug';
import type { productBulkMoveSchema, productBulkResultSchema, productBulkStatusSchema } from '../../../../shared/schemas/product';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { recordAudits } from '../../1-platform/audit/audit-log-repository';
import { holdCategory } from './categories/categories-repository';
import { toProductDto } from './product-dto';
import { changeKeptProducts, lockKeptProducts, type ProductBulkChange } from './product-writes-repository';

type BulkResult = z.infer<typeof productBulkResultSchema>;

/**
 * Applies `change` to the selected products in one transaction. Unknown and deleted ids are
 * skipped (`matchedCount` says how many were found), so a selection that another admin partly
 * deleted meanwhile still goes through. Each product that changed gets its own `product.updated`
 * audit entry with before and after, as a single edit would, so the audit page shows it alike.
 */
async function changeProducts({ db }: AppServices, admin: ContextUser, ids: readonly string[], change: ProductBulkChange): Promise<BulkResult> {
  return db.transaction().execute(async (trx) => {
    if ('categoryId' in change && change.categoryId !== null && !(await holdCategory(trx, change.categoryId))) {
      throw new AppError('invalid', UNKNOWN_CATEGORY, { categoryId: [UNKNOWN_CATEGORY] });
    }
    const before = await lockKeptProducts(trx, ids);
    const differs = (row: (typeof before)[number]) => ('status' in change ? row.status !== change.status : row.categoryId !== change.categoryId);
    const changing = before.filter(differs);
    const after = changing.length > 0 ? await changeKeptProducts(trx, changing.map((row) => row.id), change) : [];
    const afterById = new Map(after.map((row) => [row.id, row]));
    await recordAudits(
      trx,
      admin,
      changing.map((row) => ({ action: 'product.updated', target: row.id, before: toProductDto(row), after: toProductDto(afterById.get(row.id)!) })),
    );
    return { matchedCount: before.length, modifiedCount: after.length };
  });
}

/** Sets the status of the selected products (`POST /admin/products/status`). */
export function setProductsStatus(services: AppServices, admin: ContextUser, input: z.infer<typeof productBulkStatusSchema>): Promise<BulkResult> {
  return changeProducts(services, admin, input.ids, { status: input.status });
}

/** Moves the selected products to a category, or to none (`POST /admin/products/category`); 400 for an unknown category. */
export function moveProducts(services: AppServices, admin: ContextUser, input: z.infer<typeof productBulkMoveSchema>): Promise<BulkResult> {
  return changeProducts(services, admin, input.ids, { categoryId: input.categoryId });
}
