/**
 * The contracts stage of `npm run bench` (issue 39's targets, `BENCH_ONLY=contracts`): the catalogue
 * stage's 100,000 generated products in a database of their own, with 500 companies, 200 price
 * lists of 5,000 entries and 3 lists per company (bench/contracts-data.ts). Reports, side by side:
 *
 * 1. `GET /api/catalogue?category=digging` (a page of 24, newest first) and
 *    `GET /api/catalogue?q=spade&category=digging` for a visitor, then for companies' members, each
 *    request as the next of the 500 members in turn: a member's throughput at least 1/1.5 of the
 *    visitor's (0.67). The visitor's answer is the shop's as served, from the response cache; a
 *    member's is kept there under their company and its lists (docs/decisions/144-contract-cache)
 *    once each member has read the URL once (firstReads, whose rate is printed too). The
 *    same for 500 signed-in accounts in no company in turn, without a target: what a session costs alone.
 * 2. `contractRulesOf` (price-lists/contract-rules-repository.ts) for 100 products of a company with
 *    3 lists (about half from its lists' entries, half anywhere), called from this process on an
 *    idle app over 64 companies in turn: median and p99 of 1,000 calls, p99 under 20 ms.
 * 3. POST /api/checkout of a 20-line cart (bench/checkout-load.ts) by 64 members of companies whose
 *    first list has a catalogue-wide percentage (so every line is a list's), against 64 accounts in
 *    no company over the same 256 products: at least 0.8x, 0 errors. Each cart line is written with
 *    the price the checkout charges (a member's list price once the server prices members, found by
 *    asking the cart first), or the checkout would refuse it as changed.
 * 4. A 20,000-entry list CSV imported through `POST /api/price-lists/{id}/entries.csv`, and the
 *    catalogue reads' p99 during an import against without (bench/contract-import.ts).
 *
 * Whether the server priced the members by their lists (the catalogue's answer and the cart's
 * carry a `priceList`) is printed first: until it does, a member's figures are a visitor's.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, type DB } from '../src/server/db/database';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { contractRulesOf } from '../src/server/features/3-accounts/price-lists/contract-rules-repository';
import { companyPricesOf } from '../src/server/features/3-accounts/price-lists/buyer-prices';
import { migrateToLatest } from '../src/server/migrate';
import { unitPriceCentsFor } from '../src/shared/rules/quantity-rules';
import type { BuyerPrice } from '../src/shared/rules/contract-prices';
import { OFFLINE_TILE } from '../test/helpers/offline-tile';
import { seedCatalogue } from './catalogue-data';
import { checkoutLoad } from './checkout-load';
import { importFigures } from './contract-import';
import { COMPANIES, seedContracts, type BenchMember, type ContractsData } from './contracts-data';
import { against, connections, load, type Row } from './load';
import { benchEnv, startCompiledApp, stop, type Running } from './processes';
import { randomSource } from './random-source';
import { printChecks, printRows, type Check } from './table';
import { out } from './benchmarks-doc';
import { percentile } from './percentile';
import { postgresTime } from './postgres-time';

const PRODUCTS = 100_000;
const CART_LINES = 20;
const CART_PRODUCTS = 256;
const RULE_RUNS = 1_000;
const targets = { memberRatio: 0.67, rulesP99Ms: 20, checkoutRatio: 0.8 };
const page = '/api/catalogue?category=digging';
const search = '/api/catalogue?q=spade&category=digging';
const pricedByList = /"priceList":\s*\{/;

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const bearer = (buyer: { token: string }) => ({ authorization: `Bearer ${buyer.token}` });

/** GETs `url`, each request as the next of `buyers` in turn. */
function asMembers(name: string, app: Running, url: string, buyers: readonly { token: string }[]) {
  let next = 0;
  return load(name, app, {
    url,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...bearer(buyers[next++ % buyers.length]!) } }) }],
  });
}

/**
 * Reads `url` once as each of `buyers`, 8 at a time, before a timed run over them: a contract
 * viewer's answer is kept under their company and its lists (docs/decisions/144-contract-cache),
 * so a company's first read is its procedure's and the ones after are kept bytes. The timed run
 * then measures that steady state, as the visitor's warm-up does for its one answer; the first
 * reads' own rate is returned and printed beside it.
 */
async function firstReads(app: Running, url: string, buyers: readonly { token: string }[]): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < buyers.length; i += 8) {
    await Promise.all(
      buyers.slice(i, i + 8).map(async (buyer) => {
        const answer = await fetch(url, { headers: bearer(buyer) });
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`GET ${url} as a member: ${answer.status}`);
      }),
    );
  }
  return buyers.length / ((performance.now() - started) / 1000);
}

