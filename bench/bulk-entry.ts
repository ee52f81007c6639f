/**
 * Issue 41's targets, on a database of its own (`BENCH_ONLY=bulk`): a 1,000-line paste checked
 * and added through `POST /api/cart/bulk` (each of 5 runs under 1 s, on an emptied cart, after one
 * unmeasured paste that warms the app); the cart
 * page with those 1,000 lines interactive in Chromium (from navigation to the first page of lines
 * drawn and the line filter answering a search: under 2 s); `POST /api/checkout` of the 1,000-line
 * cart (each of 3 runs under 2 s, one order of 1,000 lines); and two overlapping 1,000-line carts,
 * their lines in opposite orders, checked out at once (500 shared products of one unit each): one
 * placed, one refused with 409, no 5xx (a deadlock would answer 500), no oversell (sold + left =
 * stock for every product). The compiled app as `npm start` runs it; the page signs in with a
 * bearer header (the production session cookie is `__Host-`, which a plain-http page cannot set).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CART_LINES_MAX } from '../src/shared/cart-limits';
import { createDatabase, type DB } from '../src/server/db/database';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrateToLatest } from '../src/server/migrate';
import { benchBuyers, type BenchBuyer } from './bench-data';
import { out } from './benchmarks-doc';
import { benchEnv, startCompiledApp, stop } from './processes';
import { printChecks, type Check } from './table';

const targets = { pasteMs: 1000, cartPageMs: 2000, checkoutMs: 2000 };
const PASTE_RUNS = 5;
const CHECKOUT_RUNS = 3;
const contact = { phone: '555-0100', address: '41 Bulk Lane' };

interface Product {
  id: string;
  sku: string;
  priceCents: number;
  quantity: number;
}

/** `count` products sold by the unit, SKUs `${prefix}-0001` on, with `quantity` in stock each, written in one statement. */
async function products(db: DB, prefix: string, count: number, quantity: number): Promise<Product[]> {
  const rows = await db
    .insertInto('products')
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix} tool ${String(i + 1).padStart(4, '0')}`,
        sku: `${prefix}-${String(i + 1).padStart(4, '0')}`,
        images: ['/x.svg'],
        description: 'Bulk',
        priceCents: 250 + (i % 40) * 5,
        quantity,
        minimumOrder: 1,
      })),
    )
    .returning(['id', 'sku', 'priceCents', 'quantity'])
    .execute();
  return rows.sort((a, b) => a.sku.localeCompare(b.sku));
}

async function post(base: string, buyer: BenchBuyer, url: string, body: unknown): Promise<{ status: number; ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, ms: performance.now() - started, body: answer };
}

const worst = (runs: number[]) => Math.max(...runs);
const listed = (runs: number[]) => runs.map((ms) => ms.toFixed(0)).join(', ');

/**
 * The time from navigating to /cart to its first 50 of 1,000 lines drawn, and to the filter
 * answering a search, ms; with no `sku`, to a one-line cart's table drawn (the baseline: what the
 * page costs whatever its size on this machine now).
 */
async function cartPageMs(base: string, buyer: BenchBuyer, sku?: string): Promise<{ drawnMs: number; interactiveMs: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const runs: { drawnMs: number; interactiveMs: number }[] = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { authorization: `Bearer ${buyer.token}` } });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}/cart`);
      await (sku ? page.getByText(`Lines 1–50 of ${CART_LINES_MAX.toLocaleString('en-US')}`) : page.getByRole('table', { name: 'Lines in your cart' })).waitFor({ timeout: 30_000 });
      const drawnMs = performance.now() - started;
      if (sku) {
        await page.getByLabel('Find a line').fill(sku);
        await page.getByText(`1 of ${CART_LINES_MAX} lines match`).waitFor({ timeout: 30_000 });
      }
      runs.push({ drawnMs, interactiveMs: performance.now() - started });
      await context.close();
    }
    // The first run warms the server's caches and the browser's: the worst of the later two is the figure.
    return runs.slice(1).reduce((a, b) => (b.interactiveMs > a.interactiveMs ? b : a));
  } finally {
    await browser.close();
  }
}

