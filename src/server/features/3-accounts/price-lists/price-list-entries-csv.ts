import { centsAsDecimal } from '../../../../shared/money';
import { PRICE_LIST_CSV_COLUMNS, PRICE_LIST_CSV_REQUIRED, PRICE_LIST_ENTRIES_MAX, priceListCsvRowSchema, type PriceListCsvColumn, type PriceListCsvRow } from '../../../../shared/schemas/price-list';
import { skuSchema } from '../../../../shared/schemas/product';
import { TIER_SEPARATOR, type CsvProblem } from '../../../../shared/schemas/product-csv';
import { csvLine } from '../../../csv/csv-line';
import { mapInTurns } from '../../../csv/in-turns';
import { readCsv, type CsvRecord } from '../../../csv/read-csv';
import type { DB } from '../../../db/database';
import { keptProductsAmongSkus } from '../../2-catalogue/products/product-refs';
import { entriesPage, type EntryValues } from './price-list-entries-repository';
import { entryValuesOf } from './price-list-entries-service';

/** Rows read per query: the export holds one batch at a time, whatever the list's size. */
const BATCH = 1000;

/**
 * The list's entries as the import's CSV lines (PRICE_LIST_CSV_COLUMNS), by SKU, one keyset page
 * at a time: the file an import takes back unchanged.
 */
export async function* priceListCsvLines(db: DB, priceListId: string): AsyncGenerator<string> {
  yield csvLine([...PRICE_LIST_CSV_COLUMNS]);
  let afterSku: string | undefined;
  for (;;) {
    const page = await entriesPage(db, priceListId, { afterSku, limit: BATCH });
    if (page.length > 0) {
      yield page
        .map((row) =>
          csvLine([
            row.sku,
            row.name,
            row.percentOffBp === null ? '' : row.percentOffBp / 100,
            row.entryPriceCents === null ? '' : centsAsDecimal(row.entryPriceCents),
            row.entryPriceTiers.map((tier) => `${tier.minQuantity}:${centsAsDecimal(tier.priceCents)}`).join(TIER_SEPARATOR),
          ]),
        )
        .join('');
    }
    if (page.length < BATCH) return;
    afterSku = page[page.length - 1]!.sku;
  }
}

/** An entries CSV's text into rows (src/server/csv/read-csv.ts, as the products CSV), at most PRICE_LIST_ENTRIES_MAX. */
export function readPriceListCsv(text: string) {
  return readCsv(text, { columns: PRICE_LIST_CSV_COLUMNS, required: PRICE_LIST_CSV_REQUIRED, maxRows: PRICE_LIST_ENTRIES_MAX });
}

const byPosition = (a: CsvProblem, b: CsvProblem) =>
  a.line - b.line || PRICE_LIST_CSV_COLUMNS.indexOf(a.field as never) - PRICE_LIST_CSV_COLUMNS.indexOf(b.field as never);

/**
 * Checks every line before anything is written, so the admin gets one report with every bad cell
 * (line and column): the shared row schema, SKUs repeated in the file, and SKUs no kept product
 * holds (one statement for all of them). Reads only. The lines are checked a slice at a time
 * (mapInTurns): 20,000 of them in one go would hold every other request of the process.
 */
export async function checkPriceListRows(db: DB, records: readonly CsvRecord<PriceListCsvColumn>[]): Promise<{ entries: EntryValues[]; problems: CsvProblem[] }> {
  const problems: CsvProblem[] = [];
  const firstLine = new Map<string, number>();
  const parsed = await mapInTurns(records, ({ line, cells }): { line: number; sku?: string; row: PriceListCsvRow | null } => {
    const result = priceListCsvRowSchema.safeParse(cells);
    const sku = result.success ? result.data.sku : skuSchema.safeParse(cells.sku).data;
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!seen.has(field)) problems.push({ line, field, message: issue.message });
        seen.add(field);
      }
    }
    const first = sku === undefined ? undefined : firstLine.get(sku);
    if (first !== undefined) problems.push({ line, field: 'sku', message: `This SKU is already on line ${first}` });
    else if (sku !== undefined) firstLine.set(sku, line);
    return { line, sku, row: result.success ? result.data : null };
  });

  const idOfSku = new Map((await keptProductsAmongSkus(db, [...firstLine.keys()])).map((product) => [product.sku, product.id]));
  const checked = await mapInTurns(parsed, ({ line, sku, row }) => {
    const productId = sku === undefined ? undefined : idOfSku.get(sku);
    if (sku !== undefined && productId === undefined) problems.push({ line, field: 'sku', message: `No product has the SKU ${sku}` });
    return row && productId ? entryValuesOf(productId, row) : null;
  });
  return { entries: checked.filter((entry) => entry !== null), problems: problems.sort(byPosition) };
}