/** Times contractRulesOf for 100 products of a company, over 64 companies in turn, after 50 calls of warm-up. */
async function timeContractRules(db: DB, url: string, data: ContractsData) {
  const random = randomSource(39);
  const carts = Array.from({ length: 64 }, (_, i) => {
    const company = (i * 7) % COMPANIES;
    const own = data.listsOf(company).flatMap((list) => data.entriesOf(list));
    const ids = new Set<string>();
    while (ids.size < 50) ids.add(data.productIds[own[Math.floor(random() * own.length)]!]!);
    while (ids.size < 100) ids.add(data.productIds[Math.floor(random() * data.productIds.length)]!);
    return { companyId: data.members[company]!.companyId, ids: [...ids] };
  });
  for (let i = 0; i < 50; i += 1) await contractRulesOf(db, carts[i % carts.length]!.companyId, carts[i % carts.length]!.ids);
  const times: number[] = [];
  let priced = 0;
  for (let i = 0; i < RULE_RUNS; i += 1) {
    const cart = carts[i % carts.length]!;
    const started = performance.now();
    const rules = await contractRulesOf(db, cart.companyId, cart.ids);
    times.push(performance.now() - started);
    priced += rules.size;
  }
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 50), p99Ms: percentile(times, 99), pricedPerCart: priced / RULE_RUNS, serverMs: await serverTimes(url, carts) };
}

/**
 * The statement's own time in Postgres (planning and execution, EXPLAIN ANALYZE) for the same
 * carts, median of 100: the round trip's time less the bench's and the pool's, so a p99 on a busy
 * machine can be told from the statement's cost. The statement is the one contractRulesOf sends,
 * caught from Kysely's log.
 */
function serverTimes(url: string, carts: readonly { companyId: string; ids: string[] }[]): Promise<number> {
  return postgresTime(url, 100, (logging, run) => {
    const cart = carts[run % carts.length]!;
    return contractRulesOf(logging, cart.companyId, cart.ids);
  });
}

/** CART_PRODUCTS live generated products spread over the catalogue, made orderable by the unit with stock for any run. */
async function cartProductsOf(db: DB, data: ContractsData) {
  const step = Math.floor(data.productIds.length / CART_PRODUCTS);
  const ids = Array.from({ length: CART_PRODUCTS }, (_, i) => data.productIds[i * step + 3]!);
  return db
    .updateTable('products')
    .set({ minimumOrder: 1, packSize: 1, maximumOrder: null, quantity: 2_000_000_000 })
    .where('id', 'in', ids)
    .returning(['id', 'priceCents', 'priceTiers'])
    .execute();
}

/**
 * Whether the app prices members by their lists: a member's catalogue page and cart (a few lines
 * their lists price) carry a `priceList`. The probe's cart is emptied again.
 */
async function membersPriced(app: Running, db: DB, member: BenchMember, products: readonly { id: string; priceCents: number }[]) {
  const catalogue = await (await fetch(`${app.base}${page}`, { headers: bearer(member) })).text();
  await db
    .insertInto('cartLines')
    .values(products.slice(0, 5).map((product) => ({ userId: member.userId, productId: product.id, quantity: 1, seenUnitPriceCents: product.priceCents, seenStock: 0 })))
    .execute();
  const cart = await fetch(`${app.base}/api/cart`, { headers: bearer(member) });
  const cartText = await cart.text();
  await db.deleteFrom('cartLines').where('userId', '=', member.userId).execute();
  if (!cart.ok) throw new Error(`GET /api/cart as a member: ${cart.status} ${cartText.slice(0, 200)}`);
  return { catalogue: pricedByList.test(catalogue), cart: pricedByList.test(cartText) };
}

