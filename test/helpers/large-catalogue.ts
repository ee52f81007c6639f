import pg from 'pg';
import { sql } from 'kysely';
import { createDatabase } from '../../src/server/db/database';
import { seedDemoData } from '../../src/server/features/8-demo/demo/seed-demo-data';
import { topUpGeneratedProducts } from '../../src/server/features/2-catalogue/products/generated-catalogue';
import { TEMPLATE_DATABASE, databaseUrl, recreateDatabase } from './database-admin';

/** A second template: the migrated one with what `npm run db:seed -- --products 100000` loads. */
export const LARGE_CATALOGUE_TEMPLATE = 'toolyard_test_template_100k';
export const LARGE_CATALOGUE_PRODUCTS = 100_000;
/** How long a file may wait for the build (about two minutes on a busy 2-core machine, or another file's). */
export const LARGE_CATALOGUE_BUILD_MS = 600_000;
/** Any number, the same in every worker: the advisory lock that one builder holds while the others wait. */
const BUILD_LOCK = 340_100_000;

/**
 * Makes sure the 100k-product template exists, building it once per run (the first test file that
 * asks for it builds it, one to two minutes on a busy 2-core machine; every other file waits for that build, then clones it).
 * Built under another name and renamed when done, so a build that died half way is never cloned.
 * Files that never ask for it cost the run nothing.
 */
export async function ensureLargeCatalogueTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [BUILD_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [LARGE_CATALOGUE_TEMPLATE]);
    if (rowCount) return;
    const building = `${LARGE_CATALOGUE_TEMPLATE}_building`;
    await recreateDatabase(adminUrl, building, TEMPLATE_DATABASE);
    const db = createDatabase(databaseUrl(adminUrl, building), { max: 1 });
    try {
      await seedDemoData(db);
      await topUpGeneratedProducts(db, LARGE_CATALOGUE_PRODUCTS);
      await sql`analyze`.execute(db);
    } finally {
      await db.destroy();
    }
    await admin.query(`alter database ${admin.escapeIdentifier(building)} rename to ${admin.escapeIdentifier(LARGE_CATALOGUE_TEMPLATE)}`);
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
}
