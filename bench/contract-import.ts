/**
 * The contracts stage's import figures (issue 39: "a list of 20,000 entries imports in seconds
 * without locking the catalogue"): a 20,000-entry CSV through `POST /api/price-lists/{id}/entries.csv`
 * on a quiet app (under 10 s), then catalogue reads at READ_CONNECTIONS connections for a run's
 * length without an import and again while a second list imports the same file: their p99 side by
 * side. The file is the app's own export (`GET /api/price-lists/{id}/entries.csv`) of a list filled
 * here, so the bench holds to whatever columns the export and import agree on. A route answering
 * 404 is reported as not measured, not as a miss.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DB } from '../src/server/db/database';
import type { ContractsData } from './contracts-data';
import { seconds } from './load';
import type { Running } from './processes';
import type { Check } from './table';
import { percentile } from './percentile';

export const IMPORT_ENTRIES = 20_000;
/** A shop being browsed while the admin imports, not a saturated one: the import gets the cores it would get. */
const READ_CONNECTIONS = 8;
const targets = { importSeconds: 10, readP99Ms: 50 };


/** Fills a new list with IMPORT_ENTRIES entries (fixed with breaks and percentages), in one statement; returns its id. */
async function sourceList(db: DB, data: ContractsData): Promise<string> {
  const list = await db.insertInto('priceLists').values({ name: 'Bench import source', priority: 0 }).returning('id').executeTakeFirstOrThrow();
  const from = Math.floor(data.productIds.length / 2);
  await sql`
    insert into price_list_entries (price_list_id, product_id, percent_off_bp, price_cents, price_tiers)
    select ${list.id}::uuid, p.id,
      case when j % 4 = 0 then 250 + j % 3000 end,
      case when j % 4 <> 0 then p.price_cents * 90 / 100 end,
      case when j % 4 <> 0 then jsonb_build_array(jsonb_build_object('minQuantity', 20, 'priceCents', p.price_cents * 85 / 100)) else '[]'::jsonb end
    from generate_series(0, ${IMPORT_ENTRIES - 1}) as j
    join products p on p.id = (${data.productIds}::uuid[])[1 + (${from} + j) % ${data.productIds.length}]`.execute(db);
  return list.id;
}

/** Reads until `until` settles, each connection asking the next of `requests` as soon as its last answer ended; returns the sorted latencies and the failed reads. */
async function readWhile(base: string, requests: readonly { path: string; headers: Record<string, string> }[], until: Promise<unknown>): Promise<{ latencies: number[]; errors: number }> {
  let done = false;
  const stop = () => {
    done = true;
  };
  until.then(stop, stop);
  let next = 0;
  let errors = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: READ_CONNECTIONS }, async () => {
      while (!done) {
        const request = requests[next++ % requests.length]!;
        const started = performance.now();
        const response = await fetch(`${base}${request.path}`, { headers: request.headers }).catch(() => null);
        if (!response?.ok) errors += 1;
        await response?.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

/** POSTs `csv` into the list; the seconds until the whole answer arrived, or what went wrong. */
async function importCsv(app: Running, listId: string, csv: string, adminToken: string): Promise<{ seconds: number; status: number; failed: string | null }> {
  const started = performance.now();
  const response = await fetch(`${app.base}/api/price-lists/${listId}/entries.csv`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv; charset=utf-8', authorization: `Bearer ${adminToken}` },
    body: csv,
  });
  // The product import streams its progress (NDJSON) and ends with `done` or `failed`: the answer's end is the import's.
  const body = await response.text();
  const elapsed = (performance.now() - started) / 1000;
  const failed = !response.ok ? `${response.status} ${body.slice(0, 200)}` : /"phase":\s*"failed"/.test(body) ? body.slice(-200) : null;
  return { seconds: elapsed, status: response.status, failed };
}

const entryCount = async (db: DB, listId: string) =>
  Number((await db.selectFrom('priceListEntries').select((eb) => eb.fn.countAll<string>().as('count')).where('priceListId', '=', listId).executeTakeFirstOrThrow()).count);

/**
 * The import's checks. `reads` are the catalogue reads of the stage (visitors' and members'),
 * asked in turn; the imports go into the first two bench lists (each assigned to a few companies),
 * whose members are among the readers.
 */
export async function importFigures(app: Running, db: DB, data: ContractsData, reads: readonly { path: string; headers: Record<string, string> }[]): Promise<Check[]> {
  const source = await sourceList(db, data);
  const admin = { authorization: `Bearer ${data.adminToken}` };
  const exported = await fetch(`${app.base}/api/price-lists/${source}/entries.csv`, { headers: admin });
  const csv = await exported.text();
  if (exported.status === 404) {
    return [{ name: `import of a ${IMPORT_ENTRIES.toLocaleString('en')}-entry CSV`, result: 'not measured: route missing (GET entries.csv 404)', pass: true }];
  }
  if (!exported.ok) return [{ name: 'export of the import source', result: `${exported.status} ${csv.slice(0, 120)}`, pass: false }];
  const rows = csv.trim().split(/\r?\n/).length - 1;

  const [first, second] = [data.listIds[0]!, data.listIds[1]!];
  const before = await entryCount(db, first);
  const quiet = await importCsv(app, first, csv, data.adminToken);
  if (quiet.status === 404) {
    return [{ name: `import of a ${IMPORT_ENTRIES.toLocaleString('en')}-entry CSV`, result: 'not measured: route missing (POST entries.csv 404)', pass: true }];
  }
  const after = await entryCount(db, first);

  const without = await readWhile(app.base, reads, new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
  let during!: Awaited<ReturnType<typeof importCsv>>;
  const importing = importCsv(app, second, csv, data.adminToken)
    .catch((error: unknown) => ({ seconds: Number.NaN, status: 0, failed: String(error) }))
    .then((result) => (during = result));
  const loaded = await readWhile(app.base, reads, importing);
  const p99 = { without: percentile(without.latencies, 99), during: percentile(loaded.latencies, 99) };

  return [
    {
      name: `import of a ${IMPORT_ENTRIES.toLocaleString('en')}-entry CSV`,
      result: `${quiet.seconds.toFixed(1)} s (< ${targets.importSeconds}); ${rows} rows, the list's entries ${before} -> ${after}${quiet.failed ? `; ${quiet.failed}` : ''}`,
      pass: quiet.failed === null && quiet.seconds < targets.importSeconds && rows >= IMPORT_ENTRIES,
    },
    {
      name: 'the same, while catalogue reads run',
      result: `${during.seconds.toFixed(1)} s (< ${targets.importSeconds})${during.failed ? `; ${during.failed}` : ''}`,
      pass: during.failed === null && during.seconds < targets.importSeconds,
    },
    {
      name: 'catalogue reads p99 during the import',
      result: `${p99.during.toFixed(0)} ms (<= ${targets.readP99Ms}); without ${p99.without.toFixed(0)} ms: ${(p99.during / p99.without).toFixed(2)}x; ${READ_CONNECTIONS} connections, ${loaded.errors + without.errors} errors`,
      pass: p99.during <= targets.readP99Ms && loaded.errors + without.errors === 0,
    },
  ];
}
