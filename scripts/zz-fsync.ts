import pg from 'pg';
import { startTestPostgres } from '../test/helpers/postgres-server';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { TEMPLATE_DATABASE, databaseUrl, recreateDatabase, dropDatabase } from '../test/helpers/database-admin';
import { seedDemoData } from '../src/server/features/8-demo/demo/seed-demo-data';
async function main() {
  const fast = process.argv[2] === 'fast';
  const server = await startTestPostgres();
  if (fast) {
    const c = new pg.Client({ connectionString: server.adminUrl }); await c.connect();
    for (const s of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']) await c.query(`alter system set ${s}`);
    await c.query('select pg_reload_conf()'); console.log((await c.query('show fsync')).rows); await c.end();
  }
  let t = performance.now();
  await recreateDatabase(server.adminUrl, TEMPLATE_DATABASE);
  const template = createDatabase(databaseUrl(server.adminUrl, TEMPLATE_DATABASE), { max: 1 });
  await migrateToLatest(template); await template.destroy();
  console.log('migrate', Math.round(performance.now() - t)); t = performance.now();
  for (let i = 0; i < 10; i++) { await recreateDatabase(server.adminUrl, `x${i}`, TEMPLATE_DATABASE); }
  console.log('10 clones', Math.round(performance.now() - t)); t = performance.now();
  const db = createDatabase(databaseUrl(server.adminUrl, 'x0'));
  for (let i = 0; i < 5; i++) await db.transaction().execute(async (tx) => { await tx.insertInto('categories' as never).values({ name: `c${i}`, slug: `c-${i}` } as never).execute().catch(() => {}); });
  await seedDemoData(db);
  console.log('seed', Math.round(performance.now() - t)); t = performance.now();
  await db.destroy();
  for (let i = 0; i < 10; i++) await dropDatabase(server.adminUrl, `x${i}`);
  console.log('10 drops', Math.round(performance.now() - t));
  await server.stop();
}
main();
