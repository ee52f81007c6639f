import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { adminAndCustomer } from '../../helpers/admin-helpers';
import { useTestApp } from '../../helpers/test-app';
import { createCategory, csvOf, generatedRows, goodRow, importCsv, productsWithSkus, progressLines } from './product-csv-requests';

const shop = useTestApp();
let asAdmin: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  const people = await adminAndCustomer(shop.db);
  asAdmin = people.asAdmin;
  adminId = people.admin.id;
  await createCategory(shop.db, 'Spades', 'spades');
});

const countProducts = async () => Number((await shop.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const countAudit = async () => Number((await shop.db.selectFrom('auditLog').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/products.csv: good rows', () => {
  it('adds every product of a spreadsheet file (BOM, CRLF, quoted commas, quotes and line breaks) and logs each', async () => {
    const file = `\uFEFF${csvOf([
      goodRow('sp-100', { name: 'Border spade, "Pro"', description: 'Forged steel\nAsh handle', price: '24.5', category: 'spades', status: 'draft' }),
      goodRow('SP-101', { images: '/images/products/spade.svg|/images/products/loppers.svg' }),
    ])}`;
    const response = await importCsv(shop.app, file, asAdmin);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(progressLines(response.body)).toEqual([
      { phase: 'writing', done: 2, total: 2 },
      { phase: 'done', added: 2, updated: 0, unchanged: 0 },
    ]);
    const [first, second] = await productsWithSkus(shop.db, ['SP-100', 'SP-101']);
    const category = await shop.db.selectFrom('categories').select('id').where('slug', '=', 'spades').executeTakeFirstOrThrow();
    expect(first).toMatchObject({ name: 'Border spade, "Pro"', description: 'Forged steel\nAsh handle', priceCents: 2450, quantity: 100, minimumOrder: 5, categoryId: category.id, status: 'draft' });
    expect(second).toMatchObject({ status: 'active', categoryId: null, images: ['/images/products/spade.svg', '/images/products/loppers.svg'] });

    const entries = await shop.db.selectFrom('auditLog').select(['action', 'actorId', 'target', 'details']).where('target', 'in', [first!.id, second!.id]).orderBy('id').execute();
    expect(entries).toEqual([
      { action: 'product.added', actorId: adminId, target: first!.id, details: { source: 'csv', line: 2 } },
      { action: 'product.added', actorId: adminId, target: second!.id, details: { source: 'csv', line: 3 } },
    ]);
  });

  it('reads a windows-1252 or latin1 file as its charset says: é, the euro sign and curly quotes as typed', async () => {
    for (const [sku, charset] of [['W1252-1', 'windows-1252'], ['LATIN-1', 'latin1'], ['LATIN-2', '"ISO-8859-1"']] as const) {
      // Windows-1252 bytes: 0xe9 é, 0x80 €, 0x93 and 0x94 the curly double quotes.
      const file = Buffer.from(csvOf([goodRow(sku, { name: 'Caf\xe9 spade', description: '\x80 5 \x93best\x94' })]), 'latin1');
      const response = await importCsv(shop.app, file, asAdmin, `text/csv; charset=${charset}`);
      expect(response.statusCode, charset).toBe(200);
      const [stored] = await productsWithSkus(shop.db, [sku]);
      expect(stored).toMatchObject({ name: 'Café spade', description: '€ 5 “best”' });
    }
  });

  it('makes the imported products findable in the admin list by name and by SKU at once', async () => {
    await importCsv(shop.app, csvOf([goodRow('FIND-77', { name: 'Dutch hoe with ash handle', status: 'draft' })]), asAdmin);
    for (const q of ['dutch hoe', 'FIND-77']) {
      const page = await shop.app.inject({ method: 'GET', url: `/api/admin/products?q=${encodeURIComponent(q)}`, headers: asAdmin });
      expect(page.json().items.map((product: { sku: string }) => product.sku)).toEqual(['FIND-77']);
    }
  });

  it('reports progress batch by batch on a large file', async () => {
    const response = await importCsv(shop.app, csvOf(generatedRows(1200, 'BULK')), asAdmin);
    expect(progressLines(response.body)).toEqual([
      { phase: 'writing', done: 500, total: 1200 },
      { phase: 'writing', done: 1000, total: 1200 },
      { phase: 'writing', done: 1200, total: 1200 },
      { phase: 'done', added: 1200, updated: 0, unchanged: 0 },
    ]);
  });
});

describe('POST /api/products.csv: bad rows', () => {
  it('reports every bad cell by its spreadsheet line and column, and writes nothing', async () => {
    const [products, entries] = [await countProducts(), await countAudit()];
    const file = csvOf([
      goodRow('OK-1'), // line 2
      goodRow('BAD-1', { name: '', price: 'abc', description: 'Two\nlines' }), // line 3, over two text lines
      goodRow('BAD-2', { category: 'no-such', status: 'gone' }), // line 4
      goodRow('ok-1'), // line 5: OK-1 again
      goodRow('BAD-3', { images: '' }), // line 6: new, no image
      goodRow('BAD-4', { images: 'https://elsewhere.example/x.png', quantity: 3, minimumOrder: 4 }), // line 7
      goodRow('BAD 5', { images: '/uploads/0123456789abcdef0123456789abcdef-640.webp' }), // line 8: no such upload
    ]);
    const response = await importCsv(shop.app, file, asAdmin);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: '10 problems: nothing was imported',
      problemCount: 10,
      problems: [
        { line: 3, field: 'name', message: 'Please fill out this field' },
        { line: 3, field: 'price', message: 'Enter a number such as 12.50' },
        { line: 4, field: 'category', message: 'No category has the slug no-such' },
        { line: 4, field: 'status', message: 'Choose draft, active or archived' },
        { line: 5, field: 'sku', message: 'This SKU is already on line 2' },
        { line: 6, field: 'images', message: 'Add at least one image for a new product' },
        { line: 7, field: 'minimumOrder', message: 'The minimum order cannot be more than the quantity' },
        { line: 7, field: 'images', message: 'Upload the image here first' },
        { line: 8, field: 'sku', message: 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit' },
        { line: 8, field: 'images', message: 'Upload the image here first' },
      ],
    });
    expect([await countProducts(), await countAudit()]).toEqual([products, entries]);
  });

  it('refuses a file whose header lacks a column or names an unknown one, on line 1', async () => {
    const response = await importCsv(shop.app, 'sku,name,price,colour\r\nX-1,Spade,1,red\r\n', asAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { line: 1, field: 'colour', message: 'Unknown column: use sku, name, description, price, quantity, minimumOrder, category, status, images, packSize, maximumOrder, priceTiers, weightKg, taxClass' },
      { line: 1, field: 'description', message: 'Add a column named description' },
      { line: 1, field: 'quantity', message: 'Add a column named quantity' },
      { line: 1, field: 'minimumOrder', message: 'Add a column named minimumOrder' },
    ]);
  });

  it('names the line where the quoting breaks, and an empty file', async () => {
    const broken = `${csvOf([goodRow('Q-1')])}Q-2,"Spade,desc,1,1,1,,,/images/products/spade.svg\r\n`;
    expect((await importCsv(shop.app, broken, asAdmin)).json().problems).toEqual([{ line: 3, field: '', message: 'A quoted cell is never closed' }]);
    expect((await importCsv(shop.app, '', asAdmin)).json().problems).toEqual([{ line: 1, field: '', message: 'The file is empty: start with a header line' }]);
  });

  it('refuses bytes that are not UTF-8 with their line, never storing them replaced, and writes nothing', async () => {
    const products = await countProducts();
    const file = Buffer.from(csvOf([goodRow('ENC-1'), goodRow('ENC-2', { name: 'Caf\xe9 spade' }), goodRow('ENC-3')]), 'latin1');

    const response = await importCsv(shop.app, file, asAdmin);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'One problem: nothing was imported',
      problems: [{ line: 3, field: '', message: 'This line is not UTF-8 text: save the file as "CSV UTF-8" and import it again' }],
      problemCount: 1,
    });
    expect((await importCsv(shop.app, file, asAdmin, 'text/csv; charset=utf-8')).statusCode).toBe(400);
    expect(await countProducts()).toBe(products);
  });

  it('refuses a charset other than UTF-8, windows-1252 and latin1 with 415 naming the ones it takes', async () => {
    const response = await importCsv(shop.app, csvOf([goodRow('ENC-9')]), asAdmin, 'text/csv; charset=Shift_JIS');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The character set "shift_jis" is not accepted: send the file as UTF-8, windows-1252 or latin1' });
  });

  it('caps the report at 500 problems and gives their total', async () => {
    const rows = generatedRows(600, 'CAP').map((row) => ({ ...row, price: 'free' }));
    const report = (await importCsv(shop.app, csvOf(rows), asAdmin)).json();
    expect(report.problemCount).toBe(600);
    expect(report.problems).toHaveLength(500);
    expect(report.problems[499]).toEqual({ line: 501, field: 'price', message: 'Enter a number such as 12.50' });
  });
});

