import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { namePreparedStatements } from './prepared-statements';
import type { Database } from './schema';

// bigint columns hold cents and counts well inside 2^53: read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Dates without time (passing year) stay 'YYYY-MM-DD' strings, free of time-zone shifts.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type DB = Kysely<Database>;

const connectionStrings = new WeakMap<DB, string>();

/** A Kysely instance on a pooled connection to `connectionString`. */
export function createDatabase(connectionString: string, options: { max?: number } = {}): DB {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Before the client is handed out: the statements a caller marked run under their names (ADR 153).
  pool.on('connect', namePreparedStatements);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  connectionStrings.set(db, connectionString);
  return db;
}

/** A connection of its own to `db`'s database, outside the pool: for a long-lived LISTEN. */
export function dedicatedClient(db: DB): pg.Client {
  const connectionString = connectionStrings.get(db);
  if (!connectionString) throw new Error('dedicatedClient needs a database made by createDatabase');
  return new pg.Client({ connectionString });
}
