import pg from 'pg';
import { vi } from 'vitest';

/** A statement the app sent Postgres: its text and its parameters. */
export interface SentStatement {
  text: string;
  values: readonly unknown[];
}

/**
 * Every statement any pg client sends while `run` runs, as sent, in order: the app's pool, its
 * dedicated listener and pg-boss alike (a Kysely plugin sees only the pool Kysely was made with).
 * Callers leave out what is no part of what they measure, such as the response cache's
 * once-a-second `cache_versions` checks.
 */
export async function statementsDuring(run: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [query, values] = args;
    const text = typeof query === 'string' ? query : (query as { text: string }).text;
    sent.push({ text, values: (values as unknown[] | undefined) ?? (query as { values?: unknown[] }).values ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

/**
 * The texts of the statements sent while `run` runs, but the response cache's version checks
 * (version-watch.ts: a per-instance cost, no request's, which a committed write's notice also starts).
 */
export async function requestStatementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  return (await statementsDuring(run)).filter(({ text }) => !text.includes('cache_versions')).map(({ text }) => text);
}
