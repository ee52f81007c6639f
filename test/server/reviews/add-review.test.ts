import type { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { REVIEW_NEEDS_PAID_ORDER } from '../../../src/shared/schemas/review';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { placeOrder } from '../orders/order-helpers';
import { payForAnOrder, payingCustomer, postReview as post, reviewsOf as rowsOf } from './review-helpers';

const shop = useTestApp();
const postReview = (email: string, reviewInformation: unknown, headers: Record<string, string> = {}) => post(shop.app, email, reviewInformation, headers);
const reviewsOf = async (userId: string) => (await rowsOf(shop.db, userId)).map(({ rating, review }) => ({ rating, review }));

describe('adding a review (POST /api/add-review/{email})', () => {
  it('stores the review under the signed-in user and lists it on GET /api/reviews', async () => {
    const author = await payingCustomer(shop.db, { name: 'Nadia', email: 'nadia@example.com' });

    const response = await postReview('nadia%40example.com', { rating: 4, review: '  Sturdy spades, quick delivery.  ' }, await bearerHeaders(shop.db, author));

    expect(response.statusCode).toBe(200);
    const { insertedId, updated } = response.json();
    expect(updated).toBe(false);
    const listed = (await shop.app.inject('/api/reviews')).json();
    expect(listed).toContainEqual(expect.objectContaining({ _id: insertedId, name: 'Nadia', reviewInformation: { rating: 4, review: 'Sturdy spades, quick delivery.' } }));
  });

  it('accepts the raw e-mail in the path too', async () => {
    const author = await payingCustomer(shop.db, { email: 'raw.path@example.com' });
    const response = await postReview('raw.path@example.com', { rating: 5, review: 'Great' }, await bearerHeaders(shop.db, author));
    expect(response.statusCode).toBe(200);
    expect(await reviewsOf(author.id)).toEqual([{ rating: 5, review: 'Great' }]);
  });

  it("refuses to post under someone else's e-mail with 403, admins included", async () => {
    const victim = await payingCustomer(shop.db, { email: 'victim@example.com' });
    for (const poster of [await payingCustomer(shop.db), await payingCustomer(shop.db, { role: 'admin' })]) {
      const response = await postReview('victim%40example.com', { rating: 1, review: 'Fake' }, await bearerHeaders(shop.db, poster));
      expect(response.statusCode).toBe(403);
      expect(await reviewsOf(poster.id)).toEqual([]);
    }
    expect(await reviewsOf(victim.id)).toEqual([]);
  });

  it('lets an admin who paid for an order post a review as themself', async () => {
    const admin = await payingCustomer(shop.db, { role: 'admin' });
    await expect(callerFor(shop.db, admin).reviews.add({ email: admin.email, reviewInformation: { rating: 3, review: 'Fine' } })).resolves.toHaveProperty('insertedId');
  });

  it.each([
    [{ rating: 0, review: 'x' }, 'Choose a rating from 1 to 5'],
    [{ rating: 6, review: 'x' }, 'Choose a rating from 1 to 5'],
    [{ rating: 3.5, review: 'x' }, 'Choose a whole number of stars'],
    [{ review: 'x' }, 'Choose a rating'],
    [{ rating: 4, review: '   ' }, 'Please write a review'],
    [{ rating: 4, review: 'x'.repeat(1001) }, 'Keep the review under 1000 characters'],
  ])('refuses %j with 400 (%s)', async (reviewInformation, message) => {
    const author = await payingCustomer(shop.db);
    const response = await postReview(author.email, reviewInformation, await bearerHeaders(shop.db, author));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toBe(message);
    expect(await reviewsOf(author.id)).toEqual([]);
  });

  it('accepts exactly 1000 characters', async () => {
    const author = await payingCustomer(shop.db);
    const response = await postReview(author.email, { rating: 2, review: 'y'.repeat(1000) }, await bearerHeaders(shop.db, author));
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await postReview('someone%40example.com', { rating: 5, review: 'Hi' })).statusCode).toBe(401);
  });
});

