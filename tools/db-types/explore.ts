import pg from 'pg';
import { startTestPostgres } from '../../test/helpers/postgres-server';
import { recreateDatabase, databaseUrl } from '../../test/helpers/database-admin';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
const server = await startTestPostgres();
try {
  await recreateDatabase(server.adminUrl, 'scratch');
  const url = databaseUrl(server.adminUrl, 'scratch');
  const app = createDatabase(url, { max: 1 });
  await migrateToLatest(app);
  await app.destroy();
  const c = new pg.Client({ connectionString: url }); await c.connect();
  const r = await c.query(`select conrelid::regclass as t, conname, array_length(conkey,1) n, pg_get_constraintdef(oid) d from pg_constraint where contype='c' and connamespace='public'::regnamespace order by 1,2`);
  for (const row of r.rows) console.log(row.t, row.n, row.conname, row.d);
  const v = await c.query(`select table_name from information_schema.views where table_schema='public'`); console.log(v.rows);
  const s = await c.query(`select nspname from pg_namespace`); console.log(s.rows.map(x=>x.nspname));
  await c.end();
} finally { await server.stop(); }
