import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index';
import { migrateToLatest } from '../../../src/server/migrate';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase({ migrated: false });
const REVIEW_RULES = '2026-11-24T01-00-review-rules';

describe('migration 2026-11-24T01-00-review-rules', () => {
  it("keeps each customer's newest review of those stored before, then allows one per customer", async () => {
    const db = database.db;
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < REVIEW_RULES));
    await migrateToLatest(db, before);
    const { rows: users } = await sql<{ id: string }>`insert into users (email, name) values ('amina@example.com', 'Amina'), ('lars@example.com', 'Lars') returning id`.execute(db);
    const [amina, lars] = users.map((user) => user.id);
    await sql`insert into reviews (user_id, rating, review, created_at) values
      (${amina}, 3, 'Amina, older', '2026-01-01T00:00:00Z'),
      (${amina}, 5, 'Amina, newest', '2026-03-01T00:00:00Z'),
      (${amina}, 4, 'Amina, middle', '2026-02-01T00:00:00Z'),
      (${lars}, 4, 'Lars, only', '2026-01-15T00:00:00Z')`.execute(db);

    await migrateToLatest(db);

    const kept = await db.selectFrom('reviews').select(['review', 'hiddenAt', 'updatedAt']).orderBy('review').execute();
    expect(kept).toEqual([
      { review: 'Amina, newest', hiddenAt: null, updatedAt: null },
      { review: 'Lars, only', hiddenAt: null, updatedAt: null },
    ]);
    await expect(db.insertInto('reviews').values({ userId: lars!, rating: 1, review: 'Lars again' }).execute()).rejects.toThrow(/reviews_user_id_key/);
  });
});
