/**
 * The checkout load run: at 32 connections, POST a checkout of a 5-line cart (or as many lines as
 * the run asks), over 64 buyers and 256 products. A checkout empties its cart, so each buyer's cart is refilled between their
 * checkouts by one direct INSERT from this process, outside the measured request: each connection
 * checks out for two buyers in turn and refills the one whose cart it just emptied while the other's
 * checkout is under way, so no connection waits for a refill. The refills' database work is the
 * same on both sides. autocannon cannot await a refill between requests, so this drives the
 * requests itself (fetch, keep-alive) and builds the same row: checkouts per second, p99 of the
 * checkout alone, the serving process's CPU time per checkout, and the non-2xx answers (errors).
 */
import { performance } from 'node:perf_hooks';
import type { DB } from '../src/server/db/database';
import type { BenchBuyer } from './bench-data';
import { connections, seconds, type Row } from './load';
import { cpuMs, type Running } from './processes';
import { randomSource } from './random-source';
import { percentile } from './percentile';

export const CART_LINES = 5;

interface Counts {
  latencies: number[];
  errors: number;
  firstError?: string;
}

/** How a run's carts are made (bench/contracts.ts: 20 lines, priced as a company's member sees them). */
export interface CartShape {
  /** Lines per cart (default CART_LINES). */
  lines?: number;
  /** The unit price the buyer saw for `quantity` of the product (default its priceCents): what the checkout will charge, or it refuses the line as changed. */
  seenPriceCents?: (buyer: BenchBuyer, product: { id: string; priceCents: number }, quantity: number) => number;
  /** How the checkout pays (bench/accounts.ts): 'account' on the member's company's account; default card (the body names none). */
  paymentMethod?: 'account';
}

/**
 * Fills carts the same way for every run: each fill's distinct products (in a random order, 1 to
 * 3 units each) come from one seeded sequence, so the app and the bare routes see the same carts.
 */
function cartFiller(db: DB, products: readonly { id: string; priceCents: number }[], shape: CartShape) {
  const random = randomSource(24);
  const lines = shape.lines ?? CART_LINES;
  const seen = shape.seenPriceCents ?? ((_buyer, product) => product.priceCents);
  return async (buyer: BenchBuyer) => {
    const picked = new Set<number>();
    while (picked.size < lines) picked.add(Math.floor(random() * products.length));
    await db
      .insertInto('cartLines')
      .values(
        [...picked].map((i) => {
          const quantity = 1 + Math.floor(random() * 3);
          return { userId: buyer.userId, productId: products[i]!.id, quantity, seenUnitPriceCents: seen(buyer, products[i]!, quantity), seenStock: 0 };
        }),
      )
      .execute();
  };
}

/** Checkout requests as `buyer`; a non-2xx answer or a failed request counts as an error. */
async function checkout(url: string, buyer: BenchBuyer, counts: Counts | null, paymentMethod: CartShape['paymentMethod']): Promise<boolean> {
  const started = performance.now();
  let failure: string | undefined;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      // A company's member orders for one of its locations; anyone else gives an address.
      body: JSON.stringify({ ...(buyer.locationId ? { locationId: buyer.locationId } : { phone: '555-0100', address: '1 Bench Road' }), ...(paymentMethod && { paymentMethod }) }),
    });
    const body = await response.text();
    if (!response.ok) failure = `${response.status} ${body.slice(0, 200)}`;
  } catch (error) {
    failure = String(error);
  }
  if (counts) {
    counts.latencies.push(performance.now() - started);
    if (failure) {
      counts.errors += 1;
      counts.firstError ??= failure;
    }
  }
  return failure === undefined;
}

/**
 * Runs checkouts for `ms` on every connection; `counts` null for the warm-up. A cart a failed
 * checkout may have left is emptied before its refill, so one error does not become many.
 */
async function phase(db: DB, url: string, buyers: readonly BenchBuyer[], fill: (buyer: BenchBuyer) => Promise<void>, empty: Set<string>, ms: number, counts: Counts | null, paymentMethod: CartShape['paymentMethod']) {
  const until = performance.now() + ms;
  const perConnection = buyers.length / connections;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const own = buyers.slice(c * perConnection, (c + 1) * perConnection);
      while (performance.now() < until) {
        // A buyer whose cart is full: the one not checked out last turn (refilled meanwhile).
        let buyer = own.find((candidate) => !empty.has(candidate.userId));
        if (!buyer) {
          buyer = own[0]!;
          await fill(buyer);
          empty.delete(buyer.userId);
        }
        const refills = own.filter((other) => other !== buyer && empty.has(other.userId));
        const [placed] = await Promise.all([
          checkout(url, buyer, counts, paymentMethod),
          ...refills.map(async (other) => {
            await fill(other);
            empty.delete(other.userId);
          }),
        ]);
        if (!placed) await db.deleteFrom('cartLines').where('userId', '=', buyer.userId).execute();
        empty.add(buyer.userId);
      }
    }),
  );
}


/** What one run measured, kept raw so that runs of one kind taken at different times add up (checkoutRow). */
export interface CheckoutRun {
  latencies: number[];
  elapsedS: number;
  /** The serving process's CPU time over the run, ms. */
  cpuMs: number;
  errors: number;
}

/** One checkout run against `server` at `path`, after a second of warm-up that is not counted. */
export async function checkoutRun(
  name: string,
  server: Running,
  path: string,
  db: DB,
  buyers: readonly BenchBuyer[],
  products: readonly { id: string; priceCents: number }[],
  shape: CartShape = {},
): Promise<CheckoutRun> {
  if (buyers.length % connections !== 0) throw new Error(`${buyers.length} buyers do not share out over ${connections} connections`);
  const url = `${server.base}${path}`;
  const fill = cartFiller(db, products, shape);
  const ids = buyers.map((buyer) => buyer.userId);
  await db.deleteFrom('cartLines').where('userId', 'in', ids).execute();
  for (const buyer of buyers) await fill(buyer);
  const empty = new Set<string>();
  await phase(db, url, buyers, fill, empty, 1000, null, shape.paymentMethod);
  const counts: Counts = { latencies: [], errors: 0 };
  const cpuBefore = cpuMs(server);
  const started = performance.now();
  await phase(db, url, buyers, fill, empty, seconds * 1000, counts, shape.paymentMethod);
  const elapsedS = (performance.now() - started) / 1000;
  if (counts.firstError) console.error(`${name}: ${counts.errors} errors, the first: ${counts.firstError}`);
  return { latencies: counts.latencies, elapsedS, cpuMs: cpuMs(server) - cpuBefore, errors: counts.errors };
}

/** The table's row of one or more runs of one kind: checkouts over their whole time, p99 over all their checkouts. */
export function checkoutRow(name: string, runs: readonly CheckoutRun[]): Row {
  const sorted = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const sum = (pick: (run: CheckoutRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return { name, rps: sorted.length / sum((run) => run.elapsedS), p99: Math.round(percentile(sorted, 99)), cpu: sum((run) => run.cpuMs) / sorted.length, errors: sum((run) => run.errors) };
}

/** One checkout run's row (checkoutRun, checkoutRow). */
export async function checkoutLoad(...args: Parameters<typeof checkoutRun>): Promise<Row> {
  return checkoutRow(args[0], [await checkoutRun(...args)]);
}
