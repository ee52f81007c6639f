import type { DB } from '../../db/database';

const CHECK_EVERY_MS = 1000;

/**
 * The safety net under LISTEN/NOTIFY: at most once a second, a request reads the version the
 * triggers bump and `invalidate`s when it moved. So an instance that missed a notification serves
 * nothing older than about a second.
 */
export function watchVersion(db: DB, invalidate: () => void) {
  let known: number | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<void> | null = null;

  const check = async () => {
    checkedAt = Date.now();
    const row = await db
      .selectFrom('cacheVersions')
      .select((eb) => eb.fn.sum<number>('version').as('version'))
      .where('scope', '=', 'public-reads')
      .executeTakeFirst();
    const version = Number(row?.version ?? 0);
    if (version !== known) invalidate();
    known = version;
  };

  /** A promise to await before answering from the cache when a check is due, otherwise null. */
  return function due(): Promise<void> | null {
    if (pending) return pending;
    if (Date.now() - checkedAt < CHECK_EVERY_MS) return null;
    pending = check()
      .catch(invalidate)
      .finally(() => (pending = null));
    return pending;
  };
}
