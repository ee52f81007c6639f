import { REVIEW_NEEDS_PAID_ORDER, type MyReview, type ReviewInformation } from '../../../../shared/schemas/review';
import { AppError } from '../../../errors/app-error';
import type { DB } from '../../../db/database';
import type { ContextUser } from '../../../services';
import { recordAudit } from '../../1-platform/audit/audit-log-repository';
import { hasPaidOrder } from '../orders/paid-orders';
import { findReviewOfUser, reviewExists, setReviewHidden, upsertReview } from './reviews-repository';

/**
 * Posts `author`'s review, or edits the one they have (one review per customer, kept by the
 * database): `insertedId` is the review's id either way, `updated` says it was an edit. An edit
 * of a hidden review stays hidden. The path e-mail is the procedure's rule: always the author's own.
 *
 * Errors: 409 unless the author has paid for at least one order (the account's state, not its
 * role: a 403 would sign the spec's client out).
 */
export async function addReview(db: DB, author: ContextUser, information: ReviewInformation): Promise<{ insertedId: string; updated: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (!(await hasPaidOrder(trx, author.id))) throw new AppError('conflict', REVIEW_NEEDS_PAID_ORDER);
    const { id, updated } = await upsertReview(trx, { userId: author.id, rating: information.rating, review: information.review });
    return { insertedId: id, updated };
  });
}

/** What the Add Review page shows `user`: whether they may post, and their review to edit. */
export async function myReview(db: DB, user: ContextUser): Promise<MyReview> {
  const [canReview, review] = await Promise.all([hasPaidOrder(db, user.id), findReviewOfUser(db, user.id)]);
  return {
    canReview,
    review: review
      ? {
          _id: review.id,
          reviewInformation: { rating: review.rating, review: review.review },
          date: review.createdAt.toISOString(),
          updatedAt: review.updatedAt?.toISOString() ?? null,
          hidden: review.hiddenAt !== null,
        }
      : null,
  };
}

/**
 * Hides a review from the shop's pages (the list, the home page, the count) or shows it again,
 * audited in the same transaction with the review's state before and after and what it said.
 * Asking for the state it is already in changes nothing: `{modifiedCount: 0}`, no audit entry.
 *
 * Errors: 404 for no such review.
 */
export async function setReviewVisibility(db: DB, admin: ContextUser, reviewId: string, hidden: boolean): Promise<{ modifiedCount: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await setReviewHidden(trx, reviewId, hidden);
    if (!row) {
      if (!(await reviewExists(trx, reviewId))) throw new AppError('not-found', 'No such review');
      return { modifiedCount: 0 };
    }
    await recordAudit(trx, admin, {
      action: hidden ? 'review.hidden' : 'review.shown',
      target: row.id,
      before: { hidden: !hidden },
      after: { hidden },
      details: { author: row.email, rating: row.rating, review: row.review },
    });
    return { modifiedCount: 1 };
  });
}
