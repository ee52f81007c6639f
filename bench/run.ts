/**
 * `npm run bench`: the speed and size targets of docs/architecture.md#9-performance-and-scale
 * (issue 14), checked. Targets are what the issue asks; a miss is reported and fails the run.
 *
 * 1. Throughput at 32 connections of GET /api/products, GET /trpc/products.list,
 *    GET /api/product/{id} and POST /api/order, each as a ratio to a bare Fastify route doing the
 *    same database work in the same run (the bare order is the same transaction: session, buyer
 *    lock, open-order count, product, stock, then the order with its event and queued e-mail),
 *    with p99 latency and the serving process's CPU time per request. Orders rotate over 64
 *    buyers and 64 products on both sides. The app is the compiled production server, started as
 *    `npm start` starts it (plain Node on dist/server/main.js, its jobs running); the bare routes
 *    run in a process of their own.
 * 2. POST /api/checkout of a 5-line cart against the bare route running its statements (issue 24),
 *    the same way: carts over the same 64 buyers and 256 products, each refilled outside the
 *    measured request (bench/checkout-load.ts); then 50 checkouts at once on carts overlapping on
 *    scarce products (bench/scarce-checkouts.ts): no oversell, no deadlock, no 5xx, and every
 *    refusal naming its lines.
 * 3. The app process's memory after the load; the client's initial JavaScript for `/`, gzipped
 *    (what the HTML the app sends for `/` loads first).
 * 4. Two instances on one Postgres (bench/two-instances.ts): no oversell, paid once,
 *    cross-instance freshness, background jobs done once. Then `npm start` on a fresh data
 *    folder, and again on the data it made (bench/start-time.ts): time to ready (issue 26).
 * 5. The catalogue at 100,000 products (bench/catalogue.ts, issue 22), in a database of its own.
 * 6. Contract prices at that size (bench/contracts.ts, issue 39): 500 companies, 200 lists of 5,000
 *    entries; members' catalogue reads against a visitor's, a 100-line cart's pick in one
 *    statement, members' checkouts against no-company ones, a 20,000-entry CSV import.
 * 7. Buying on account (bench/accounts.ts, issue 40): 300 companies on account with 9,000
 *    invoices; on-account checkouts of a 5-line cart against card ones (one member in turn, and
 *    at 32 connections), 20 on-account checkouts of one company at once against its limit, and
 *    the statement's and receivables' read times.
 * 8. Bulk entry and 1,000-line carts (bench/bulk-entry.ts, issue 41): a 1,000-line paste, the cart
 *    page at 1,000 lines in Chromium, checkout of a 1,000-line cart, two overlapping ones at once.
 * Exits non-zero when a target is missed. BENCH_SECONDS sets each load run's length (default 5);
 * BENCH_CPU_PROF=DIR writes a CPU profile of each app process into DIR; BENCH_ONLY=core,
 * BENCH_ONLY=catalogue, BENCH_ONLY=contracts, BENCH_ONLY=accounts or BENCH_ONLY=bulk runs that stage alone.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createDatabase } from '../src/server/db/database';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrateToLatest } from '../src/server/migrate';
import { seedBenchData, type BenchBuyer } from './bench-data';
import { accountsStage } from './accounts';
import { catalogueStage } from './catalogue';
import { checkoutLoad } from './checkout-load';
import { contractsStage } from './contracts';
import { bulkEntryStage } from './bulk-entry';
import { against, connections, load, seconds, type Row } from './load';
import { benchEnv, rssMb, startBareServer, startCompiledApp, stop, type Running } from './processes';
import { measureStarts } from './start-time';
import { checkScarceCheckouts } from './scarce-checkouts';
import { printChecks, printRows, type Check } from './table';
import { checkTwoInstances } from './two-instances';
import { out, startStage, writeBenchmarksDoc, type Stage } from './benchmarks-doc';

const root = path.resolve(import.meta.dirname, '..');
const only = process.env.BENCH_ONLY;

const targets = { readRatio: 1.5, orderRatio: 0.8, checkoutRatio: 0.8, initialClientJsKb: 120, serverRssMb: 250, readyMs: 1000 };

/** POSTs orders, each request as the next of `tokens` (one buyer per request in turn) for the next of `productIds`. */
function orders(name: string, server: Running, orderPath: string, productIds: string[], buyers: BenchBuyer[]) {
  let next = 0;
  const bodies = productIds.map((productID) => JSON.stringify({ OrderInformation: { productID, orderQuantity: 1, phone: '555-0100', address: '1 Bench Road' } }));
  return load(name, server, {
    url: `${server.base}${orderPath}`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          next += 1;
          return { ...request, body: bodies[next % bodies.length], headers: { 'content-type': 'application/json', authorization: `Bearer ${buyers[next % buyers.length]!.token}` } };
        },
      },
    ],
  });
}

/**
 * The JavaScript `/` loads before anything else, gzipped: the scripts and modulepreloads of the
 * HTML the app actually sends for `/` (the prerendered home page, not dist/client/index.html),
 * and the app and route modules its start script fetches after the first paint (its tag's
 * `data-app` and `data-modules`, docs/decisions/159), read from the build.
 */
