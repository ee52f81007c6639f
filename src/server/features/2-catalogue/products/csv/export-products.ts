import { centsAsDecimal, centsToDollars } from '../../../../../shared/money';
import { IMAGE_SEPARATOR, PRODUCT_CSV_COLUMNS, TIER_SEPARATOR } from '../../../../../shared/schemas/product-csv';
import { csvLine } from '../../../../csv/csv-line';
import type { DB } from '../../../../db/database';
import { productCsvPage, type ProductCsvExportRow } from './product-csv-repository';

/** Rows read per query: the export holds one batch at a time, whatever the catalogue's size. */
const BATCH = 1000;

const cellsOf = (product: ProductCsvExportRow) => [
  product.sku,
  product.name,
  product.description,
  centsToDollars(product.priceCents),
  product.quantity,
  product.minimumOrder,
  product.category,
  product.status,
  product.images.join(IMAGE_SEPARATOR),
  product.packSize,
  product.maximumOrder ?? '',
  product.priceTiers.map((tier) => `${tier.minQuantity}:${centsAsDecimal(tier.priceCents)}`).join(TIER_SEPARATOR),
  product.weightGrams === null ? '' : product.weightGrams / 1000,
  product.taxClass,
];

/**
 * Every live product (any status) as the import's CSV lines, by SKU, one keyset page at a time:
 * the file an import takes back unchanged (csvLine's `'` before formula-like text is taken off
 * again by the import's row schema).
 */
export async function* productCsvLines(db: DB): AsyncGenerator<string> {
  yield csvLine([...PRODUCT_CSV_COLUMNS]);
  let after: string | null = null;
  for (;;) {
    const page = await productCsvPage(db, after, BATCH);
    if (page.length > 0) yield page.map((product) => csvLine(cellsOf(product))).join('');
    if (page.length < BATCH) return;
    after = page[page.length - 1]!.sku;
  }
}
