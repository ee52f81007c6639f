import type { Insertable } from 'kysely';
import type { DB } from '../../../db/database';
import type { ReviewsTable } from '../../../db/schema';

/**
 * Inserts the demo seed's reviews, which have fixed ids, leaving alone any that would conflict:
 * not only on the id, since a reviewer keeps the one review they have (reviews_user_id_key).
 * Returns how many were added.
 */
export async function insertSeedReviews(db: DB, reviews: readonly Insertable<ReviewsTable>[]): Promise<number> {
  const result = await db.insertInto('reviews').values(reviews).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
