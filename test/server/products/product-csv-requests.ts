import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../src/server/db/database';
import { csvLine } from '../../../src/server/csv/csv-line';
import { PRODUCT_CSV_COLUMNS, csvImportProgressSchema, type CsvImportProgress, type ProductCsvColumn } from '../../../src/shared/schemas/product-csv';

export type CsvRowInput = Partial<Record<ProductCsvColumn, string | number>>;

/** A valid new product's cells; tests override what they are about. */
export const goodRow = (sku: string, cells: CsvRowInput = {}): CsvRowInput => ({
  sku,
  name: `Spade ${sku}`,
  description: 'A sturdy spade',
  price: '12.50',
  quantity: 100,
  minimumOrder: 5,
  category: '',
  status: '',
  images: '/images/products/spade.svg',
  ...cells,
});

/** A products CSV with every column, CRLF lines as spreadsheets write them (csvLine quotes what needs it). */
export function csvOf(rows: readonly CsvRowInput[], columns: readonly string[] = PRODUCT_CSV_COLUMNS): string {
  const cells = (row: CsvRowInput) => columns.map((column) => row[column as ProductCsvColumn] ?? '');
  return [csvLine([...columns]), ...rows.map((row) => csvLine(cells(row)))].join('');
}

/** `rows` rows of valid new products, SKUs `{prefix}-00001` onwards. */
export function generatedRows(count: number, prefix = 'GEN'): CsvRowInput[] {
  return Array.from({ length: count }, (_, i) => goodRow(`${prefix}-${String(i + 1).padStart(5, '0')}`, { price: `${(i % 900) + 1}.99` }));
}

/** POST /api/products.csv as the browser's dialog sends it. */
export function importCsv(app: FastifyInstance, body: string | Buffer, headers: Record<string, string>, contentType = 'text/csv') {
  return app.inject({ method: 'POST', url: '/api/products.csv', payload: body, headers: { ...headers, 'content-type': contentType } });
}

/** The NDJSON lines of a checked import's answer. */
export function progressLines(body: string): CsvImportProgress[] {
  return body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => csvImportProgressSchema.parse(JSON.parse(line)));
}

/** Live products by SKU, as stored. */
export function productsWithSkus(db: DB, skus: readonly string[]) {
  return db
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'description', 'priceCents', 'quantity', 'minimumOrder', 'categoryId', 'status', 'images', 'updatedAt'])
    .where('sku', 'in', skus)
    .where('deletedAt', 'is', null)
    .orderBy('sku')
    .execute();
}

/** A category to file products under. */
export function createCategory(db: DB, name: string, slug: string) {
  return db.insertInto('categories').values({ name, slug }).returning(['id', 'slug']).executeTakeFirstOrThrow();
}
