import { describe, expect, it } from 'vitest';
import { adminAndCustomer } from '../../helpers/admin-helpers';
import { useTestApp } from '../../helpers/test-app';
import { csvOf, generatedRows, importCsv, progressLines } from './product-csv-requests';

/**
 * The scale: 10,000 rows through the real route, then again as a re-import that changes
 * every row. Measured, not timed (`MEASURE_IMPORT=1 npx vitest run test/server/products/import-10k.test.ts`
 * prints the durations); skipped otherwise, to keep `npm test` quick on a 2-core machine.
 */
describe.runIf(process.env.MEASURE_IMPORT)('importing 10,000 rows', () => {
  const shop = useTestApp();

  it('adds them all, then updates them all', async () => {
    const { asAdmin } = await adminAndCustomer(shop.db);
    const rows = generatedRows(10_000, 'TEN');
    for (const [label, file, expected] of [
      ['add', csvOf(rows), { added: 10_000, updated: 0 }],
      ['update', csvOf(rows.map((row) => ({ ...row, quantity: 250 }))), { added: 0, updated: 10_000 }],
    ] as const) {
      const started = performance.now();
      const response = await importCsv(shop.app, file, asAdmin);
      const seconds = (performance.now() - started) / 1000;
      console.log(`import 10,000 rows (${label}, ${(file.length / 1024 / 1024).toFixed(1)} MB): ${seconds.toFixed(2)} s`);
      expect(progressLines(response.body).at(-1)).toMatchObject({ phase: 'done', ...expected });
    }
  }, 120_000);
});
