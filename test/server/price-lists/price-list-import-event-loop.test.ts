import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_LIST_ENTRIES_MAX } from '../../../src/shared/schemas/price-list';
import { adminAndCustomer } from '../../helpers/admin-helpers';
import { createPriceList } from '../../helpers/price-lists';
import { useTestApp } from '../../helpers/test-app';

/*
 * Issue 39: catalogue reads keep their p99 while a 20,000-line list CSV imports. The import runs
 * in the process that answers the reads, so no stretch of it may hold the event loop: every
 * request that arrives meanwhile waits for the stretch to end.
 */

const shop = useTestApp();
/**
 * The most CPU time one turn of the loop may take. The bench wants reads' p99 <= 50 ms, and a read
 * arriving during a turn waits for its end. Checked in one go, the import held the loop for about
 * a second of CPU; in slices its longest turn is 35 to 70 ms on a 2-core machine at load 7.
 */
const LONGEST_TURN_MS = 100;
let asAdmin: Record<string, string>;
let csv: string;

beforeAll(async () => {
  ({ asAdmin } = await adminAndCustomer(shop.db));
  await sql`
    insert into products (sku, name, description, images, price_cents, quantity, minimum_order)
    select 'LOOP-' || lpad(i::text, 5, '0'), 'Loop tool ' || i, 'A tool', array['/images/products/spade.jpg'], 1000 + i, 100, 1
    from generate_series(1, ${PRICE_LIST_ENTRIES_MAX}::int) as i`.execute(shop.db);
  // The bench's mix: a quarter percentages, the rest a price with one break.
  const lines = Array.from({ length: PRICE_LIST_ENTRIES_MAX }, (_, i) => {
    const sku = `LOOP-${String(i + 1).padStart(5, '0')}`;
    return i % 4 === 0 ? `${sku},,${2.5 + (i % 30)},,` : `${sku},,,9.99,20:9.50`;
  });
  csv = ['sku,name,percentOff,price,priceTiers', ...lines].join('\r\n');
});

/**
 * The longest turn of the event loop while `work` runs, timed by a 1 ms interval: its wall time,
 * and the CPU time the process spent in it. On a busy machine the wall time also counts the
 * while the OS ran other processes; the CPU time is the turn's own work.
 */
async function longestTurn(work: () => Promise<unknown>): Promise<{ wallMs: number; cpuMs: number }> {
  let last = { at: performance.now(), cpu: process.cpuUsage() };
  const longest = { wallMs: 0, cpuMs: 0 };
  const tick = setInterval(() => {
    const now = { at: performance.now(), cpu: process.cpuUsage() };
    const spent = process.cpuUsage(last.cpu);
    longest.wallMs = Math.max(longest.wallMs, now.at - last.at);
    longest.cpuMs = Math.max(longest.cpuMs, (spent.user + spent.system) / 1000);
    last = now;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(tick);
  }
  return longest;
}

describe('a 20,000-line entries import', () => {
  it('gives the event loop back every few milliseconds, so reads served meanwhile wait for no long stretch', async () => {
    const list = await createPriceList(shop.db, { name: 'Event loop' });
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    let status = 0;
    const turn = await longestTurn(async () => {
      const response = await shop.app.inject({ method: 'POST', url: `/api/price-lists/${list.id}/entries.csv`, payload: csv, headers: { ...asAdmin, 'content-type': 'text/csv' } });
      status = response.statusCode;
    });
    delay.disable();
    expect(status).toBe(200);
    // The figures, for the report: on a quiet machine the wall time and the CPU time agree.
    console.info(
      `import ${(performance.now() - started).toFixed(0)} ms; longest turn ${turn.wallMs.toFixed(0)} ms (CPU ${turn.cpuMs.toFixed(0)} ms); ` +
        `loop delay max ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
    );
    expect(turn.cpuMs).toBeLessThan(LONGEST_TURN_MS);
  }, 120_000);
});