describe('reviews need a paid order', () => {
  /** A customer with orders that were never paid: one pending, one cancelled, one expired. */
  async function customerWithUnpaidOrders() {
    const customer = await createUser(shop.db);
    const product = await createProduct(shop.db, { minimumOrder: 1 });
    await placeOrder(shop.db, customer, product.id, 1);
    const cancelled = await placeOrder(shop.db, customer, product.id, 1);
    await callerFor(shop.db, customer).orders.cancel({ orderId: cancelled });
    const expired = await placeOrder(shop.db, customer, product.id, 1);
    await shop.db.updateTable('orders').set({ status: 'expired', cancelledAt: new Date(), cancelReason: 'Not paid within 24 hours' }).where('id', '=', expired).execute();
    return customer;
  }

  it('refuses a customer without any order: 409 with the reason (a state, not a role: 403 would sign the client out), over REST', async () => {
    const customer = await createUser(shop.db);
    const response = await postReview(encodeURIComponent(customer.email), { rating: 5, review: 'Never bought a thing' }, await bearerHeaders(shop.db, customer));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: REVIEW_NEEDS_PAID_ORDER });
    expect(await reviewsOf(customer.id)).toEqual([]);
    expect((await shop.app.inject('/api/reviews')).json()).not.toContainEqual(expect.objectContaining({ reviewInformation: expect.objectContaining({ review: 'Never bought a thing' }) }));
  });

  it('refuses a customer whose orders are pending, cancelled or expired, over REST and tRPC', async () => {
    const customer = await customerWithUnpaidOrders();
    const response = await postReview(customer.email, { rating: 1, review: 'Unpaid' }, await bearerHeaders(shop.db, customer));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(REVIEW_NEEDS_PAID_ORDER);

    const trpc = callerFor(shop.db, customer).reviews.add({ email: customer.email, reviewInformation: { rating: 1, review: 'Unpaid' } });
    await expect(trpc).rejects.toThrow(REVIEW_NEEDS_PAID_ORDER);
    await expect(trpc).rejects.toMatchObject({ code: 'CONFLICT' } satisfies Partial<TRPCError>);
    expect(await reviewsOf(customer.id)).toEqual([]);
  });

  it('refuses over the web client (tRPC over HTTP) too', async () => {
    const customer = await createUser(shop.db);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/trpc/reviews.add',
      headers: { ...(await bearerHeaders(shop.db, customer)), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: customer.email, reviewInformation: { rating: 5, review: 'Sneaky' } }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(REVIEW_NEEDS_PAID_ORDER);
    expect(await reviewsOf(customer.id)).toEqual([]);
  });

  it('lets the same customer post once one order is paid', async () => {
    const customer = await customerWithUnpaidOrders();
    await payForAnOrder(shop.db, customer);
    const response = await postReview(customer.email, { rating: 5, review: 'Paid and happy' }, await bearerHeaders(shop.db, customer));
    expect(response.statusCode).toBe(200);
    expect(await reviewsOf(customer.id)).toEqual([{ rating: 5, review: 'Paid and happy' }]);
  });
});

