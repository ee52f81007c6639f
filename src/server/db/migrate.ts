import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { migrations as allMigrations } from '../../../migrations/index';

export class MigrationError extends Error {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
type AnyDB = Kysely<any>;

function migratorFor(db: AnyDB, migrations: Record<string, Migration>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Applies every pending migration. On Postgres Kysely runs them in one transaction, so a failing
 * migration leaves the database exactly as it was.
 */
export async function migrateToLatest(db: AnyDB, migrations = allMigrations): Promise<MigrationResultSet> {
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
  const known = await migratorFor(db, migrations).getMigrations();
  return known.filter((m) => !m.executedAt).map((m) => m.name);
}
