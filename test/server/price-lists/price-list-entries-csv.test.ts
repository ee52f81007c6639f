import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLine } from '../../../src/server/csv/csv-line';
import { contractRulesOf } from '../../../src/server/features/3-accounts/price-lists/contract-rules-repository';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { PRICE_LIST_CSV_COLUMNS, type PriceListCsvColumn } from '../../../src/shared/schemas/price-list';
import { csvImportReportSchema } from '../../../src/shared/schemas/product-csv';
import { adminAndCustomer } from '../../helpers/admin-helpers';
import { createProduct } from '../../helpers/factories';
import { assignLists, createPriceList } from '../../helpers/price-lists';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
let asAdmin: Record<string, string>;
let asCustomer: Record<string, string>;

beforeAll(async () => {
  ({ asAdmin, asCustomer } = await adminAndCustomer(shop.db));
});

type Row = Partial<Record<PriceListCsvColumn, string | number>>;
const csvOf = (rows: readonly Row[], columns: readonly string[] = PRICE_LIST_CSV_COLUMNS) =>
  [csvLine([...columns]), ...rows.map((row) => csvLine(columns.map((column) => row[column as PriceListCsvColumn] ?? '')))].join('');

const importCsv = (priceListId: string, body: string, query = '', headers = asAdmin) =>
  shop.app.inject({ method: 'POST', url: `/api/price-lists/${priceListId}/entries.csv${query}`, payload: body, headers: { ...headers, 'content-type': 'text/csv' } });
const exportCsv = (priceListId: string) => shop.app.inject({ method: 'GET', url: `/api/price-lists/${priceListId}/entries.csv`, headers: asAdmin });

const storedEntries = (priceListId: string) =>
  shop.db
    .selectFrom('priceListEntries')
    .select(['productId', 'percentOffBp', 'priceCents', 'priceTiers'])
    .where('priceListId', '=', priceListId)
    .orderBy('productId')
    .execute();

async function productWithSku(sku: string, name = `Tool ${sku}`) {
  const product = await createProduct(shop.db, { name, price: 20 });
  await shop.db.updateTable('products').set({ sku }).where('id', '=', product.id).execute();
  return { ...product, sku };
}

