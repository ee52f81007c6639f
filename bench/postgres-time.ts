import { CamelCasePlugin, Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DB } from '../src/server/db/database';
import type { Database } from '../src/server/db/schema';
import { percentile } from './percentile';

/**
 * The statement `read` sends (caught from Kysely's log), run under EXPLAIN ANALYZE `runs` times:
 * the median of planning and execution inside Postgres (ms), and the last plan as text when
 * BENCH_EXPLAIN is set (to look at a slow one).
 */
export async function postgresTime(url: string, runs: number, read: (db: DB, run: number) => Promise<unknown>): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  let caught: CompiledQuery | undefined;
  const logging: DB = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      caught = event.query;
    },
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await read(logging, run);
      const { rows } = await pool.query<{ 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] }>(`explain (analyze, format json) ${caught!.sql}`, [...caught!.parameters]);
      const plan = rows[0]!['QUERY PLAN'][0]!;
      times.push(plan['Planning Time'] + plan['Execution Time']);
    }
    if (process.env.BENCH_EXPLAIN) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${caught!.sql}`, [...caught!.parameters]);
      console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return percentile(times.sort((a, b) => a - b), 50);
  } finally {
    await logging.destroy();
  }
}
