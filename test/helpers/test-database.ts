import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type DB } from '../../src/server/db/database';
import { TEMPLATE_DATABASE, databaseUrl, dropDatabase, recreateDatabase } from './database-admin';

export interface TestDatabase {
  /** Kysely on this file's own database (available inside tests and hooks). */
  readonly db: DB;
  readonly url: string;
}

/**
 * Gives the calling test file its own fresh database: migrated (a clone of the template) unless
 * `{ migrated: false }`. Dropped when the file's tests end.
 */
export function useTestDatabase(options: { migrated?: boolean } = {}): TestDatabase {
  const adminUrl = inject('pgAdminUrl');
  const name = `toolyard_test_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(adminUrl, name);
  let db: DB | undefined;

  beforeAll(async () => {
    await recreateDatabase(adminUrl, name, options.migrated === false ? undefined : TEMPLATE_DATABASE);
    db = createDatabase(url);
  });
  afterAll(async () => {
    await db?.destroy();
    await dropDatabase(adminUrl, name);
  });

  return {
    url,
    get db() {
      if (!db) throw new Error('The test database is ready only inside tests and hooks');
      return db;
    },
  };
}