describe('the entries CSV', () => {
  it('imports by SKU, exports what it imported, and the export imported again changes nothing', async () => {
    const list = await createPriceList(shop.db, { name: 'Round trip' });
    await productWithSku('RT-SPADE', 'Spade, "the big one"');
    await productWithSku('RT-RAKE');
    await productWithSku('RT-HOE');
    const file = csvOf([
      { sku: 'rt-spade', percentOff: '12.5' },
      { sku: 'RT-RAKE', price: '9.50', priceTiers: '10:8.75;50:8.00' },
      { sku: 'RT-HOE', price: '14' },
    ]);
    const first = await importCsv(list.id, file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 3, updated: 0, removed: 0 });
    const before = await storedEntries(list.id);

    const exported = await exportCsv(list.id);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('round-trip-entries.csv');
    expect(exported.body).toBe(
      'sku,name,percentOff,price,priceTiers\r\n' +
        'RT-HOE,Tool RT-HOE,,14.00,\r\n' +
        'RT-RAKE,Tool RT-RAKE,,9.50,10:8.75;50:8.00\r\n' +
        'RT-SPADE,"Spade, ""the big one""",12.5,,\r\n',
    );
    const versionOf = () => shop.db.selectFrom('priceLists').select('version').where('id', '=', list.id).executeTakeFirstOrThrow();
    const version = await versionOf();
    const again = await importCsv(list.id, exported.body);
    expect(again.json()).toEqual({ added: 0, updated: 3, removed: 0 });
    expect(await storedEntries(list.id)).toEqual(before);
    // No entry changed, so no row was rewritten and the answers kept for the list's companies stay (ADR 144).
    expect(await versionOf()).toEqual(version);

    const audit = await shop.db.selectFrom('auditLog').select(['action', 'details']).where('target', '=', list.id).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['price_list.entries_imported', 'price_list.entries_imported']);
    expect(audit[0]!.details).toMatchObject({ source: 'csv', replace: false, lines: 3, added: 3, updated: 0, removed: 0 });
  });

  it('upserts by default and with ?replace=true makes the file the whole list', async () => {
    const list = await createPriceList(shop.db, { name: 'Replaced' });
    await productWithSku('RP-1');
    await productWithSku('RP-2');
    await importCsv(list.id, csvOf([{ sku: 'RP-1', percentOff: 5 }, { sku: 'RP-2', percentOff: 6 }]));
    const upsert = await importCsv(list.id, csvOf([{ sku: 'RP-2', percentOff: 7 }]));
    expect(upsert.json()).toEqual({ added: 0, updated: 1, removed: 0 });
    expect((await storedEntries(list.id)).length).toBe(2);
    const replace = await importCsv(list.id, csvOf([{ sku: 'RP-2', percentOff: 8 }]), '?replace=true');
    expect(replace.json()).toEqual({ added: 0, updated: 1, removed: 1 });
    expect((await storedEntries(list.id)).map((entry) => entry.percentOffBp)).toEqual([800]);
  });

  it('reports every bad cell by line and column and writes nothing', async () => {
    const list = await createPriceList(shop.db, { name: 'Bad lines' });
    for (const sku of ['BAD-1', 'BAD-2', 'BAD-3', 'BAD-4', 'BAD-5']) await productWithSku(sku);
    const file = csvOf([
      { sku: 'BAD-1', percentOff: '12.5' }, // line 2: good
      { sku: 'BAD-2', percentOff: 'lots' }, // line 3
      { sku: 'NOPE-9', percentOff: '5' }, // line 4
      { sku: 'BAD-1', percentOff: '5' }, // line 5: repeated
      { sku: 'BAD-3', price: '10', priceTiers: '10:11' }, // line 6: a break dearer than the price
      { sku: 'BAD-4', percentOff: '5', price: '9' }, // line 7: both
      { sku: 'BAD-5' }, // line 8: neither
      { sku: 'BAD 2', percentOff: '100' }, // line 9: two bad cells
    ]);
    const response = await importCsv(list.id, file);
    expect(response.statusCode).toBe(400);
    const report = csvImportReportSchema.parse(response.json());
    expect(report.problems.map(({ line, field }) => `${line}:${field}`)).toEqual(['3:percentOff', '4:sku', '5:sku', '6:priceTiers', '7:price', '8:percentOff', '9:sku', '9:percentOff']);
    expect(report.problems.find((problem) => problem.line === 4)!.message).toBe('No product has the SKU NOPE-9');
    expect(report.problems.find((problem) => problem.line === 5)!.message).toBe('This SKU is already on line 2');
    expect(report.message).toBe('8 problems: nothing was imported');
    expect(await storedEntries(list.id)).toEqual([]);

    const header = await importCsv(list.id, 'sku,discount\r\nBAD-1,5\r\n');
    expect(csvImportReportSchema.parse(header.json()).problems).toEqual([{ line: 1, field: 'discount', message: 'Unknown column: use sku, name, percentOff, price, priceTiers' }]);
  });

  it('is for admins only, and answers 404 for an unknown list', async () => {
    const list = await createPriceList(shop.db, { name: 'Admins only' });
    expect((await importCsv(list.id, csvOf([]), '', asCustomer)).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: `/api/price-lists/${list.id}/entries.csv` })).statusCode).toBe(401);
    expect((await importCsv('00000000-0000-4000-8000-000000000000', csvOf([]))).statusCode).toBe(404);
    expect((await importCsv('not-an-id', csvOf([]))).statusCode).toBe(400);
  });

  it('imports 20,000 lines in one go, and two imports of one list at once both finish whole while prices are read', async () => {
    await sql`
      insert into products (sku, name, description, images, price_cents, quantity, minimum_order)
      select 'BULK-' || lpad(i::text, 5, '0'), 'Bulk tool ' || i, 'A tool', array['/images/products/spade.jpg'], 1000 + i, 100, 1
      from generate_series(1, 20000) as i`.execute(shop.db);
    const list = await createPriceList(shop.db, { name: 'Twenty thousand' });
    const sku = (i: number) => `BULK-${String(i).padStart(5, '0')}`;
    const rows = (percent: number) => Array.from({ length: 20_000 }, (_, i) => (i % 2 === 0 ? { sku: sku(i + 1), percentOff: percent } : { sku: sku(i + 1), price: '9.99', priceTiers: '10:9.50' }));
    const first = await importCsv(list.id, csvOf(rows(10)));
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    expect(first.json()).toEqual({ added: 20_000, updated: 0, removed: 0 });

    const company = await insertCompany(shop.db, { name: 'Bulk buyers', taxId: null });
    await assignLists(shop.db, company.id, [list.id]);
    const productIds = (await shop.db.selectFrom('products').select('id').where('sku', 'in', [sku(1), sku(2), sku(3)]).execute()).map((row) => row.id);

    // Two whole-list imports and a checkout's read at once: the imports take turns on the list's
    // row, the read waits for neither and sees one whole list or the other, never a mix.
    const [a, b, read] = await Promise.all([importCsv(list.id, csvOf(rows(20))), importCsv(list.id, csvOf(rows(30))), contractRulesOf(shop.db, company.id, productIds)]);
    expect(a.statusCode, a.body.slice(0, 300)).toBe(200);
    expect(b.statusCode, b.body.slice(0, 300)).toBe(200);
    expect(read.size).toBe(3);
    const percents = await shop.db
      .selectFrom('priceListEntries')
      .select((eb) => eb.fn.count<string>('productId').distinct().as('n'))
      .select(sql<number[]>`array_agg(distinct percent_off_bp) filter (where percent_off_bp is not null)`.as('percents'))
      .where('priceListId', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(Number(percents.n)).toBe(20_000);
    expect(percents.percents.length).toBe(1);
    expect([2000, 3000]).toContain(percents.percents[0]);
  }, 240_000);
});
