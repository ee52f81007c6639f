import type { ReviewInformation } from '../../../shared/schemas/review';
import type { DB } from '../../db/database';
import type { ContextUser } from '../../trpc/context';
import { insertReview } from './reviews-repository';

/** Posts `author`'s review (the path e-mail is the procedure's rule: always the author's own). */
export async function addReview(db: DB, author: ContextUser, information: ReviewInformation): Promise<{ insertedId: string }> {
  const insertedId = await insertReview(db, { userId: author.id, rating: information.rating, review: information.review });
  return { insertedId };
}
