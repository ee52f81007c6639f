import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { payingCustomer, postReview } from './review-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A paying customer's review, posted through the API; answers its id and text. */
async function aReview(text: string, name = 'Reviewer') {
  const author = await payingCustomer(shop.db, { name });
  const response = await postReview(shop.app, author.email, { rating: 4, review: text }, await bearerHeaders(shop.db, author));
  return { author, id: response.json().insertedId as string, text };
}

function setVisibility(reviewId: string, action: 'hide' | 'show', headers: Record<string, string>) {
  return shop.app.inject({ method: 'PUT', url: `/api/admin/reviews/${reviewId}/${action}`, headers });
}

const publicTexts = async () => ((await shop.app.inject('/api/reviews')).json() as { reviewInformation: { review: string } }[]).map((review) => review.reviewInformation.review);
const reviewCount = async () => (await shop.app.inject('/api/stat')).json().reviews as number;
const auditOf = (reviewId: string) => shop.db.selectFrom('auditLog').selectAll().where('target', '=', reviewId).orderBy('id').execute();

describe('hiding a review (PUT /api/admin/reviews/{reviewId}/hide and /show)', () => {
  it('takes the review off GET /api/reviews and the count, audited; Show brings it back', async () => {
    const admin = await createUser(shop.db, { role: 'admin', email: 'moderator@example.com' });
    const headers = await bearerHeaders(shop.db, admin);
    const spam = await aReview('Buy cheap watches at example.net', 'Spammer');
    const kept = await aReview('Honest words about rakes');
    const countBefore = await reviewCount();
    expect(await publicTexts()).toContain(spam.text);

    const hidden = await setVisibility(spam.id, 'hide', headers);

    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ modifiedCount: 1 });
    expect(await publicTexts()).not.toContain(spam.text);
    expect(await publicTexts()).toContain(kept.text);
    expect((await shop.app.inject('/trpc/reviews.list')).json().result.data.map((review: { _id: string }) => review._id)).not.toContain(spam.id);
    expect(await reviewCount()).toBe(countBefore - 1);
    expect(await auditOf(spam.id)).toEqual([
      expect.objectContaining({
        action: 'review.hidden',
        actorId: admin.id,
        actorEmail: 'moderator@example.com',
        before: { hidden: false },
        after: { hidden: true },
        details: { author: spam.author.email, rating: 4, review: spam.text },
      }),
    ]);

    const shown = await setVisibility(spam.id, 'show', headers);
    expect(shown.json()).toEqual({ modifiedCount: 1 });
    expect(await publicTexts()).toContain(spam.text);
    expect(await reviewCount()).toBe(countBefore);
    expect((await auditOf(spam.id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'review.hidden', before: { hidden: false }, after: { hidden: true } },
      { action: 'review.shown', before: { hidden: true }, after: { hidden: false } },
    ]);
  });

  it('works through the tRPC procedures too, and repeating a change changes nothing (no second entry)', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const review = await aReview('Repeat after me');
    const caller = callerFor(shop.db, admin);

    expect(await caller.reviews.hide({ reviewId: review.id })).toEqual({ modifiedCount: 1 });
    expect(await caller.reviews.hide({ reviewId: review.id })).toEqual({ modifiedCount: 0 });
    expect(await publicTexts()).not.toContain(review.text);
    expect(await auditOf(review.id)).toHaveLength(1);
    expect(await caller.reviews.show({ reviewId: review.id })).toEqual({ modifiedCount: 1 });
    expect(await caller.reviews.show({ reviewId: review.id })).toEqual({ modifiedCount: 0 });
    expect(await auditOf(review.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown review', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const response = await setVisibility(UNKNOWN, 'hide', await bearerHeaders(shop.db, admin));
    expect(response.statusCode).toBe(404);
    await expect(callerFor(shop.db, admin).reviews.show({ reviewId: UNKNOWN })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses customers (even the author) with 403 and visitors with 401, over REST and tRPC', async () => {
    const review = await aReview('Not for you to hide');
    for (const action of ['hide', 'show'] as const) {
      expect((await setVisibility(review.id, action, await bearerHeaders(shop.db, review.author))).statusCode).toBe(403);
      expect((await setVisibility(review.id, action, {})).statusCode).toBe(401);
      await expect(callerFor(shop.db, review.author).reviews[action]({ reviewId: review.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await publicTexts()).toContain(review.text);
    expect(await auditOf(review.id)).toEqual([]);
  });

  it("keeps an edited review hidden: the author's new words stay off the shop's pages", async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const review = await aReview('Rude words');
    await callerFor(shop.db, admin).reviews.hide({ reviewId: review.id });

    const edit = await postReview(shop.app, review.author.email, { rating: 5, review: 'Polite words' }, await bearerHeaders(shop.db, review.author));

    expect(edit.json()).toEqual({ insertedId: review.id, updated: true });
    expect(await publicTexts()).not.toContain('Polite words');
    expect(await callerFor(shop.db, review.author).reviews.mine()).toMatchObject({ review: { hidden: true, reviewInformation: { review: 'Polite words' } } });
  });
});

describe('the admin review list (GET /api/admin/reviews)', () => {
  it('lists every review with its author and state, hidden ones included, a page at a time', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const headers = await bearerHeaders(shop.db, admin);
    const hidden = await aReview('Hidden one', 'Hana');
    await callerFor(shop.db, admin).reviews.hide({ reviewId: hidden.id });

    const all = (await shop.app.inject({ url: '/api/admin/reviews?limit=100', headers })).json();
    expect(all.reviews).toContainEqual(
      expect.objectContaining({ _id: hidden.id, name: 'Hana', email: hidden.author.email, hidden: true, hiddenAt: expect.any(String), reviewInformation: { rating: 4, review: 'Hidden one' } }),
    );

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { reviews: { _id: string }[]; next: string | null } = (await shop.app.inject({ url: `/api/admin/reviews?limit=2${cursor ? `&cursor=${cursor}` : ''}`, headers })).json();
      expect(page.reviews.length).toBeLessThanOrEqual(2);
      ids.push(...page.reviews.map((review: { _id: string }) => review._id));
      cursor = page.next;
    } while (cursor);
    expect(ids).toEqual(all.reviews.map((review: { _id: string }) => review._id));
  });

  it('is for admins only', async () => {
    const customer = await payingCustomer(shop.db);
    expect((await shop.app.inject({ url: '/api/admin/reviews', headers: await bearerHeaders(shop.db, customer) })).statusCode).toBe(403);
    expect((await shop.app.inject('/api/admin/reviews')).statusCode).toBe(401);
  });
});
