import type { DB } from '../db/database';

const CHECK_EVERY_MS = 1000;

/** A scope of cache_versions: what its triggers bump on (migrations 2026-11-22T05-00 and 2026-11-28T02-00). */
export type CacheScope = 'public-reads' | 'readers';

/**
 * The version the triggers bump on every committed change to what `scope` covers (a public read,
 * or what a signed-in reader sees of them), compared with the last one seen: `invalidate` runs
 * when it moved.
 *
 * - `due()` is the safety net under LISTEN/NOTIFY: at most once a second a request re-reads it,
 *   so an instance that missed a notification serves nothing older than about a second.
 * - `checkNow()` re-reads it at once: after a write this instance answered, so the writer's next
 *   read sees its own change before the NOTIFY arrives, and a write that changed no public read
 *   (a sign-out) clears nothing.
 * - `recheck()` is for notifications: one check at a time, and one more after it when others
 *   came meanwhile, so a burst of commits costs two reads, yet every notification is followed by
 *   a check that began after it.
 */
export function watchVersion(db: DB, scope: CacheScope, invalidate: () => void) {
  let known: number | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<void> | null = null;
  // Checks may overlap (checkNow never waits for a due one); only the latest started may set `known`.
  let started = 0;
  let applied = 0;

  const check = async () => {
    const ticket = ++started;
    checkedAt = Date.now();
    const row = await db
      .selectFrom('cacheVersions')
      .select((eb) => eb.fn.sum<number>('version').as('version'))
      .where('scope', '=', scope)
      .executeTakeFirst();
    if (ticket < applied) return;
    applied = ticket;
    const version = Number(row?.version ?? 0);
    if (version !== known) invalidate();
    known = version;
  };

  let rechecking: Promise<void> | null = null;
  let again = false;

  return {
    /** A promise to await before answering from the cache when a check is due, otherwise null. */
    due(): Promise<void> | null {
      if (pending) return pending;
      if (Date.now() - checkedAt < CHECK_EVERY_MS) return null;
      pending = check()
        .catch(invalidate)
        .finally(() => (pending = null));
      return pending;
    },
    /** Re-reads the version now (a check already under way may have started before the caller's commit). */
    checkNow(): Promise<void> {
      return check().catch(invalidate);
    },
    /** Re-reads the version after a notification (coalesced: see above). */
    recheck(): Promise<void> {
      if (rechecking) {
        again = true;
        return rechecking;
      }
      rechecking = (async () => {
        do {
          again = false;
          await check().catch(invalidate);
        } while (again);
      })().finally(() => (rechecking = null));
      return rechecking;
    },
  };
}
