import { sql, type Transaction } from 'kysely';
import type { DB } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';

/**
 * Runs `work` in a transaction and keeps it open (with whatever row locks `work` took) until
 * `release()` is called, which commits it. Lets a test force two writers to meet on one row.
 */
export async function holdTransaction(db: DB, work: (trx: Transaction<Database>) => Promise<unknown>): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  let ready!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const finished = db.transaction().execute(async (trx) => {
    await work(trx);
    ready();
    await released;
  });
  await Promise.race([isReady, finished]);
  return {
    release: async () => {
      release();
      await finished;
    },
  };
}

/** Resolves once at least `count` sessions on this database are waiting for a lock. */
export async function waitForLockWaiters(db: DB, count: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.waiting ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`Expected ${count} lock waiter(s) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
