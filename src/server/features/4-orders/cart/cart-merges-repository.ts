import { sql } from 'kysely';
import type { DB } from '../../../db/database';

/**
 * The browser carts remembered per account, the latest kept: a person merges a browser cart a
 * handful of times, and an account scripting merges under ever new keys must not grow the table
 * without end. A key forgotten this way could merge again, which takes 20 later merges first.
 */
export const MERGE_KEYS_KEPT = 20;

/**
 * Claims `mergeKey` for a merge and answers the units of each product merged under it before
 * (empty the first time). The key's row is created if new, then locked until the transaction
 * ends: two merges of one browser cart at once (two tabs, whichever accounts) run one after the
 * other, and the second reads what the first merged.
 */
export async function claimMergeKey(db: DB, mergeKey: string, userId: string): Promise<Map<string, number>> {
  await db.insertInto('cartMerges').values({ mergeKey, userId, lines: '{}' }).onConflict((oc) => oc.column('mergeKey').doNothing()).execute();
  const row = await db.selectFrom('cartMerges').select('lines').where('mergeKey', '=', mergeKey).forUpdate().executeTakeFirstOrThrow();
  return new Map(Object.entries(row.lines));
}

/**
 * Records the units of each product merged under `mergeKey` so far (what a later merge under it
 * subtracts), and forgets `userId`'s keys older than their latest MERGE_KEYS_KEPT.
 */
export async function recordMerge(db: DB, mergeKey: string, userId: string, lines: ReadonlyMap<string, number>): Promise<void> {
  await db
    .updateTable('cartMerges')
    .set({ lines: JSON.stringify(Object.fromEntries(lines)), mergedAt: sql<Date>`clock_timestamp()` })
    .where('mergeKey', '=', mergeKey)
    .execute();
  await db
    .deleteFrom('cartMerges')
    .where('userId', '=', userId)
    .where('mergeKey', 'not in', (eb) => eb.selectFrom('cartMerges').select('mergeKey').where('userId', '=', userId).orderBy('mergedAt', 'desc').limit(MERGE_KEYS_KEPT))
    .execute();
}