describe('one review per customer', () => {
  it('posting again over REST edits the one review: same id, updated true, listed once', async () => {
    const author = await payingCustomer(shop.db, { name: 'Rafi' });
    const headers = await bearerHeaders(shop.db, author);
    const first = (await postReview(author.email, { rating: 2, review: 'Blunt on arrival' }, headers)).json();
    const second = await postReview(author.email, { rating: 5, review: 'Sharpened, and the shop helped' }, headers);

    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ insertedId: first.insertedId, updated: true });
    expect(await reviewsOf(author.id)).toEqual([{ rating: 5, review: 'Sharpened, and the shop helped' }]);
    const mine = (await shop.app.inject('/api/reviews')).json().filter((review: { name: string }) => review.name === 'Rafi');
    expect(mine).toEqual([expect.objectContaining({ _id: first.insertedId, reviewInformation: { rating: 5, review: 'Sharpened, and the shop helped' } })]);
  });

  it('posting again through the tRPC procedure edits it too', async () => {
    const author = await payingCustomer(shop.db);
    const caller = callerFor(shop.db, author);
    const first = await caller.reviews.add({ email: author.email, reviewInformation: { rating: 3, review: 'Fine' } });
    const second = await caller.reviews.add({ email: author.email, reviewInformation: { rating: 4, review: 'Better than fine' } });
    expect(second).toEqual({ insertedId: first.insertedId, updated: true });
    expect(await reviewsOf(author.id)).toEqual([{ rating: 4, review: 'Better than fine' }]);
  });

  it('two posts at once by one customer leave one review', async () => {
    const author = await payingCustomer(shop.db);
    const headers = await bearerHeaders(shop.db, author);
    const texts = Array.from({ length: 6 }, (_, i) => `Post number ${i}`);

    const responses = await Promise.all(texts.map((review) => postReview(author.email, { rating: 4, review }, headers)));

    expect(responses.map((response) => response.statusCode)).toEqual(texts.map(() => 200));
    const ids = new Set(responses.map((response) => response.json().insertedId));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.json().updated === false)).toHaveLength(1);
    const rows = await reviewsOf(author.id);
    expect(rows).toHaveLength(1);
    expect(texts).toContain(rows[0]!.review);
  });

  it('posts that meet a first one still being written wait for it, then edit it: one review, no error', async () => {
    const author = await payingCustomer(shop.db);
    const headers = await bearerHeaders(shop.db, author);
    // The first post has written its row but not committed: the others cannot see it yet.
    const first = await holdTransaction(shop.db, (trx) => trx.insertInto('reviews').values({ userId: author.id, rating: 1, review: 'First' }).execute());

    const racing = Promise.all([postReview(author.email, { rating: 4, review: 'Second' }, headers), postReview(author.email, { rating: 5, review: 'Third' }, headers)]);
    await waitForLockWaiters(shop.db, 2);
    await first.release();
    const responses = await racing;

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.map((response) => response.json().updated)).toEqual([true, true]);
    const rows = await rowsOf(shop.db, author.id);
    expect(rows).toHaveLength(1);
    expect(responses.map((response) => response.json().insertedId)).toEqual([rows[0]!.id, rows[0]!.id]);
    expect(['Second', 'Third']).toContain(rows[0]!.review);
  });

  it('the database refuses a second review row for one customer, whatever writes it', async () => {
    const author = await payingCustomer(shop.db);
    await shop.db.insertInto('reviews').values({ userId: author.id, rating: 5, review: 'One' }).execute();
    await expect(shop.db.insertInto('reviews').values({ userId: author.id, rating: 4, review: 'Two' }).execute()).rejects.toThrow(/reviews_user_id_key/);
  });
});

describe('my review (reviews.mine, the Add Review page)', () => {
  it('says a customer without a paid order cannot review yet', async () => {
    const customer = await createUser(shop.db);
    expect(await callerFor(shop.db, customer).reviews.mine()).toEqual({ canReview: false, review: null });
  });

  it('gives a paying customer their review to edit, and says when it was edited', async () => {
    const author = await payingCustomer(shop.db);
    const caller = callerFor(shop.db, author);
    expect(await caller.reviews.mine()).toEqual({ canReview: true, review: null });

    const { insertedId } = await caller.reviews.add({ email: author.email, reviewInformation: { rating: 4, review: 'Good hoes' } });
    expect(await caller.reviews.mine()).toEqual({
      canReview: true,
      review: { _id: insertedId, reviewInformation: { rating: 4, review: 'Good hoes' }, date: expect.any(String), updatedAt: null, hidden: false },
    });
    await caller.reviews.add({ email: author.email, reviewInformation: { rating: 5, review: 'Great hoes' } });
    const { review } = await caller.reviews.mine();
    expect(review).toMatchObject({ _id: insertedId, reviewInformation: { rating: 5, review: 'Great hoes' }, updatedAt: expect.any(String) });
  });

  it('is for signed-in users only', async () => {
    await expect(callerFor(shop.db, null).reviews.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
