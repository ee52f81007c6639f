import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../src/shared/schemas/product-csv';
import { adminAndCustomer } from '../../helpers/admin-helpers';
import { useTestApp } from '../../helpers/test-app';
import { csvOf, goodRow, importCsv } from './product-csv-requests';

const shop = useTestApp();
const file = csvOf([goodRow('ACC-1')]);

describe('the products CSV routes', () => {
  it('answer anonymous callers 401 and customers 403, importing nothing', async () => {
    const { asCustomer } = await adminAndCustomer(shop.db);
    expect((await importCsv(shop.app, file, {})).statusCode).toBe(401);
    expect((await importCsv(shop.app, file, asCustomer)).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/products.csv' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: '/api/products.csv', headers: asCustomer })).statusCode).toBe(403);
    expect(await shop.db.selectFrom('products').select('id').where('sku', '=', 'ACC-1').execute()).toEqual([]);
  });

  it('refuse a file over 20 MB with 413 before reading it', async () => {
    const { asAdmin } = await adminAndCustomer(shop.db);
    const response = await importCsv(shop.app, Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'), asAdmin);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuse a body that is not text/csv with 415, and take text/csv with a charset', async () => {
    const { asAdmin } = await adminAndCustomer(shop.db);
    expect((await importCsv(shop.app, JSON.stringify({ sku: 'ACC-1' }), asAdmin, 'application/json')).json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the file as text/csv',
    });
    expect((await importCsv(shop.app, file, asAdmin, 'text/plain')).statusCode).toBe(415);
    expect((await importCsv(shop.app, file, asAdmin, 'text/csv; charset=utf-8')).statusCode).toBe(200);
  });
});
