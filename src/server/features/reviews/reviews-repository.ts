import type { DB } from '../../db/database';

/** Every review with its author, newest first. */
export function listReviews(db: DB) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.userId')
    .select(['reviews.id', 'reviews.rating', 'reviews.review', 'reviews.createdAt', 'users.email', 'users.name'])
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id')
    .execute();
}

export type ReviewListRow = Awaited<ReturnType<typeof listReviews>>[number];
