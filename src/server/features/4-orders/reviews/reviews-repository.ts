import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import { userEmail, userName, userNames } from '../../3-accounts/accounts/user-lookups';

/** Every shown review with its author's name (not e-mail: the list is public), newest first. */
export function listReviews(db: DB) {
  return db
    .selectFrom('reviews')
    .innerJoin(userNames().as('authors'), 'authors.id', 'reviews.userId')
    .select(['reviews.id', 'reviews.rating', 'reviews.review', 'reviews.createdAt', 'authors.name'])
    .where('reviews.hiddenAt', 'is', null)
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id')
    .execute();
}

export type ReviewListRow = Awaited<ReturnType<typeof listReviews>>[number];

/**
 * Stores `userId`'s review, or replaces the rating and text of the one they have: the unique
 * index on `user_id` decides between two posts racing each other, so there is never a second.
 * `updated` tells the two apart (only an edit sets `updated_at`).
 */
export async function upsertReview(db: DB, review: { userId: string; rating: number; review: string }): Promise<{ id: string; updated: boolean }> {
  const row = await db
    .insertInto('reviews')
    .values(review)
    .onConflict((oc) => oc.column('userId').doUpdateSet((eb) => ({ rating: eb.ref('excluded.rating'), review: eb.ref('excluded.review'), updatedAt: sql<Date>`now()` })))
    .returning(['id', 'updatedAt'])
    .executeTakeFirstOrThrow();
  return { id: row.id, updated: row.updatedAt !== null };
}

/** `userId`'s review, hidden or not. */
export function findReviewOfUser(db: DB, userId: string) {
  return db.selectFrom('reviews').select(['id', 'rating', 'review', 'createdAt', 'updatedAt', 'hiddenAt']).where('userId', '=', userId).executeTakeFirst();
}

/**
 * Every review, hidden ones included, with its author's name and e-mail (admins only), newest
 * first, after the review `before` (the keyset of a page; an unknown id gives an empty page).
 */
export function listAllReviews(db: DB, query: { before?: string; limit: number }) {
  let select = db
    .selectFrom('reviews')
    .select((eb) => [
      'reviews.id',
      'reviews.rating',
      'reviews.review',
      'reviews.createdAt',
      'reviews.updatedAt',
      'reviews.hiddenAt',
      userName(eb.ref('reviews.userId')).as('name'),
      userEmail(eb.ref('reviews.userId')).as('email'),
    ])
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(query.limit);
  if (query.before !== undefined) {
    const before = query.before;
    select = select.where(({ eb, refTuple, selectFrom }) =>
      eb(refTuple('reviews.createdAt', 'reviews.id'), '<', selectFrom('reviews as cursor').select(['cursor.createdAt', 'cursor.id']).where('cursor.id', '=', before).$asTuple('createdAt', 'id')),
    );
  }
  return select.execute();
}

export type AdminReviewRow = Awaited<ReturnType<typeof listAllReviews>>[number];

/**
 * Hides (`hidden` true) or shows a review when it is not already so, and answers it with its
 * author's e-mail; undefined when nothing changed (no such review, or already in that state), so
 * two admins clicking at once change it once.
 */
export function setReviewHidden(db: DB, id: string, hidden: boolean) {
  return db
    .updateTable('reviews')
    .set({ hiddenAt: hidden ? sql<Date>`now()` : null })
    .where('reviews.id', '=', id)
    .where('reviews.hiddenAt', hidden ? 'is' : 'is not', null)
    .returning((eb) => ['reviews.id', 'reviews.rating', 'reviews.review', 'reviews.hiddenAt', userEmail(eb.ref('reviews.userId')).as('email')])
    .executeTakeFirst();
}

/** Whether a review with `id` exists. */
export async function reviewExists(db: DB, id: string): Promise<boolean> {
  return (await db.selectFrom('reviews').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
