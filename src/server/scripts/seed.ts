/**
 * `npm run db:seed`: applies pending migrations, then loads the demo catalogue, reviews, orders
 * and demo accounts into DATABASE_URL (or the embedded database). Safe to run again: nothing is duplicated.
 *
 * `npm run db:seed -- --products 100000` then tops the generated products up to that many
 * (features/2-catalogue/products/generated-catalogue.ts): a second run with the same number adds none.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateToLatest } from '../migrate';
import { openDatabase } from '../db/open-database';
import { DEMO_ADMIN } from '../features/3-accounts/accounts/demo-accounts';
import { seedDemoData } from '../features/8-demo/demo/seed-demo-data';
import { GENERATED_PRODUCTS_MAX, topUpGeneratedProducts } from '../features/2-catalogue/products/generated-catalogue';

const { values: options } = parseArgs({ args: process.argv.slice(2), options: { products: { type: 'string' } }, allowPositionals: true });
const generated = options.products === undefined ? 0 : Number(options.products);
if (!/^\d+$/.test(options.products ?? '0') || generated > GENERATED_PRODUCTS_MAX) {
  console.error(`toolyard: --products takes a whole number from 0 to ${GENERATED_PRODUCTS_MAX}`);
  process.exit(1);
}

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
  if (generated > 0) {
    const started = Date.now();
    const added = await topUpGeneratedProducts(database.db, generated);
    console.log(`Generated products: ${added} added (${generated} wanted) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  console.error(`toolyard: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
