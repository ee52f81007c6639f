import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type DB } from '../../src/server/db/database';
import { TEMPLATE_DATABASE, databaseUrl, dropDatabase, recreateDatabase } from './database-admin';
import { LARGE_CATALOGUE_BUILD_MS, LARGE_CATALOGUE_TEMPLATE, ensureLargeCatalogueTemplate } from './large-catalogue';

export interface TestDatabase {
  /** Kysely on this file's own database (available inside tests and hooks). */
  readonly db: DB;
  readonly url: string;
}

export interface TestDatabaseOptions {
  /** False: an empty database, not even migrated. */
  migrated?: boolean;
  /**
   * 'large': the demo data and 100,000 generated products (`npm run db:seed -- --products 100000`),
   * cloned from a second template built once per run by the first file that asks (large-catalogue.ts).
   */
  catalogue?: 'large';
}

/**
 * Gives the calling test file its own fresh database: migrated (a clone of the template) unless
 * `{ migrated: false }`. Dropped when the file's tests end.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  const adminUrl = inject('pgAdminUrl');
  const name = `toolyard_test_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(adminUrl, name);
  let db: DB | undefined;

  beforeAll(async () => {
    if (options.catalogue === 'large') await ensureLargeCatalogueTemplate(adminUrl);
    const template = options.migrated === false ? undefined : options.catalogue === 'large' ? LARGE_CATALOGUE_TEMPLATE : TEMPLATE_DATABASE;
    await recreateDatabase(adminUrl, name, template);
    db = createDatabase(url);
  }, options.catalogue === 'large' ? LARGE_CATALOGUE_BUILD_MS : undefined);
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
