import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { migrations as allMigrations } from '../../migrations/index';

export class MigrationError extends Error {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
type AnyDB = Kysely<any>;

function migratorFor(db: AnyDB, migrations: Record<string, Migration>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * The known migrations not applied yet, by one query: none when the applied ones are exactly the
 * known ones (every start after the first), so the Migrator, which takes a lock and reads its
 * tables in several round trips, runs only when there is something to do or to refuse (a
 * migration applied that this build does not know). Null when that cannot be told this way.
 */
async function unappliedByOneQuery(db: AnyDB, migrations: Record<string, Migration>): Promise<string[] | null> {
  const applied = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db).catch(() => null);
  if (!applied) return null; // no table yet: a new database
  const appliedNames = new Set(applied.rows.map((row) => row.name));
  const known = Object.keys(migrations);
  if ([...appliedNames].some((name) => !Object.hasOwn(migrations, name))) return null;
  return known.filter((name) => !appliedNames.has(name)).sort();
}

/**
 * Applies every pending migration, then prepares the job queue (pg-boss's schema, by pg-boss's own
 * migrations, and the shop's queues: jobs/job-queue.ts), which a business transaction may use from
 * the first request. On Postgres Kysely runs the migrations in one transaction, so a failing
 * migration leaves the database exactly as it was.
 */
export async function migrateToLatest(db: AnyDB, migrations = allMigrations): Promise<MigrationResultSet> {
  const result = await applyMigrations(db, migrations);
  const { prepareJobQueue } = await import('./jobs/job-queue');
  await prepareJobQueue(db);
  return result;
}

async function applyMigrations(db: AnyDB, migrations: Record<string, Migration>): Promise<MigrationResultSet> {
  if ((await unappliedByOneQuery(db, migrations))?.length === 0) return { results: [] };
  const result = await migratorFor(db, migrations).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new MigrationError(`Migration ${failed} failed: ${reason}`);
  }
  return result;
}

/** Names of migrations not applied yet (readiness check). */
export async function pendingMigrations(db: AnyDB, migrations = allMigrations): Promise<string[]> {
  const unapplied = await unappliedByOneQuery(db, migrations);
  if (unapplied) return unapplied;
  const known = await migratorFor(db, migrations).getMigrations();
  return known.filter((m) => !m.executedAt).map((m) => m.name);
}
