import type { Compilable, CompiledQuery } from 'kysely';
import type { DB } from './database';
import { prepared } from './prepared-statements';

/** Stands for the `index`th argument while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/** `build`'s query compiled with a Slot for each of `count` arguments, its text named (preparedText). */
function compileWithSlots<R>(count: number, build: (...slots: unknown[]) => Compilable<R>): CompiledQuery<R> {
  return prepared(build(...Array.from({ length: count }, (_, index) => new Slot(index))).compile());
}

/** Runs `compiled` with each Slot replaced by its argument. */
async function runWith<R>(db: DB, compiled: CompiledQuery<R>, args: readonly unknown[]): Promise<R[]> {
  const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
  return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
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
  return (db, ...args) => {
    compiled ??= compileWithSlots(args.length, (...slots) => build(db, ...(slots as A)));
    return runWith(db, compiled, args);
  };
}

/** How many shapes one compiledByShape keeps: a caller whose shape is new on every call compiles every time, as without it. */
const MAX_SHAPES = 8;

/**
 * compiledOnce for a query with a few forms (docs/decisions/154): `shape` lists what decides its
 * text besides its arguments (whether a clause is added, a value is null, which function writes a
 * part of it), compared item by item by identity, and each form is built and compiled once.
 * `build` is given each argument as a marker, as compiledOnce's are, and must write each as one
 * parameter; it must take its values from those markers only (a value it closed over would be
 * compiled into the form and reused for every later call of that form). At most MAX_SHAPES forms
 * are kept.
 *
 * @example
 * const byEmail = compiledByShape();
 * await byEmail(db, [active], [email], (email) => db.selectFrom('users').select('id').where('email', '=', email).$if(active, (q) => q.where('disabledAt', 'is', null)));
 */
export function compiledByShape(): <A extends unknown[], R>(db: DB, shape: readonly unknown[], args: A, build: (...args: A) => Compilable<R>) => Promise<R[]> {
  const forms: { shape: readonly unknown[]; compiled: CompiledQuery }[] = [];
  return async <A extends unknown[], R>(db: DB, shape: readonly unknown[], args: A, build: (...args: A) => Compilable<R>) => {
    let form = forms.find((kept) => kept.shape.length === shape.length && kept.shape.every((part, index) => part === shape[index]));
    if (!form) {
      form = { shape: [...shape], compiled: compileWithSlots(args.length, build as (...slots: unknown[]) => Compilable<R>) };
      if (forms.length < MAX_SHAPES) forms.push(form);
    }
    return runWith(db, form.compiled as CompiledQuery<R>, args);
  };
}
