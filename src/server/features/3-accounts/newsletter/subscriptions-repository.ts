import type { SubscriptionStatus } from '../../../../shared/schemas/newsletter';
import type { DB } from '../../../db/database';

export interface PendingSubscription {
  email: string;
  confirmTokenHash: string;
  confirmExpiresAt: Date;
  unsubscribeTokenHash: string;
}

/**
 * Makes `email` pending with new link tokens, unless it is confirmed or had a confirmation mail
 * since `resendAfter`: one upsert on the e-mail's unique key, so two sign-ups of one address
 * cannot both pass. Answers whether a confirmation mail is due (a row was written).
 */
export async function upsertPendingSubscription(db: DB, pending: PendingSubscription, now: Date, resendAfter: Date): Promise<boolean> {
  const renewed = { ...pending, status: 'pending' as const, confirmUsedAt: null, confirmationSentAt: now, confirmedAt: null, unsubscribedAt: null, updatedAt: now };
  const row = await db
    .insertInto('newsletterSubscriptions')
    .values({ ...pending, confirmationSentAt: now, createdAt: now, updatedAt: now })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet(renewed)
        .where('newsletterSubscriptions.status', '<>', 'confirmed')
        .where('newsletterSubscriptions.confirmationSentAt', '<', resendAfter),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Confirms the pending subscription of a live, unused confirmation token: one conditional update,
 * so of two racing uses exactly one answers true.
 */
export async function confirmByToken(db: DB, confirmTokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('newsletterSubscriptions')
    .set({ status: 'confirmed', confirmedAt: now, confirmUsedAt: now, updatedAt: now })
    .where('confirmTokenHash', '=', confirmTokenHash)
    .where('status', '=', 'pending')
    .where('confirmUsedAt', 'is', null)
    .where('confirmExpiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a confirmation token's subscription is now (a read, to say why a confirmation failed). */
export function findByConfirmToken(db: DB, confirmTokenHash: string) {
  return db
    .selectFrom('newsletterSubscriptions')
    .select(['status', 'confirmUsedAt', 'confirmExpiresAt'])
    .where('confirmTokenHash', '=', confirmTokenHash)
    .executeTakeFirst();
}

/** Unsubscribes the token's subscription; a repeat keeps the first time. Answers whether the token is known. */
export async function unsubscribeByToken(db: DB, unsubscribeTokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('newsletterSubscriptions')
    .set((eb) => ({ status: 'unsubscribed', unsubscribedAt: eb.fn.coalesce('unsubscribedAt', eb.val(now)), updatedAt: now }))
    .where('unsubscribeTokenHash', '=', unsubscribeTokenHash)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface SubscriberQuery {
  status?: SubscriptionStatus;
  /** Only rows signed up before this one (the keyset of a page). */
  before?: { createdAt: Date; id: string };
  limit: number;
}

/** Subscriptions newest first, one status or all; walks the `(status,) created_at desc, id desc` indexes. */
export function listSubscriptions(db: DB, query: SubscriberQuery) {
  let select = db
    .selectFrom('newsletterSubscriptions')
    .select(['id', 'email', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.status !== undefined) select = select.where('status', '=', query.status);
  const before = query.before;
  if (before !== undefined) select = select.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(before.createdAt, before.id)));
  return select.execute();
}

export type SubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>[number];
