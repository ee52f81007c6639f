import type { DB } from '../../db/database';

/** Every review with its author's name (not e-mail: the list is public), newest first. */
export function listReviews(db: DB) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.userId')
    .select(['reviews.id', 'reviews.rating', 'reviews.review', 'reviews.createdAt', 'users.name'])
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id')
    .execute();
}

export type ReviewListRow = Awaited<ReturnType<typeof listReviews>>[number];

/** Stores a review by `userId` and returns its id. */
export async function insertReview(db: DB, review: { userId: string; rating: number; review: string }): Promise<string> {
  const row = await db.insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
