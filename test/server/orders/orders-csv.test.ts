import { beforeAll, describe, expect, it } from 'vitest';
import { setOrderRefunded } from '../../helpers/factories';
import { csvCell } from '../../../src/server/csv/csv-line';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer, getWith, walkPages } from './admin-order-requests';
import { seedOrders } from './seed-orders';

const shop = useTestApp();
let headers: Awaited<ReturnType<typeof adminAndCustomer>>;

beforeAll(async () => {
  await seedOrders(shop.db, 1300); // more than two of the export's batches
  headers = await adminAndCustomer(shop.db);
});

/** RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) cell += char;
    else if (char === ',') endCell();
    else if (char === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += char;
  }
  return rows;
}

describe('GET /api/orders.csv', () => {
  it('downloads the filtered list: the same orders in the same order as its pages', async () => {
    const filters = { status: 'processing', customer: 'buyer1' };
    const response = await getWith(shop.app, '/api/orders.csv', filters, headers.admin);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Order',
      'Number',
      'Date',
      'Customer',
      'E-mail',
      'PO number',
      'Line',
      'Product',
      'SKU',
      'Quantity',
      'Unit price (USD)',
      'Line total (USD)',
      'Order total (USD)',
      'Refunded (USD)',
      'Paid',
      'Status',
      'Transaction',
      'Shipped',
      'Carrier',
      'Tracking number',
      'Company',
      'Location',
      'Location address',
    ]);
    const expected = await walkPages(shop.app, filters, headers.admin);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => row[0])).toEqual(expected);
    for (const row of rows) expect([row[6], ...row.slice(9, 16)]).toEqual(['1', '4', '12.50', '50.00', '50.00', '0.00', 'true', 'processing']);
    const numbers = await shop.db.selectFrom('orders').select(['id', 'number']).where('id', 'in', expected).execute();
    const numberOf = new Map(numbers.map((order) => [order.id, order.number]));
    for (const row of rows) expect(row[1]).toBe(numberOf.get(row[0]!));
    expect(rows[0]![1]).toMatch(/^TY-\d{5,}$/);
  });

  it('holds every order in play when unfiltered, across its batches', async () => {
    const rows = parseCsv((await getWith(shop.app, '/api/orders.csv', {}, headers.admin)).body).slice(1);
    expect(rows.map((row) => row[0])).toEqual(await walkPages(shop.app, {}, headers.admin, 500));
    expect(rows.length).toBeGreaterThan(1000);
  });

  it('holds exactly the selected orders with `ids`, closed ones too, and refuses a bad or overlong list', async () => {
    const picked = await shop.db.selectFrom('orders').select('id').where('status', 'in', ['cancelled', 'processing']).orderBy('createdAt', 'desc').limit(3).execute();
    const ids = picked.map((order) => order.id);

    const rows = parseCsv((await getWith(shop.app, '/api/orders.csv', { ids: ids.join(',') }, headers.admin)).body).slice(1);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(ids));

    const bad = await getWith(shop.app, '/api/orders.csv', { ids: `${ids[0]},nope` }, headers.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid id');
    const many = await getWith(shop.app, '/api/orders.csv', { ids: Array.from({ length: 101 }, () => ids[0]).join(',') }, headers.admin);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Select at most 100 orders');
    expect((await getWith(shop.app, '/api/orders.csv', { ids: ids.join(',') }, headers.customer)).statusCode).toBe(403);
  });

  it('writes money with two decimals from cents, and what was refunded of each order', async () => {
    const [order] = await shop.db.selectFrom('orders').select('id').where('status', '=', 'processing').where('isPaid', '=', true).orderBy('createdAt', 'desc').limit(1).execute();
    await shop.db.updateTable('orders').set({ totalCents: 34990 }).where('id', '=', order!.id).execute();
    await shop.db.updateTable('orderPayments').set({ amountCents: 34990 }).where('orderId', '=', order!.id).execute();
    await setOrderRefunded(shop.db, order!.id, { refundedCents: 11900, paymentStatus: 'partially_refunded' });
    await shop.db.updateTable('orderLines').set({ unitPriceCents: 8747, totalCents: 34988 }).where('orderId', '=', order!.id).execute();

    const [header, ...rows] = parseCsv((await getWith(shop.app, '/api/orders.csv', { ids: order!.id }, headers.admin)).body);

    const cell = (row: string[], column: string) => row[header!.indexOf(column)];
    expect(rows).toHaveLength(1);
    expect(['Unit price (USD)', 'Line total (USD)', 'Order total (USD)', 'Refunded (USD)'].map((column) => cell(rows[0]!, column))).toEqual(['87.47', '349.88', '349.90', '119.00']);
  });

  it('quotes what needs quoting and defuses cells a spreadsheet would run as formulas', async () => {
    const [order] = await shop.db.selectFrom('orders').select('id').where('status', '=', 'pending').orderBy('createdAt', 'desc').limit(1).execute();
    await shop.db
      .updateTable('orders')
      .set({ customerName: '=HYPERLINK("http://evil.example","Click")', address: '@x' })
      .where('id', '=', order!.id)
      .execute();
    await shop.db.updateTable('orderLines').set({ productName: 'Spade, "Pro"\nedition' }).where('orderId', '=', order!.id).execute();

    const body = (await getWith(shop.app, '/api/orders.csv', { status: 'pending' }, headers.admin)).body;
    const row = parseCsv(body).find((cells) => cells[0] === order!.id)!;

    expect(row[3]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row[7]).toBe('Spade, "Pro"\nedition');
    expect(body).toContain('"Spade, ""Pro""\nedition"');
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['-1+1', "'-1+1"],
    ['+44 20', "'+44 20"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['', ''],
  ])('%j -> %j', (input, output) => expect(csvCell(input)).toBe(output));

  it('writes numbers, booleans and missing values as they are', () => {
    expect([csvCell(-12.5), csvCell(true), csvCell(null)]).toEqual(['-12.5', 'true', '']);
  });
});
