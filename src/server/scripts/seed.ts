/**
 * `npm run db:seed`: applies pending migrations, then loads the demo catalogue, reviews, orders
 * and demo accounts into DATABASE_URL (or the embedded database). Safe to run again: nothing is duplicated.
 */
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { DEMO_ADMIN } from '../features/demo/demo-accounts';
import { seedDemoData } from '../features/demo/seed-demo-data';

const config = loadConfig();
// The demo admin's password is published on the About page: never create it by accident in production.
if (config.production && !config.demoMode) {
  console.error('toolyard: db:seed creates a demo admin whose password is public; set DEMO_MODE=true to seed a production database');
  process.exit(1);
}
const database = await openDatabase(config).catch((error: Error) => {
  console.error(`toolyard: ${error.message}`);
  process.exit(1);
});
try {
  await migrateToLatest(database.db);
  const result = await seedDemoData(database.db);
  console.log(
    `Demo data: ${result.productsAdded} products, ${result.reviewsAdded} reviews and ${result.ordersAdded} orders added; ${result.accounts} demo accounts ready`,
  );
  console.log(`Demo admin: ${DEMO_ADMIN.email} (the About page shows the password when DEMO_MODE is on)`);
} catch (error) {
  console.error(`toolyard: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
