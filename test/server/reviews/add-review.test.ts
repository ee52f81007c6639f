import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';

const shop = useTestApp();

function postReview(email: string, reviewInformation: unknown, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'POST', url: `/api/add-review/${email}`, headers, payload: { reviewInformation } as object });
}

async function reviewsOf(userId: string) {
  return shop.db.selectFrom('reviews').select(['rating', 'review']).where('userId', '=', userId).execute();
}

describe('adding a review (POST /api/add-review/{email})', () => {
  it('stores the review under the signed-in user and lists it on GET /api/reviews', async () => {
    const author = await createUser(shop.db, { name: 'Nadia', email: 'nadia@example.com' });

    const response = await postReview('nadia%40example.com', { rating: 4, review: '  Sturdy spades, quick delivery.  ' }, await bearerHeaders(shop.db, author));

    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json();
    const listed = (await shop.app.inject('/api/reviews')).json();
    expect(listed).toContainEqual(expect.objectContaining({ _id: insertedId, name: 'Nadia', reviewInformation: { rating: 4, review: 'Sturdy spades, quick delivery.' } }));
  });

  it('accepts the raw e-mail in the path too', async () => {
    const author = await createUser(shop.db, { email: 'raw.path@example.com' });
    const response = await postReview('raw.path@example.com', { rating: 5, review: 'Great' }, await bearerHeaders(shop.db, author));
    expect(response.statusCode).toBe(200);
    expect(await reviewsOf(author.id)).toEqual([{ rating: 5, review: 'Great' }]);
  });

  it("refuses to post under someone else's e-mail with 403, admins included", async () => {
    const victim = await createUser(shop.db, { email: 'victim@example.com' });
    for (const poster of [await createUser(shop.db), await createUser(shop.db, { role: 'admin' })]) {
      const response = await postReview('victim%40example.com', { rating: 1, review: 'Fake' }, await bearerHeaders(shop.db, poster));
      expect(response.statusCode).toBe(403);
      expect(await reviewsOf(poster.id)).toEqual([]);
    }
    expect(await reviewsOf(victim.id)).toEqual([]);
  });

  it('lets an admin post a review as themself', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
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
    const author = await createUser(shop.db);
    const response = await postReview(author.email, reviewInformation, await bearerHeaders(shop.db, author));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toBe(message);
    expect(await reviewsOf(author.id)).toEqual([]);
  });

  it('accepts exactly 1000 characters', async () => {
    const author = await createUser(shop.db);
    const response = await postReview(author.email, { rating: 2, review: 'y'.repeat(1000) }, await bearerHeaders(shop.db, author));
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await postReview('someone%40example.com', { rating: 5, review: 'Hi' })).statusCode).toBe(401);
  });
});
