import type { Category, CategoryInput, CategoryPatch } from '../../../../../shared/schemas/category';
import { UNKNOWN_CATEGORY } from '../../../../../shared/schemas/category-slug';
import type { DB } from '../../../../db/database';
import { AppError } from '../../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../../services';
import { recordAudit } from '../../../1-platform/audit/audit-log-repository';
import { brokeConstraint, CHECK_VIOLATION, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../broken-constraint';
import {
  countCategoryContents,
  countLiveProductsUnder,
  deleteCategory,
  detachDeletedProducts,
  insertCategory,
  lockCategory,
  overwriteCategory,
  slugsLike,
} from './categories-repository';
import { freeSlug, slugOf } from './category-slug';
import { toCategoryDto } from './category-dto';

const noSuchCategory = () => new AppError('not-found', 'No such category');
const invalidParent = (message: string) => new AppError('invalid', message, { parentId: [message] });
const STAYS_AT_TOP = 'A category with subcategories stays at the top level';
/** Admins taking one slug at once: a loser picks the next free one, this many times at most. */
const SLUG_ATTEMPTS = 5;

/** Rethrows the database's word on a category write as the form's field errors. */
function rethrowAsFieldError(error: unknown): never {
  if (brokeConstraint(error, UNIQUE_VIOLATION, 'categories_sibling_name_key')) {
    throw new AppError('conflict', 'A category of this name is already there', { name: ['A category of this name is already there'] });
  }
  if (brokeConstraint(error, CHECK_VIOLATION, 'categories_two_levels')) throw invalidParent('Choose a top-level category as the parent');
  if (brokeConstraint(error, CHECK_VIOLATION, 'categories_not_own_parent')) throw invalidParent('A category cannot be its own parent');
  if (brokeConstraint(error, FOREIGN_KEY_VIOLATION, 'categories_parent_id_fkey')) throw invalidParent(UNKNOWN_CATEGORY);
  throw error;
}

/**
 * Runs `write` in a transaction, again when another write took its slug first (the unique
 * constraint decides, not the read that chose the slug).
 */
async function withSlugRetry<T>(db: DB, write: (trx: DB) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(write);
    } catch (error) {
      if (!brokeConstraint(error, UNIQUE_VIOLATION, 'categories_slug_key')) rethrowAsFieldError(error);
      if (attempt === SLUG_ATTEMPTS) throw new AppError('conflict', 'Other categories of this name are being saved at this moment; please try again');
    }
  }
}

/** A free slug for `name`; category `own`'s current slug counts as free. */
async function slugFor(trx: DB, name: string, own: string | null): Promise<string> {
  const base = slugOf(name);
  return freeSlug(base, await slugsLike(trx, base, own));
}

/**
 * Adds a category (`POST /categories`) with a slug made from its name, at the top or under a
 * top-level category. 400 on `parentId` for an unknown parent or one that is itself a child, 409
 * on `name` for a sibling of the same name.
 */
export async function createCategory({ db }: AppServices, admin: ContextUser, input: CategoryInput): Promise<Category> {
  return withSlugRetry(db, async (trx) => {
    const row = await insertCategory(trx, { name: input.name, parentId: input.parentId ?? null, slug: await slugFor(trx, input.name, null) });
    await recordAudit(trx, admin, { action: 'category.added', target: row.id, after: row });
    return toCategoryDto(row, 0);
  });
}

/**
 * Renames (a new slug), moves or reorders a category (`PATCH /categories/{id}`). A category with
 * subcategories stays at the top (400); 404 when unknown. The audit entry holds before and after.
 */
export async function updateCategory({ db }: AppServices, admin: ContextUser, id: string, patch: CategoryPatch): Promise<Category> {
  return withSlugRetry(db, async (trx) => {
    const before = await lockCategory(trx, id);
    if (!before) throw noSuchCategory();
    if (patch.parentId && patch.parentId !== before.parentId && (await countCategoryContents(trx, id)).children > 0) throw invalidParent(STAYS_AT_TOP);
    const renamed = patch.name !== undefined && patch.name !== before.name;
    const after = await overwriteCategory(trx, id, { ...patch, ...(renamed ? { slug: await slugFor(trx, patch.name as string, id) } : {}) });
    await recordAudit(trx, admin, { action: 'category.updated', target: id, before, after });
    return toCategoryDto(after, await countLiveProductsUnder(trx, id));
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes a category (`DELETE /categories/{id}`) that holds no products (of any status) and no
 * subcategories: 409 with the count otherwise, 404 when unknown. The lock holds back a product
 * being put into it meanwhile; the foreign keys have the final word.
 */
export async function removeCategory({ db }: AppServices, admin: ContextUser, id: string): Promise<{ deletedCount: number }> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await lockCategory(trx, id);
      if (!before) throw noSuchCategory();
      const held = await countCategoryContents(trx, id);
      if (held.products > 0) throw new AppError('conflict', `This category holds ${plural(held.products, 'product', 'products')}`);
      if (held.children > 0) throw new AppError('conflict', `This category holds ${plural(held.children, 'subcategory', 'subcategories')}`);
      await detachDeletedProducts(trx, id);
      await deleteCategory(trx, id);
      await recordAudit(trx, admin, { action: 'category.deleted', target: id, before });
      return { deletedCount: 1 };
    })
    .catch((error: unknown) => {
      if (brokeConstraint(error, FOREIGN_KEY_VIOLATION, 'products_category_id_fkey') || brokeConstraint(error, FOREIGN_KEY_VIOLATION, 'categories_parent_id_fkey')) {
        throw new AppError('conflict', 'This category still holds products or subcategories');
      }
      throw error;
    });
}
