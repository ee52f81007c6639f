import { useTestApp } from '../../helpers/test-app';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';

const shop = useTestApp();

describe('GET /api/reviews', () => {
  it('answers an empty list before anyone reviewed', async () => {
    const response = await shop.app.inject('/api/reviews');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers every review, newest first, under the reviewer's name", async () => {
    const ana = await createUser(shop.db, { name: 'Ana Gardener', email: 'ana@example.com' });
    const ben = await createUser(shop.db, { name: 'Ben Grower', email: 'ben@example.com' });
    const older = await shop.db
      .insertInto('reviews')
      .values({ userId: ana.id, rating: 4, review: 'Good rakes', createdAt: new Date('2026-03-01T10:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newer = await shop.db
      .insertInto('reviews')
      .values({ userId: ben.id, rating: 5, review: 'Great spades', createdAt: new Date('2026-03-02T10:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The first test's answer (an empty list) is in the response cache: written straight to the
    // table, the reviews show once the table's change notice has cleared it (well under a second,
    // later on a busy machine), as for any reader.
    await expect.poll(async () => (await shop.app.inject('/api/reviews')).json<unknown[]>().length, { timeout: 20_000 }).toBe(2);
    const rest = await shop.app.inject('/api/reviews');
    expect(rest.json()).toEqual([
      { _id: newer.id, name: 'Ben Grower', reviewInformation: { rating: 5, review: 'Great spades' }, date: '2026-03-02T10:00:00.000Z' },
      { _id: older.id, name: 'Ana Gardener', reviewInformation: { rating: 4, review: 'Good rakes' }, date: '2026-03-01T10:00:00.000Z' },
    ]);
    const trpc = await shop.app.inject('/trpc/reviews.list');
    expect(trpc.json().result.data).toEqual(rest.json());
  });
});