describe('POST /api/products.csv: all or nothing', () => {
  it('rolls back every batch already written when the database fails part-way', async () => {
    // A fault in the third batch: the first 1,000 rows are written by then, inside the transaction.
    await sql`create function fail_on_boom() returns trigger language plpgsql as $$
      begin if new.sku = 'FAIL-01100' then raise exception 'boom'; end if; return new; end $$`.execute(shop.db);
    await sql`create trigger fail_on_boom before insert on products for each row execute function fail_on_boom()`.execute(shop.db);
    const [products, entries] = [await countProducts(), await countAudit()];
    try {
      const response = await importCsv(shop.app, csvOf(generatedRows(1200, 'FAIL')), asAdmin);
      expect(response.statusCode).toBe(200);
      expect(progressLines(response.body)).toEqual([
        { phase: 'writing', done: 500, total: 1200 },
        { phase: 'writing', done: 1000, total: 1200 },
        { phase: 'failed', message: 'The import failed and nothing was imported. Please try again.' },
      ]);
    } finally {
      await sql`drop trigger fail_on_boom on products`.execute(shop.db);
    }
    expect([await countProducts(), await countAudit()]).toEqual([products, entries]);
  });
});

describe('POST /api/products.csv: re-import', () => {
  it('updates the products whose SKUs it names, keeps their images when the cell is empty, and logs before and after', async () => {
    await importCsv(shop.app, csvOf([goodRow('RE-1', { images: '/images/products/loppers.svg' }), goodRow('RE-2')]), asAdmin);
    const [before] = await productsWithSkus(shop.db, ['RE-1']);

    const again = csvOf([goodRow('re-1', { name: 'Renamed spade', price: '30', images: '' }), goodRow('RE-2'), goodRow('RE-3')]);
    const response = await importCsv(shop.app, again, asAdmin);

    expect(progressLines(response.body).at(-1)).toEqual({ phase: 'done', added: 1, updated: 1, unchanged: 1 });
    const [renamed] = await productsWithSkus(shop.db, ['RE-1']);
    expect(renamed).toMatchObject({ id: before!.id, name: 'Renamed spade', priceCents: 3000, images: ['/images/products/loppers.svg'] });
    const entries = await shop.db.selectFrom('auditLog').select(['action', 'before', 'after']).where('target', '=', before!.id).orderBy('id').execute();
    expect(entries.map((entry) => entry.action)).toEqual(['product.added', 'product.updated']);
    expect(entries[1]).toMatchObject({ before: { name: 'Spade RE-1', price: 12.5 }, after: { name: 'Renamed spade', price: 30 } });
  });

  it('adds a product again under the SKU of a deleted one', async () => {
    await importCsv(shop.app, csvOf([goodRow('GONE-1')]), asAdmin);
    await shop.db.updateTable('products').set({ deletedAt: new Date() }).where('sku', '=', 'GONE-1').execute();
    const response = await importCsv(shop.app, csvOf([goodRow('GONE-1', { name: 'Back again' })]), asAdmin);
    expect(progressLines(response.body).at(-1)).toEqual({ phase: 'done', added: 1, updated: 0, unchanged: 0 });
    expect(await productsWithSkus(shop.db, ['GONE-1'])).toMatchObject([{ name: 'Back again' }]);
  });
});
