import { beforeAll, describe, expect, it } from 'vitest';
import { adminAndCustomer } from '../../helpers/admin-helpers';
import { useTestApp } from '../../helpers/test-app';
import { createCategory, csvOf, generatedRows, goodRow, importCsv, progressLines } from './product-csv-requests';

const shop = useTestApp();
let asAdmin: Record<string, string>;

const exportCsv = () => shop.app.inject({ method: 'GET', url: '/api/products.csv', headers: asAdmin });
const allProducts = () =>
  shop.db.selectFrom('products').select(['id', 'sku', 'name', 'description', 'priceCents', 'quantity', 'minimumOrder', 'categoryId', 'status', 'images', 'updatedAt']).where('deletedAt', 'is', null).orderBy('sku').execute();

beforeAll(async () => {
  asAdmin = (await adminAndCustomer(shop.db)).asAdmin;
  await createCategory(shop.db, 'Spades', 'spades');
  const tricky = [
    goodRow('TR-1', { name: '=HYPERLINK("http://evil.example","Click")', description: 'Comma, "quotes"\nand a line break', category: 'spades', status: 'draft' }),
    goodRow('TR-2', { name: '@SUM(A1)', description: '-1 spade, +1 fork', price: '0.99', status: 'archived', images: '/images/products/spade.svg|/images/products/loppers.svg' }),
  ];
  // More than one export batch (1,000 rows), so the keyset pages are walked.
  const response = await importCsv(shop.app, csvOf([...tricky, ...generatedRows(1100, 'EXP')]), asAdmin);
  expect(progressLines(response.body).at(-1)).toMatchObject({ phase: 'done', added: 1102 });
  await shop.db.updateTable('products').set({ deletedAt: new Date() }).where('sku', '=', 'EXP-00007').execute();
});

describe('GET /api/products.csv', () => {
  it('downloads every live product of any status, by SKU, with formula-like text defused', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('sku,name,description,price,quantity,minimumOrder,category,status,images,packSize,maximumOrder,priceTiers,weightKg,taxClass');
    expect(response.body).toContain(`TR-1,"'=HYPERLINK(""http://evil.example"",""Click"")","Comma, ""quotes""\nand a line break",12.5,100,5,spades,draft,/images/products/spade.svg,1,,,,standard\r\n`);
    expect(response.body).toContain(`TR-2,'@SUM(A1),"'-1 spade, +1 fork",0.99,100,5,,archived,/images/products/spade.svg|/images/products/loppers.svg,1,,,,standard\r\n`);
    expect(response.body).not.toContain('EXP-00007');
    const skus = lines.slice(1, -1).filter((line) => /^[A-Z]/.test(line)).map((line) => line.split(',')[0]);
    expect(skus).toHaveLength(1101);
    expect(skus).toEqual([...skus].sort());
  });

  it('re-imports unchanged: nothing added, nothing updated, nothing logged', async () => {
    const before = await allProducts();
    const entries = await shop.db.selectFrom('auditLog').select('id').execute();

    const response = await importCsv(shop.app, (await exportCsv()).rawPayload, asAdmin);

    expect(progressLines(response.body).at(-1)).toEqual({ phase: 'done', added: 0, updated: 0, unchanged: 1101 });
    expect(await allProducts()).toEqual(before);
    expect(await shop.db.selectFrom('auditLog').select('id').execute()).toHaveLength(entries.length);
  });
});
