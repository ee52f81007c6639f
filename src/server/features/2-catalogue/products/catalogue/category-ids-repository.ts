import type { DB } from '../../../../db/database';

/** A category's id and its children's (a top-level category holds theirs), by slug; [] when unknown. */
export async function findCategoryIdsBySlug(db: DB, slug: string): Promise<string[]> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where((eb) => eb.or([eb('slug', '=', slug), eb('parentId', '=', eb.selectFrom('categories').select('id').where('slug', '=', slug))]))
    .execute();
  return rows.map((row) => row.id);
}

/** A category's id and its children's, by id; [] when unknown. */
export async function findCategoryIdsById(db: DB, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('parentId', '=', id)]))
    .execute();
  return rows.map((row) => row.id);
}
