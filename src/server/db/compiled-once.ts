import type { Compilable, CompiledQuery } from 'kysely';
import type { DB } from './database';
import { prepared } from './prepared-statements';

/** Stands for the `index`th argument while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query whose shape never changes, built and compiled by Kysely on its first call and only run
 * after that, with each call's arguments as its parameters: building and compiling it again on
 * every call (the query tree, the plugins' transforms, the SQL text) was a fifth of the app's own
 * work on an order (docs/decisions/097); its text runs as a named prepared statement, so Postgres
 * does not parse and plan it again either (docs/decisions/153). Each argument must be a plain
 * value compared, inserted or set as one parameter (not a list for `in`, not a null that would
 * read `is null`): compiled with a marker in its place, it is put where the marker went. Runs on
 * `db` or a transaction.
 *
 * @example
 * const emailOf = compiledOnce((db, id: string) => db.selectFrom('users').select('email').where('id', '=', id));
 * const [user] = await emailOf(db, userId); // select "email" from "users" where "id" = $1
 */
export function compiledOnce<A extends unknown[], R>(build: (db: DB, ...args: A) => Compilable<R>): (db: DB, ...args: A) => Promise<R[]> {
  let compiled: CompiledQuery<R> | undefined;
  return async (db, ...args) => {
    compiled ??= prepared(build(db, ...(args.map((_, index) => new Slot(index)) as A)).compile());
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
