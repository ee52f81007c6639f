/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database). */
import { loadConfig } from '../config';
import { migrateToLatest } from '../migrate';
import { openDatabase } from '../db/open-database';

const database = await openDatabase(loadConfig()).catch((error: Error) => {
  console.error(`toolyard: ${error.message}`);
  process.exit(1);
});
try {
  const { results } = await migrateToLatest(database.db);
  for (const r of results ?? []) console.log(`${r.status}: ${r.migrationName}`);
  if (!results?.length) console.log('Already up to date');
} catch (error) {
  console.error(`toolyard: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
