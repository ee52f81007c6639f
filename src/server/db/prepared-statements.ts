import { createHash } from 'node:crypto';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/*
 * Named prepared statements for the hot statements whose text never changes (docs/decisions/153).
 * Postgres parses and plans an unnamed statement on every run: for a checkout's member statement
 * (its company's standing and contract prices as subqueries) that was more of the server's time
 * than running it. A statement run under a name is parsed once per connection, and after five runs
 * Postgres keeps a generic plan when it costs no more than the custom ones.
 *
 * Opt-in, by text: a statement is named only when its caller asks (compiledOnce, preparedText,
 * executePrepared), because each name costs memory in every connection's backend for as long as
 * the connection lives. A caller whose text varies (a list of values written out, a clause added
 * on a condition) would name every variant: at most MAX_NAMED texts are named, the rest run as
 * before, and a test holds the checkout's to a handful.
 */

/** How many texts one process names at most: every connection of the pool may prepare each. */
export const MAX_NAMED = 64;

const names = new Map<string, string>();

/** Runs `text` under a name from now on, on every connection of every pool (while fewer than MAX_NAMED are named). */
export function preparedText(text: string): void {
  if (names.has(text) || names.size >= MAX_NAMED) return;
  names.set(text, `ty_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`);
}

/** The texts named so far (for tests). */
export function namedTexts(): ReadonlySet<string> {
  return new Set(names.keys());
}

/**
 * Makes `client` run each named text under its name (pg prepares it on the connection on first
 * use). Kysely's driver calls `query(text, values)`; any other call passes through unchanged.
 */
export function namePreparedStatements(client: pg.PoolClient): void {
  // The class's own query, looked up on each call rather than kept: whoever wraps it later (a
  // test counting statements) still sees every call.
  const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length <= 2 && typeof text === 'string' ? names.get(text) : undefined;
    return name ? proto.query.call(client, { name, text, values }) : proto.query.apply(client, args);
  }) as typeof client.query;
}

/**
 * Compiles and runs `query` as a named prepared statement, on `db` or a transaction: for a hot
 * statement built on every call whose text is the same each time (its values all parameters).
 *
 * @example
 * const [row] = await executePrepared(trx, trx.selectFrom('companies').select('name').where('id', '=', id));
 */
export async function executePrepared<R>(db: Kysely<Database>, query: Compilable<R>): Promise<R[]> {
  return (await db.executeQuery(prepared(query.compile()))).rows;
}

/** `compiled`, its text named (preparedText). */
export function prepared<R>(compiled: CompiledQuery<R>): CompiledQuery<R> {
  preparedText(compiled.sql);
  return compiled;
}

/**
 * Plans the statements `trx` runs after this one generically, until it ends (docs/decisions/154):
 * for a transaction whose statements look rows up by key, where a plan made for the values is no
 * better and making one cost Postgres more than running the statement (a checkout's member
 * statement: 1.5 ms planned for its values against 0.15 generically, each run 0.3 ms). `set local`
 * ends with the transaction, so the connection's other work keeps its plans for its values.
 */
export async function planGenerically(trx: Kysely<Database>): Promise<void> {
  await trx.executeQuery(CompiledQuery.raw('set local plan_cache_mode = force_generic_plan'));
}