async function initialClientJsBytes(base: string): Promise<number> {
  const html = await (await fetch(`${base}/`)).text();
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map(([tag]) => tag);
  const named = tags.flatMap((tag) => [...tag.matchAll(/\b(?:src|href|data-app|data-modules)="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')));
  const files = named.filter((file) => /^\/assets\/.+\.js$/.test(file));
  if (files.length === 0) throw new Error('The HTML for / names no script: is the client built?');
  let total = 0;
  for (const file of new Set(files)) total += gzipSync(await readFile(path.join(root, 'dist/client', file))).length;
  return total;
}

/** The first stage (issue 14's targets) on its own small data set; returns the missed targets. */
async function coreStage(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-bench-'));
  await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(dataDir, { persistent: false });
  try {
    const db = createDatabase(database.url);
    await migrateToLatest(db);
    const data = await seedBenchData(db);
    const env = benchEnv(database.url);
    const [app, bare] = await Promise.all([startCompiledApp(env), startBareServer(env)]);
    const rows: Row[] = [];
    let rss: number;
    let clientKb: number;
    let checkout: Row;
    let bareCheckout: Row;
    let scarce: Check[];
    try {
      const bareList = await load('bare GET /products', bare, { url: `${bare.base}/products` });
      rows.push(bareList);
      rows.push(against(await load('GET /api/products', app, { url: `${app.base}/api/products` }), bareList, targets.readRatio));
      rows.push(against(await load('GET /trpc/products.list', app, { url: `${app.base}/trpc/products.list` }), bareList, targets.readRatio));
      const productPath = (prefix: string) => `${prefix}/${data.productIds[0]}`;
      const bareOne = await load('bare GET /product/:id', bare, { url: `${bare.base}${productPath('/product')}` });
      rows.push(bareOne);
      rows.push(against(await load('GET /api/product/{id}', app, { url: `${app.base}${productPath('/api/product')}` }), bareOne, targets.readRatio));
      const bareOrder = await orders('bare POST /order', bare, '/order', data.productIds, data.bareBuyers);
      rows.push(bareOrder);
      rows.push(against(await orders('POST /api/order', app, '/api/order', data.productIds, data.appBuyers), bareOrder, targets.orderRatio));
      bareCheckout = await checkoutLoad('bare POST /checkout (5 lines)', bare, '/checkout', db, data.bareBuyers, data.cartProducts);
      rows.push(bareCheckout);
      // Its target is the Check below, with the errors of both runs.
      checkout = against(await checkoutLoad('POST /api/checkout (5 lines)', app, '/api/checkout', db, data.appBuyers, data.cartProducts), bareCheckout);
      rows.push(checkout);
      rss = rssMb(app);
      clientKb = (await initialClientJsBytes(app.base)) / 1024;
      scarce = await checkScarceCheckouts(database.url, app.base);
    } finally {
      await Promise.all([stop(app), stop(bare), db.destroy()]);
    }
    const twoInstances = await checkTwoInstances(database.url);
    const starts = await measureStarts();

    out(`\n${seconds}s per run, ${connections} connections; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
    const missed = printRows(rows);
    const figures: Check[] = [
      {
        name: 'checkout of a 5-line cart vs bare',
        result: `${checkout.ratio!.toFixed(2)} (>= ${targets.checkoutRatio}), p99 ${checkout.p99} ms, ${checkout.errors} errors (bare ${bareCheckout.errors})`,
        pass: checkout.ratio! >= targets.checkoutRatio && checkout.errors === 0 && bareCheckout.errors === 0,
      },
      ...scarce,
      { name: 'app RSS after the runs', result: `${rss.toFixed(0)} MB (<= ${targets.serverRssMb})`, pass: rss <= targets.serverRssMb },
      { name: 'initial client JS for /, gzipped', result: `${clientKb.toFixed(1)} KB (<= ${targets.initialClientJsKb})`, pass: clientKb <= targets.initialClientJsKb },
      { name: 'npm start to ready, first start', result: `${starts.firstMs} ms (creates the data; no target)`, pass: true },
      {
        name: 'npm start to ready, on existing data',
        result: `${Math.max(...starts.laterMs)} ms, the slowest of ${starts.laterMs.join(', ')} (each <= ${targets.readyMs})`,
        pass: starts.laterMs.every((ms) => ms <= targets.readyMs),
      },
      ...twoInstances.checks,
    ];
    out('');
    return [...missed, ...printChecks(figures)];
  } finally {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const stages: [Stage, () => Promise<string[]>][] = [
  ['core', coreStage],
  ['catalogue', catalogueStage],
  ['contracts', contractsStage],
  ['accounts', accountsStage],
  ['bulk', bulkEntryStage],
];
if (only !== undefined && !stages.some(([stage]) => stage === only)) throw new Error(`BENCH_ONLY=${only}: no such stage (${stages.map(([stage]) => stage).join(', ')})`);
const missed: string[] = [];
for (const [stage, run] of stages) {
  if (only !== undefined && only !== stage) continue;
  startStage(stage);
  missed.push(...(await run()));
}
if (missed.length > 0) {
  console.error(`\nMissed targets: ${missed.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll targets met.');
}
await writeBenchmarksDoc();
// End now, whatever handle (a pool, autocannon's timers) is still open.
process.exit(process.exitCode ?? 0);
