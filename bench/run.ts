/**
 * `npm run bench`: the speed and size targets of docs/architecture.md#9-performance-and-scale
 * (issue 14), checked. Targets are what the issue asks; a miss is reported and fails the run.
 *
 * 1. Throughput at 32 connections of GET /api/products, GET /trpc/products.list,
 *    GET /api/product/{id} and POST /api/order, each as a ratio to a bare Fastify route doing the
 *    same database work in the same run (the bare order is the same transaction: session, buyer
 *    lock, open-order count, product, stock, order, event, queued e-mail), with p99 latency.
 *    Orders rotate over 64 buyers and 64 products on both sides.
 * 2. The server process's memory after the load; the client's initial JavaScript for `/`, gzipped.
 * 3. Two instances on one Postgres (bench/two-instances.ts), each started on existing data: time
 *    to ready, no oversell, paid once, cross-instance freshness, background jobs done once.
 * Exits non-zero when a target is missed. BENCH_SECONDS sets each load run's length (default 5);
 * BENCH_CPU_PROF=DIR writes a CPU profile of the server process (app and bare routes) into DIR.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { measureStarts } from './start-time';
import { checkTwoInstances, type Check } from './two-instances';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 32;

const targets = { readRatio: 1.5, orderRatio: 0.8, initialClientJsKb: 150, serverRssMb: 250, readyMs: 3000 };

interface Servers {
  appPort: number;
  barePort: number;
  appTokens: string[];
  bareTokens: string[];
  productIds: string[];
}

async function startServers(databaseUrl: string) {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/servers.ts'], {
    cwd: root,
    // The global per-IP limit would refuse a load generator on one address: lift it for the run.
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '1000000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return { child, ...(JSON.parse(firstLine) as Servers) };
}


interface Row {
  name: string;
  rps: number;
  p99: number;
  ratio?: number;
  target?: number;
}

/** One run after a second of warm-up (JIT, pools, caches), which is not counted. */
async function load(name: string, options: autocannon.Options): Promise<Row> {
  await autocannon({ connections, duration: 1, ...options });
  const result = await autocannon({ connections, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

/** POSTs orders, each request as the next of `tokens` (one buyer per request in turn) for the next of `productIds`. */
function orders(name: string, url: string, productIds: string[], tokens: string[]) {
  let next = 0;
  const bodies = productIds.map((productID) => JSON.stringify({ OrderInformation: { productID, orderQuantity: 1, phone: '555-0100', address: '1 Bench Road' } }));
  return load(name, {
    url,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          next += 1;
          return { ...request, body: bodies[next % bodies.length], headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[next % tokens.length]}` } };
        },
      },
    ],
  });
}

/** The JavaScript `/` loads before anything else (entry and modulepreloads), gzipped. */
async function initialClientJsBytes(): Promise<number> {
  const dist = path.join(root, 'dist/client');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  let total = 0;
  for (const file of new Set(files)) total += gzipSync(await readFile(path.join(dist, file))).length;
  return total;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-bench-'));
await chmod(dataDir, 0o755);
const database = await startEmbeddedPostgres(dataDir, { persistent: false });
const url = (port: number, p: string) => `http://127.0.0.1:${port}${p}`;
const missed: string[] = [];

try {
  const servers = await startServers(database.url);
  const rows: Row[] = [];
  let rss: number;
  try {
    const bareList = await load('bare GET /products', { url: url(servers.barePort, '/products') });
    const against = (row: Row, bare: Row, target: number): Row => ({ ...row, ratio: row.rps / bare.rps, target });
    rows.push(bareList);
    rows.push(against(await load('GET /api/products', { url: url(servers.appPort, '/api/products') }), bareList, targets.readRatio));
    rows.push(against(await load('GET /trpc/products.list', { url: url(servers.appPort, '/trpc/products.list') }), bareList, targets.readRatio));
    const bareOne = await load('bare GET /product/:id', { url: url(servers.barePort, `/product/${servers.productIds[0]}`) });
    rows.push(bareOne);
    rows.push(against(await load('GET /api/product/{id}', { url: url(servers.appPort, `/api/product/${servers.productIds[0]}`) }), bareOne, targets.readRatio));
    const bareOrder = await orders('bare POST /order', url(servers.barePort, '/order'), servers.productIds, servers.bareTokens);
    rows.push(bareOrder);
    rows.push(against(await orders('POST /api/order', url(servers.appPort, '/api/order'), servers.productIds, servers.appTokens), bareOrder, targets.orderRatio));
    rss = ((await (await fetch(url(servers.barePort, '/memory'))).json()) as { rss: number }).rss / 2 ** 20;
  } finally {
    const exited = new Promise((resolve) => servers.child.once('exit', resolve));
    servers.child.kill('SIGTERM');
    await exited;
  }
  const clientKb = (await initialClientJsBytes()) / 1024;
  const twoInstances = await checkTwoInstances(database.url);
  const starts = await measureStarts();

  const pass = (ok: boolean) => (ok ? 'pass' : 'MISS');
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}; ${seconds}s per run, ${connections} connections\n`);
  console.log(`${'run'.padEnd(26)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)} ${'target'.padStart(7)}  pass`);
  for (const r of rows) {
    const ok = r.target === undefined || r.ratio! >= r.target;
    if (!ok) missed.push(`${r.name} at ${r.ratio!.toFixed(2)} of bare (target ${r.target})`);
    const ratio = r.ratio === undefined ? 'bare' : r.ratio.toFixed(2);
    const target = r.target === undefined ? '' : `>= ${r.target}`;
    console.log(`${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(6)} ${target.padStart(7)}  ${r.target === undefined ? '' : pass(ok)}`);
  }

  const figures: Check[] = [
    { name: 'server RSS after the runs', result: `${rss.toFixed(0)} MB (<= ${targets.serverRssMb})`, pass: rss <= targets.serverRssMb },
    { name: 'initial client JS for /, gzipped', result: `${clientKb.toFixed(1)} KB (<= ${targets.initialClientJsKb})`, pass: clientKb <= targets.initialClientJsKb },
    { name: 'npm start to ready, first start', result: `${starts.firstMs} ms (creates the data; no target)`, pass: true },
    { name: 'npm start to ready, second start', result: `${starts.secondMs} ms (<= ${targets.readyMs})`, pass: starts.secondMs <= targets.readyMs },
    ...twoInstances.checks,
  ];
  console.log('');
  for (const f of figures) {
    if (!f.pass) missed.push(`${f.name}: ${f.result}`);
    console.log(`${f.name.padEnd(40)} ${f.result.padEnd(48)} ${pass(f.pass)}`);
  }
  if (missed.length > 0) {
    console.error(`\nMissed targets: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll targets met.');
  }
} finally {
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
// End now, whatever handle (a pool, autocannon's timers) is still open.
process.exit(process.exitCode ?? 0);