/** Runs the stage and prints its tables; returns the missed targets. */
export async function contractsStage(): Promise<string[]> {
  const loadBefore = loadAverage();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-bench-contracts-'));
  await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(dataDir, { persistent: false });
  try {
    const db = createDatabase(database.url);
    const rows: Row[] = [];
    const checks: Check[] = [];
    let data: ContractsData;
    let catalogueSeconds: number;
    let priced: { catalogue: boolean; cart: boolean };
    try {
      await migrateToLatest(db);
      catalogueSeconds = (await seedCatalogue(db, PRODUCTS)).seedSeconds;
      data = await seedContracts(db, COMPANIES);
      const products = await cartProductsOf(db, data);
      const rules = await timeContractRules(db, database.url, data);

      // Members of companies 0, 4, ..., 252: each one's first list has a catalogue-wide percentage.
      const checkoutMembers = Array.from({ length: 64 }, (_, i) => data.members[i * 4]!);
      const schedules = new Map<string, Map<string, BuyerPrice>>();
      for (const member of checkoutMembers) schedules.set(member.userId, await companyPricesOf(db, member.companyId, products));
      const fromLists = checkoutMembers.reduce((sum, member) => sum + [...schedules.get(member.userId)!.values()].filter((price) => price.priceList !== null).length, 0);

      const env = { ...benchEnv(database.url), MAP_TILE_URL: OFFLINE_TILE };
      const app = await startCompiledApp(env);
      try {
        priced = await membersPriced(app, db, checkoutMembers[0]!, products.filter((product) => schedules.get(checkoutMembers[0]!.userId)!.get(product.id)!.priceCents !== product.priceCents));
        const visitorPage = await load('visitor GET /api/catalogue (page)', app, { url: `${app.base}${page}` });
        const firstPages = await firstReads(app, `${app.base}${page}`, data.members);
        const memberPage = against(await asMembers('member GET /api/catalogue (page)', app, `${app.base}${page}`, data.members), visitorPage, targets.memberRatio);
        // Signed in but in no company: what a session costs without a list, so a gap between member and visitor can be told apart.
        const plainPage = against(await asMembers('no company GET /api/catalogue (page)', app, `${app.base}${page}`, data.plainBuyers), visitorPage);
        const visitorSearch = await load('visitor GET /api/catalogue?q', app, { url: `${app.base}${search}` });
        const firstSearches = await firstReads(app, `${app.base}${search}`, data.members);
        const memberSearch = against(await asMembers('member GET /api/catalogue?q', app, `${app.base}${search}`, data.members), visitorSearch, targets.memberRatio);
        const plainSearch = against(await asMembers('no company GET /api/catalogue?q', app, `${app.base}${search}`, data.plainBuyers), visitorSearch);
        rows.push(visitorPage, memberPage, plainPage, visitorSearch, memberSearch, plainSearch);

        const plainCheckout = await checkoutLoad(`no company checkout (${CART_LINES} lines)`, app, '/api/checkout', db, data.plainBuyers.slice(0, 64), products, { lines: CART_LINES });
        const memberCheckout = against(
          await checkoutLoad(`member checkout (${CART_LINES} lines)`, app, '/api/checkout', db, checkoutMembers, products, {
            lines: CART_LINES,
            seenPriceCents: (buyer, product, quantity) => unitPriceCentsFor(priced.cart ? schedules.get(buyer.userId)!.get(product.id)! : (product as (typeof products)[number]), quantity),
          }),
          plainCheckout,
        );
        rows.push(plainCheckout, memberCheckout);

        checks.push(
          {
            name: "each company's first read (not kept yet)",
            result: `page ${firstPages.toFixed(0)} req/s, search ${firstSearches.toFixed(0)} req/s (${data.members.length} members, 8 at a time, before the timed runs)`,
            pass: true,
          },
          {
            name: 'members priced by their lists',
            result: `catalogue ${priced.catalogue ? 'yes' : 'no'}, cart ${priced.cart ? 'yes' : 'no'}${priced.catalogue && priced.cart ? '' : ' (not yet: a member pays as a visitor)'}`,
            pass: true,
          },
          {
            name: 'a 100-line cart priced in one statement',
            result: `p99 ${rules.p99Ms.toFixed(1)} ms (< ${targets.rulesP99Ms}), median ${rules.medianMs.toFixed(1)} ms (${rules.serverMs.toFixed(1)} in Postgres); ${RULE_RUNS} calls, ${rules.pricedPerCart.toFixed(0)} of 100 from a list`,
            pass: rules.p99Ms < targets.rulesP99Ms,
          },
          {
            name: `member checkout vs none (${CART_LINES} lines)`,
            result: `${memberCheckout.ratio!.toFixed(2)} (>= ${targets.checkoutRatio}), p99 ${memberCheckout.p99} vs ${plainCheckout.p99} ms, ${memberCheckout.errors} errors (none ${plainCheckout.errors}); ${((100 * fromLists) / (checkoutMembers.length * products.length)).toFixed(0)}% of lines a list's`,
            pass: memberCheckout.ratio! >= targets.checkoutRatio && memberCheckout.errors === 0 && plainCheckout.errors === 0,
          },
        );

        const reads = data.members.slice(0, 64).flatMap((member) => [
          { path: page, headers: {} },
          { path: page, headers: bearer(member) },
        ]);
        checks.push(...(await importFigures(app, db, data, reads)));
      } finally {
        await stop(app);
      }
    } finally {
      await db.destroy();
    }

    out(
      `\nContracts: ${PRODUCTS.toLocaleString('en')} products (seeded in ${catalogueSeconds.toFixed(0)} s), ${data.members.length} companies, ${data.listIds.length} lists, ${data.entries.toLocaleString('en')} entries (seeded in ${data.seedSeconds.toFixed(0)} s, the entries' one statement ${data.entriesSeconds.toFixed(0)} s), 3 lists per company; ${connections} connections; load average ${loadBefore} before, ${loadAverage()} after\n`,
    );
    const missed = printRows(rows);
    out('');
    return [...missed, ...printChecks(checks)];
  } finally {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
