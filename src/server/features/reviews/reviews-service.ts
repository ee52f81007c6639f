import { TRPCError } from '@trpc/server';
import type { ReviewInformation } from '../../../shared/schemas/review';
import type { DB } from '../../db/database';
import type { ContextUser } from '../../trpc/context';
import { insertReview } from './reviews-repository';

/**
 * Posts `author`'s review under `email`, which must be the author's own: nobody, admins
 * included, posts as someone else (403).
 */
export async function addReview(db: DB, author: ContextUser, email: string, information: ReviewInformation): Promise<{ insertedId: string }> {
  if (email !== author.email) throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only post reviews as yourself' });
  const insertedId = await insertReview(db, { userId: author.id, rating: information.rating, review: information.review });
  return { insertedId };
}
