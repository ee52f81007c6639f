import type { DB } from '../../db/database';

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

/** Records the units of each product merged under `mergeKey` so far (what a later merge under it subtracts). */
export async function recordMerge(db: DB, mergeKey: string, lines: ReadonlyMap<string, number>): Promise<void> {
  await db
    .updateTable('cartMerges')
    .set({ lines: JSON.stringify(Object.fromEntries(lines)), mergedAt: new Date() })
    .where('mergeKey', '=', mergeKey)
    .execute();
}
