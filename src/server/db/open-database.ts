import { sql } from 'kysely';
import type { Config } from '../config';
import { createDatabase, type DB } from './database';
import { launchEmbeddedPostgres } from './embedded-postgres';

export interface OpenDatabase {
  db: DB;
  /** Closes the pool and, for the embedded server, stops Postgres. */
  close(): Promise<void>;
}

/** A database handle given before its server answers. */
export interface OpeningDatabase extends OpenDatabase {
  /** Resolves once the server answers; rejects with a one-line reason when it cannot be reached. */
  reachable: Promise<void>;
}

function describe(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}

/**
 * Connects to `DATABASE_URL`, or launches the embedded Postgres under `DATA_DIR` when it is unset,
 * and gives the handle at once: the pool connects on its first query, so the caller can build the
 * app while Postgres starts in its own process, then await `reachable`.
 */
export async function beginOpeningDatabase(config: Config): Promise<OpeningDatabase> {
  const embedded = config.databaseUrl ? undefined : await launchEmbeddedPostgres(config.dataDir);
  const url = config.databaseUrl ?? embedded!.url;
  const db = createDatabase(url);
  const close = async () => {
    await db.destroy();
    await embedded?.stop();
  };
  const reachable = (async () => {
    await embedded?.started;
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new Error(`Cannot reach the database at ${describe(url)} (${reason})`, { cause: error });
    }
  })();
  // Handled here: the caller reads the failure from `reachable` when it gets to it.
  reachable.catch(() => {});
  return { db, close, reachable };
}

/**
 * Connects to `DATABASE_URL`, or starts the embedded Postgres under `DATA_DIR` when it is unset.
 * Fails with a one-line reason when the server cannot be reached.
 */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  const { reachable, ...database } = await beginOpeningDatabase(config);
  try {
    await reachable;
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
