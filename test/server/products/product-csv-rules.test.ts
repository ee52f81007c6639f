import { beforeAll, describe, expect, it } from 'vitest';
import { adminAndCustomer } from '../../helpers/admin-helpers';
import { useTestApp } from '../../helpers/test-app';
import { csvOf, goodRow, importCsv, progressLines } from './product-csv-requests';

const shop = useTestApp();
let asAdmin: Record<string, string>;

beforeAll(async () => {
  asAdmin = (await adminAndCustomer(shop.db)).asAdmin;
});

const rulesOf = (sku: string) =>
  shop.db.selectFrom('products').select(['packSize', 'maximumOrder', 'priceTiers']).where('sku', '=', sku).where('deletedAt', 'is', null).executeTakeFirstOrThrow();

describe('pack size, maximum order and price tiers in the products CSV', () => {
  it('imports them, exports them as they were typed, and reads empty cells as packs of 1, no maximum and no tiers', async () => {
    const rows = [
      goodRow('GLOVES-12', { price: '12.90', quantity: 600, minimumOrder: 24, packSize: 12, maximumOrder: 240, priceTiers: '60:11.50; 120:10.90' }),
      goodRow('PLAIN-1'),
    ];
    const response = await importCsv(shop.app, csvOf(rows), asAdmin);
    expect(progressLines(response.body).at(-1)).toEqual({ phase: 'done', added: 2, updated: 0, unchanged: 0 });
    expect(await rulesOf('GLOVES-12')).toEqual({ packSize: 12, maximumOrder: 240, priceTiers: [{ minQuantity: 60, priceCents: 1150 }, { minQuantity: 120, priceCents: 1090 }] });
    expect(await rulesOf('PLAIN-1')).toEqual({ packSize: 1, maximumOrder: null, priceTiers: [] });

    const exported = (await shop.app.inject({ method: 'GET', url: '/api/products.csv', headers: asAdmin })).body;
    expect(exported).toContain(',/images/products/spade.svg,12,240,60:11.50;120:10.90,,standard\r\n');
    // The file taken back unchanged changes nothing.
    const again = await importCsv(shop.app, exported, asAdmin);
    expect(progressLines(again.body).at(-1)).toMatchObject({ phase: 'done', added: 0, updated: 0 });
  });

  it('asks for a whole number of units in each units column, and for a number such as 12.50 in the price', async () => {
    const rows = [
      goodRow('UNITS-1', { quantity: 'lots' }), // line 2
      goodRow('UNITS-2', { minimumOrder: '12.50' }), // line 3
      goodRow('UNITS-3', { packSize: '1/2' }), // line 4
      goodRow('UNITS-4', { maximumOrder: '-3' }), // line 5
      goodRow('UNITS-5', { price: '12,50' }), // line 6
    ];
    const response = await importCsv(shop.app, csvOf(rows), asAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { line: 2, field: 'quantity', message: 'Enter a whole number of units' },
      { line: 3, field: 'minimumOrder', message: 'Enter a whole number of units' },
      { line: 4, field: 'packSize', message: 'Enter a whole number of units' },
      { line: 5, field: 'maximumOrder', message: 'Enter a whole number of units' },
      { line: 6, field: 'price', message: 'Enter a number such as 12.50' },
    ]);
  });

  it('reports bad rule cells by line and column and writes nothing', async () => {
    const rows = [
      goodRow('BAD-PACK', { packSize: 0 }), // line 2
      goodRow('BAD-MAX', { quantity: 100, maximumOrder: 101 }), // line 3
      goodRow('BAD-TIERS', { priceTiers: '10 for 11.50' }), // line 4
      goodRow('BAD-ORDER', { price: '12.50', priceTiers: '10:11.50;50:11.90' }), // line 5
      goodRow('SIX-TIERS', { price: '12.50', priceTiers: '10:12;20:11;30:10;40:9;50:8;60:7' }), // line 6
    ];
    const response = await importCsv(shop.app, csvOf(rows), asAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { line: 2, field: 'packSize', message: 'The pack size is at least 1 unit' },
      { line: 3, field: 'maximumOrder', message: 'The maximum order cannot be more than the quantity' },
      { line: 4, field: 'priceTiers', message: 'Write the tiers as quantity:price pairs such as 10:11.50;50:10.90' },
      { line: 5, field: 'priceTiers', message: 'Each tier must cost less than the one before: 50+ at $11.90 is not below $11.50' },
      { line: 6, field: 'priceTiers', message: 'A product holds at most 5 price tiers' },
    ]);
    expect(await shop.db.selectFrom('products').select('sku').where('sku', 'like', 'BAD-%').execute()).toEqual([]);
  });
});

describe('weight and tax class in the products CSV (issue 38)', () => {
  const shippingOf = (sku: string) => shop.db.selectFrom('products').select(['weightGrams', 'taxClass']).where('sku', '=', sku).where('deletedAt', 'is', null).executeTakeFirstOrThrow();

  it('imports kilograms as grams and the class, exports them back, and reads empty cells as no weight and standard', async () => {
    const response = await importCsv(shop.app, csvOf([goodRow('HEAVY-1', { weightKg: '14.255', taxClass: 'Reduced' }), goodRow('LIGHT-1')]), asAdmin);
    expect(progressLines(response.body).at(-1)).toEqual({ phase: 'done', added: 2, updated: 0, unchanged: 0 });
    expect(await shippingOf('HEAVY-1')).toEqual({ weightGrams: 14_255, taxClass: 'reduced' });
    expect(await shippingOf('LIGHT-1')).toEqual({ weightGrams: null, taxClass: 'standard' });

    const exported = (await shop.app.inject({ method: 'GET', url: '/api/products.csv', headers: asAdmin })).body;
    expect(exported).toContain(',/images/products/spade.svg,1,,,14.255,reduced\r\n');
    const again = await importCsv(shop.app, exported, asAdmin);
    expect(progressLines(again.body).at(-1)).toMatchObject({ phase: 'done', added: 0, updated: 0 });

    // A changed weight alone is a change.
    const lighter = await importCsv(shop.app, csvOf([goodRow('HEAVY-1', { weightKg: '12', taxClass: 'reduced' })]), asAdmin);
    expect(progressLines(lighter.body).at(-1)).toMatchObject({ phase: 'done', updated: 1 });
    expect(await shippingOf('HEAVY-1')).toEqual({ weightGrams: 12_000, taxClass: 'reduced' });
  });

  it('reports a bad weight or class by line and column', async () => {
    const rows = [goodRow('W-1', { weightKg: 'heavy' }), goodRow('W-2', { weightKg: '1.2345' }), goodRow('W-3', { weightKg: '0' }), goodRow('W-4', { taxClass: 'luxury' })];
    const response = await importCsv(shop.app, csvOf(rows), asAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { line: 2, field: 'weightKg', message: 'Enter the weight in kilograms such as 2.5' },
      { line: 3, field: 'weightKg', message: 'Use at most three decimals for the weight (grams)' },
      { line: 4, field: 'weightKg', message: 'The weight is at least 0.001 kg (one gram)' },
      { line: 5, field: 'taxClass', message: 'Choose a tax class: standard, reduced or zero' },
    ]);
  });
});
