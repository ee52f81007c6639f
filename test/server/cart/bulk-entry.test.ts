import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '../../../src/shared/cart-limits';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createManyProducts, createRuledProduct, restCart } from './cart-helpers';

const shop = useTestApp();

async function cartOf(userId: string) {
  return shop.db.selectFrom('cartLines').innerJoin('products', 'products.id', 'cartLines.productId').select(['products.sku', 'cartLines.quantity']).where('userId', '=', userId).orderBy('products.sku').execute();
}

describe('bulk entry (POST /api/cart/bulk)', () => {
  it('adds a 1,000-line paste in one step and names each of its 30 bad lines by its line number, with why', async () => {
    const buyer = await createUser(shop.db);
    const products = await createManyProducts(shop.db, 970, { prefix: 'BK' });
    const gloves = await createRuledProduct(shop.db, { sku: 'BK-GLOVES', minimumOrder: 12, packSize: 12 });
    await createRuledProduct(shop.db, { sku: 'BK-OLD', status: 'archived' });
    await createRuledProduct(shop.db, { sku: 'BK-EMPTY', quantity: 0 });

    // 1,000 lines after a header: every 33rd one of the first 990 is bad, in turns of six kinds.
    const bad = [
      (i: number) => [`BK-NOPE-${i}\t3`, `No product has SKU BK-NOPE-${i}`],
      () => ['BK-OLD, 2', 'BK-OLD is no longer sold'],
      () => ['BK-GLOVES 5', 'Sold in packs of 12: order 24 or 36'], // five lines of 5: their sum, 25, is refused
      () => ['BK-EMPTY,1', 'Sorry, this product is out of stock'],
      () => ['BK-0001', 'Write the SKU, then the quantity'],
      () => ['BK-0002 lots', 'Write the quantity as a whole number'],
    ];
    const text: string[] = ['SKU,Quantity'];
    const expected: { line: number; sku: string; message: string }[] = [];
    let good = 0;
    for (let i = 0; text.length <= CART_LINES_MAX; i++) {
      if (i % 33 === 32 && expected.length < 30) {
        const [written, message] = bad[expected.length % bad.length]!(i);
        text.push(written!);
        expected.push({ line: text.length, sku: written!.split(/[\s,]+/)[0]!, message: message! });
      } else {
        text.push(`${products[good]!.sku}${['\t', ', ', ' '][good % 3]}${(good % 5) + 1}`);
        good++;
      }
    }
    expect([text.length, good, expected.length]).toEqual([1001, 970, 30]);

    const response = await restCart(shop.app, shop.db)(buyer, 'POST', '/cart/bulk', { text: text.join('\n') });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 970, problems: expected });
    const cart = await cartOf(buyer.id);
    expect(cart).toHaveLength(970);
    expect(cart.slice(0, 3)).toEqual([
      { sku: 'BK-0001', quantity: 1 },
      { sku: 'BK-0002', quantity: 2 },
      { sku: 'BK-0003', quantity: 3 },
    ]);
    expect(cart.some((line) => line.sku === gloves.sku)).toBe(false);
  });

  it('takes the CSV file itself (text/csv): quoted cells, a header, CRLF lines, blank lines and a byte-order mark', async () => {
    const buyer = await createUser(shop.db);
    const [rake, hoe] = await createManyProducts(shop.db, 2, { prefix: 'CSV' });
    const csv = `\uFEFF"SKU","Qty"\r\n"${rake!.sku}","4"\r\n\r\n${hoe!.sku},6,\r\nCSV-NONE,1\r\n`;

    const response = await shop.app.inject({ method: 'POST', url: '/api/cart/bulk', headers: { ...(await bearerHeaders(shop.db, buyer)), 'content-type': 'text/csv' }, payload: csv });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 2, problems: [{ line: 5, sku: 'CSV-NONE', message: 'No product has SKU CSV-NONE' }] });
    expect(await cartOf(buyer.id)).toEqual([
      { sku: rake!.sku, quantity: 4 },
      { sku: hoe!.sku, quantity: 6 },
    ]);
  });

  it('reads a windows-1252 file by its charset, and names the line of bytes that are not UTF-8 in a UTF-8 one', async () => {
    const buyer = await createUser(shop.db);
    const [rake] = await createManyProducts(shop.db, 1, { prefix: 'LAT' });
    const headers = { ...(await bearerHeaders(shop.db, buyer)) };
    const bytes = Buffer.from(`${rake!.sku} 2\nCAF\xc9-1 1\n`, 'latin1');

    const latin = await shop.app.inject({ method: 'POST', url: '/api/cart/bulk', headers: { ...headers, 'content-type': 'text/csv; charset=windows-1252' }, payload: bytes });
    expect(latin.json()).toEqual({ added: 1, problems: [{ line: 2, sku: 'CAFÉ-1', message: 'No product has SKU CAFÉ-1' }] });

    const utf8 = await shop.app.inject({ method: 'POST', url: '/api/cart/bulk', headers: { ...headers, 'content-type': 'text/csv' }, payload: bytes });
    expect([utf8.statusCode, utf8.json().message]).toEqual([400, expect.stringMatching(/^Line 2: This line is not UTF-8 text/)]);
  });

  it('sums a SKU on two lines, adding to what the cart holds, and names both lines when the sum is refused', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const gloves = await createRuledProduct(shop.db, { sku: 'SUM-GLOVES', minimumOrder: 12, packSize: 12 });
    const [rake] = await createManyProducts(shop.db, 1, { prefix: 'SUM' });
    await caller.cart.setLine({ productId: gloves.id, quantity: 12 });

    const answer = await caller.cart.bulk({ text: `SUM-GLOVES 6\n${rake!.sku.toLowerCase()} 2\nsum-gloves 1\n${rake!.sku} 3` });

    expect(answer).toEqual({
      added: 2,
      problems: [
        { line: 1, sku: 'SUM-GLOVES', message: 'Sold in packs of 12: order 12 or 24 (12 already in your cart)' },
        { line: 3, sku: 'sum-gloves', message: 'Sold in packs of 12: order 12 or 24 (12 already in your cart)' },
      ],
    });
    expect(await cartOf(buyer.id)).toEqual([
      { sku: rake!.sku, quantity: 5 },
      { sku: 'SUM-GLOVES', quantity: 12 },
    ]);
  });

  it(`refuses more than ${CART_LINES_MAX} lines with 400 on text, adding nothing; a header and blank lines do not count`, async () => {
    const buyer = await createUser(shop.db);
    const [rake] = await createManyProducts(shop.db, 1, { prefix: 'MAX', quantity: 5000 });
    const rest = restCart(shop.app, shop.db);
    const lines = Array.from({ length: CART_LINES_MAX }, () => `${rake!.sku} 1`);

    const over = await rest(buyer, 'POST', '/cart/bulk', { text: [...lines, 'MAX-X 1'].join('\n') });
    expect([over.statusCode, over.json().message]).toEqual([400, `Add at most ${CART_LINES_MAX} lines at once`]);
    expect(await cartOf(buyer.id)).toEqual([]);

    const csv = await shop.app.inject({ method: 'POST', url: '/api/cart/bulk', headers: { ...(await bearerHeaders(shop.db, buyer)), 'content-type': 'text/csv' }, payload: [...lines, 'oops'].join('\n') });
    expect([csv.statusCode, csv.json().message]).toEqual([400, `Add at most ${CART_LINES_MAX} lines at once`]);

    const exactly = await rest(buyer, 'POST', '/cart/bulk', { text: ['sku qty', '', ...lines, ''].join('\n') });
    expect(exactly.json()).toEqual({ added: CART_LINES_MAX, problems: [] });
    expect(await cartOf(buyer.id)).toEqual([{ sku: rake!.sku, quantity: CART_LINES_MAX }]);
  });

  it('refuses a body that is not text or CSV, a text too long, and a signed-out caller', async () => {
    const buyer = await createUser(shop.db);
    const rest = restCart(shop.app, shop.db);
    expect((await rest(buyer, 'POST', '/cart/bulk', { text: 'x'.repeat(200_001) })).statusCode).toBe(400);
    expect((await rest(buyer, 'POST', '/cart/bulk', { lines: [] })).statusCode).toBe(400);
    expect((await rest(null, 'POST', '/cart/bulk', { text: 'A 1' })).statusCode).toBe(401);
    const xml = await shop.app.inject({ method: 'POST', url: '/api/cart/bulk', headers: { ...(await bearerHeaders(shop.db, buyer)), 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    const huge = await shop.app.inject({ method: 'POST', url: '/api/cart/bulk', headers: { ...(await bearerHeaders(shop.db, buyer)), 'content-type': 'text/csv' }, payload: 'A 1\n'.repeat(120_000) });
    expect(huge.statusCode).toBe(413);
  });
});
