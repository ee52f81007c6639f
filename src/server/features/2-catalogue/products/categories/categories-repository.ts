import type { DB } from '../../../../db/database';
import { isKept, isLive } from '../live-products';

export const categoryColumns = ['id', 'name', 'slug', 'parentId', 'position'] as const;

/**
 * Every category with the number of live (active, not deleted) products directly in it, siblings
 * by position then name. One query: the counts are one grouped scan of the products, not one per
 * category.
 */
export function listCategoriesWithCounts(db: DB) {
  return db
    .selectFrom('categories')
    .leftJoin(
      (eb) => eb.selectFrom('products').select((p) => ['categoryId', p.fn.countAll<number>().as('n')]).where(isLive).groupBy('categoryId').as('counts'),
      (join) => join.onRef('counts.categoryId', '=', 'categories.id'),
    )
    .select(['categories.id', 'categories.name', 'categories.slug', 'categories.parentId', 'categories.position'])
    .select((eb) => eb.fn.coalesce('counts.n', eb.lit(0)).as('productCount'))
    .orderBy('categories.position')
    .orderBy((eb) => eb.fn('lower', ['categories.name']))
    .orderBy('categories.id')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof lockCategory>> & {};

/** The live products a shopper finds under a category: its own and its children's. */
export async function countLiveProductsUnder(db: DB, id: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(isLive)
    .where((eb) => eb.or([eb('categoryId', '=', id), eb('categoryId', 'in', eb.selectFrom('categories').select('id').where('parentId', '=', id))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A category, locked for the rest of the transaction; undefined when unknown. The lock also holds
 * back a product or subcategory being put into it (their foreign key check waits for it).
 */
export function lockCategory(db: DB, id: string) {
  return db.selectFrom('categories').select(categoryColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** What a category holds that keeps it from being deleted: kept products of any status, and subcategories. */
export async function countCategoryContents(db: DB, id: string): Promise<{ products: number; children: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('products').select(eb.fn.countAll<number>().as('n')).where('categoryId', '=', id).where(isKept).as('products'),
      eb.selectFrom('categories').select(eb.fn.countAll<number>().as('n')).where('parentId', '=', id).as('children'),
    ])
    .executeTakeFirstOrThrow();
  return { products: Number(row.products ?? 0), children: Number(row.children ?? 0) };
}

/**
 * The slugs a new slug from `base` could collide with: `base` itself and `base-N`, other than
 * category `except`'s own. (`base` is letters, digits and dashes only: nothing to escape in LIKE.)
 */
export async function slugsLike(db: DB, base: string, except: string | null): Promise<Set<string>> {
  let query = db.selectFrom('categories').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (except) query = query.where('id', '<>', except);
  return new Set((await query.execute()).map((row) => row.slug));
}

export function insertCategory(db: DB, values: { name: string; slug: string; parentId: string | null }) {
  return db.insertInto('categories').values(values).returning(categoryColumns).executeTakeFirstOrThrow();
}

export function overwriteCategory(db: DB, id: string, values: { name?: string; slug?: string; parentId?: string | null; position?: number }) {
  return db
    .updateTable('categories')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(categoryColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Takes the category off deleted products: they left the catalogue, and their stale reference
 * would otherwise keep the category from being deleted (the foreign key restricts).
 */
export async function detachDeletedProducts(db: DB, categoryId: string): Promise<void> {
  await db.updateTable('products').set({ categoryId: null }).where('categoryId', '=', categoryId).where('deletedAt', 'is not', null).execute();
}

/** Deletes a category; the foreign keys refuse it while a product or subcategory still points at it. */
export async function deleteCategory(db: DB, id: string): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

/**
 * Whether the category exists, holding it (`for key share`, as a foreign key check does) until the
 * transaction ends, so it cannot be deleted before the products put into it are saved.
 */
export async function holdCategory(db: DB, id: string): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).forKeyShare().executeTakeFirst()) !== undefined;
}

/** The category of a catalogue URL, or undefined when no category has that slug. */
export function findCategoryBySlug(db: DB, slug: string) {
  return db.selectFrom('categories').select(['slug', 'name']).where('slug', '=', slug).executeTakeFirst();
}