export async function bulkEntryStage(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-bench-bulk-'));
  await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(dataDir, { persistent: false });
  try {
    const db = createDatabase(database.url);
    await migrateToLatest(db);
    const stocked = await products(db, 'BULK', CART_LINES_MAX, 1_000_000);
    const [buyer] = await benchBuyers(db, 'bulk', 1);
    const [ann, bob] = await benchBuyers(db, 'bulk-race', 2);
    const app = await startCompiledApp(benchEnv(database.url));
    const checks: Check[] = [];
    try {
      const paste = stocked.map((product, i) => `${product.sku}${['\t', ', ', ' '][i % 3]}${1 + (i % 4)}`).join('\n');
      const emptyCart = () => db.deleteFrom('cartLines').where('userId', '=', buyer!.userId).execute();

      // One paste first, not measured: the app's first call of a procedure compiles and warms what every later one reuses (as the load runs' warm-up second does).
      await post(app.base, buyer!, '/api/cart/bulk', { text: paste });
      const pastes: number[] = [];
      let wrongAnswers = 0;
      for (let run = 0; run < PASTE_RUNS; run++) {
        await emptyCart();
        const answer = await post(app.base, buyer!, '/api/cart/bulk', { text: `SKU,Quantity\n${paste}` });
        if (answer.status !== 200 || answer.body.added !== CART_LINES_MAX) wrongAnswers++;
        pastes.push(answer.ms);
      }
      checks.push({
        name: `${CART_LINES_MAX}-line paste checked and added`,
        result: `${worst(pastes).toFixed(0)} ms worst of ${listed(pastes)} (< ${targets.pasteMs})${wrongAnswers ? `, ${wrongAnswers} wrong answers` : ''}`,
        pass: worst(pastes) < targets.pasteMs && wrongAnswers === 0,
      });

      const cartPage = await cartPageMs(app.base, buyer!, stocked[CART_LINES_MAX - 1]!.sku);
      await post(app.base, ann!, '/api/cart/bulk', { text: `${stocked[0]!.sku} 1` });
      const oneLine = await cartPageMs(app.base, ann!);
      await db.deleteFrom('cartLines').where('userId', '=', ann!.userId).execute();
      checks.push({
        name: `cart page, ${CART_LINES_MAX} lines, interactive`,
        result: `${cartPage.interactiveMs.toFixed(0)} ms in Chromium (< ${targets.cartPageMs}; lines drawn at ${cartPage.drawnMs.toFixed(0)})`,
        pass: cartPage.interactiveMs < targets.cartPageMs,
      });
      checks.push({ name: 'cart page, 1 line, drawn (baseline)', result: `${oneLine.drawnMs.toFixed(0)} ms in Chromium (no target)`, pass: true });

      const checkouts: number[] = [];
      let wrongOrders = 0;
      for (let run = 0; run < CHECKOUT_RUNS; run++) {
        if (run > 0) {
          await emptyCart();
          await post(app.base, buyer!, '/api/cart/bulk', { text: paste });
        }
        const answer = await post(app.base, buyer!, '/api/checkout', contact);
        const lines = answer.status === 200 ? await db.selectFrom('orderLines').select((eb) => eb.fn.countAll<number>().as('n')).where('orderId', '=', answer.body.orderId as string).executeTakeFirstOrThrow() : { n: 0 };
        if (Number(lines.n) !== CART_LINES_MAX) wrongOrders++;
        checkouts.push(answer.ms);
      }
      checks.push({
        name: `checkout of a ${CART_LINES_MAX}-line cart`,
        result: `${worst(checkouts).toFixed(0)} ms worst of ${listed(checkouts)} (< ${targets.checkoutMs})${wrongOrders ? `, ${wrongOrders} orders not of ${CART_LINES_MAX} lines` : ''}`,
        pass: worst(checkouts) < targets.checkoutMs && wrongOrders === 0,
      });

      // Two carts of 1,000 lines sharing 500 products of one unit each, in opposite orders.
      const race = await products(db, 'RACE', 1500, 5);
      const shared = race.slice(500, 1000);
      await db.updateTable('products').set({ quantity: 1 }).where('id', 'in', shared.map((product) => product.id)).execute();
      const stockOf = new Map(race.map((product) => [product.id, shared.includes(product) ? 1 : 5]));
      const start = Date.now() - 3_600_000;
      const fill = (who: BenchBuyer, lines: Product[]) =>
        db
          .insertInto('cartLines')
          .values(lines.map((product, i) => ({ userId: who.userId, productId: product.id, quantity: 1, seenUnitPriceCents: product.priceCents, seenStock: stockOf.get(product.id)!, addedAt: new Date(start + i * 1000) })))
          .execute();
      await fill(ann!, race.slice(0, 1000));
      await fill(bob!, race.slice(500).reverse());
      const answers = await Promise.all([post(app.base, ann!, '/api/checkout', contact), post(app.base, bob!, '/api/checkout', contact)]);
      const statuses = answers.map((answer) => answer.status).sort();
      const left = new Map((await db.selectFrom('products').select(['id', 'quantity']).where('id', 'in', race.map((p) => p.id)).execute()).map((row) => [row.id, row.quantity]));
      const soldRows = await db.selectFrom('orderLines').select(['productId', (eb) => eb.fn.sum<number>('quantity').as('units')]).where('productId', 'in', race.map((p) => p.id)).groupBy('productId').execute();
      const sold = new Map(soldRows.map((row) => [row.productId, Number(row.units)]));
      const off = race.filter((product) => left.get(product.id)! < 0 || (sold.get(product.id) ?? 0) + left.get(product.id)! !== stockOf.get(product.id)).length;
      checks.push({
        name: `two overlapping ${CART_LINES_MAX}-line checkouts`,
        result: `${statuses.join(' and ')} in ${worst(answers.map((a) => a.ms)).toFixed(0)} ms; ${off} products oversold or off`,
        pass: statuses.join() === '200,409' && off === 0,
      });
    } finally {
      await Promise.all([stop(app), db.destroy()]);
    }
    out(`\nIssue 41 (bulk entry, 1,000-line carts); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
    return printChecks(checks);
  } finally {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
