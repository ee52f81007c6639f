import { sql } from 'kysely';
import type { Config } from '../config';
import { createDatabase, type DB } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface OpenDatabase {
  db: DB;
  /** Closes the pool and, for the embedded server, stops Postgres. */
  close(): Promise<void>;
}

function describe(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}

/**
 * Connects to `DATABASE_URL`, or starts the embedded Postgres under `DATA_DIR` when it is unset.
 * Fails with a one-line reason when the server cannot be reached.
 */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const url = config.databaseUrl ?? embedded!.url;
  const db = createDatabase(url);
  const close = async () => {
    await db.destroy();
    await embedded?.stop();
  };
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await close();
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`Cannot reach the database at ${describe(url)} (${reason})`, { cause: error });
  }
  return { db, close };
}
