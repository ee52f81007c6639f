import { describe, expect, it } from 'vitest';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { refundCalls } from '../payments/refund-helpers';
import { download, payThroughGateway, twoLineOrder } from './invoice-helpers';

const shop = useTestApp();

interface Listed {
  kind: string;
  number: string;
  url: string;
  total: number;
  issuedAt: string;
  orderId: string;
  orderNumber: string;
}

async function page(as: ContextUser | null, query = '') {
  return shop.app.inject({ method: 'GET', url: `/api/my-documents${query}`, headers: as ? await bearerHeaders(shop.db, as) : {} });
}

/** Every page of `as`'s documents, `limit` at a time. */
async function walk(as: ContextUser, limit: number): Promise<{ documents: Listed[]; pages: number }> {
  const documents: Listed[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await page(as, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { documents: Listed[]; nextCursor: string | null };
    expect(body.documents.length).toBeLessThanOrEqual(limit);
    documents.push(...body.documents);
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { documents, pages };
}

/** A paid order of `buyer`'s ($348.75), refunded by `refunds` (cents each) by an admin. */
async function paidOrder(buyer: ContextUser, admin: ContextUser, refunds: number[] = []) {
  const { orderId } = await twoLineOrder(shop.db, buyer);
  await payThroughGateway(shop.app, shop.db, buyer, orderId);
  for (const amountCents of refunds) {
    const refund = await refundCalls(shop.app, shop.db).rest(admin, orderId, { amountCents, reason: 'Goodwill' });
    expect(refund.json()).toMatchObject({ status: 'succeeded' });
  }
  return orderId;
}

describe('GET /api/my-documents', () => {
  it("lists every invoice and credit note of the caller's orders, newest first, a page at a time, and never another account's", async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const buyer = await createUser(shop.db, { name: 'Hazel Moss' });
    const other = await createUser(shop.db);
    const first = await paidOrder(buyer, admin, [500, 1000]);
    const othersOrder = await paidOrder(other, admin, [700]);
    const second = await paidOrder(buyer, admin);
    const third = await paidOrder(buyer, admin, [250]);

    const { documents, pages } = await walk(buyer, 2);

    expect(pages).toBe(3);
    expect(documents.map((document) => [document.kind, document.orderId, document.total])).toEqual([
      ['credit_note', third, 2.5],
      ['invoice', third, 348.75],
      ['invoice', second, 348.75],
      ['credit_note', first, 10],
      ['credit_note', first, 5],
      ['invoice', first, 348.75],
    ]);
    expect(new Set(documents.map((document) => document.number)).size).toBe(6);
    expect(documents.every((document) => document.orderNumber.startsWith('TY-'))).toBe(true);
    expect(documents.some((document) => document.orderId === othersOrder)).toBe(false);
    const issued = documents.map((document) => document.issuedAt);
    expect([...issued].sort().reverse()).toEqual(issued);
    // Each listed url is the caller's download.
    for (const document of documents.slice(0, 2)) expect((await download(shop.app, shop.db, buyer, document.url)).statusCode).toBe(200);

    const theirs = await walk(other, 100);
    expect(theirs.documents.map((document) => [document.kind, document.orderId])).toEqual([
      ['credit_note', othersOrder],
      ['invoice', othersOrder],
    ]);
  });

  it('answers an empty list to an account without documents, 401 without a session, 400 for a bad cursor or limit', async () => {
    const buyer = await createUser(shop.db);
    expect((await page(buyer)).json()).toEqual({ documents: [], nextCursor: null });
    expect((await page(null)).statusCode).toBe(401);
    expect((await page(buyer, '?cursor=bm90LWEta2V5')).statusCode).toBe(400);
    expect((await page(buyer, '?limit=0')).statusCode).toBe(400);
    expect((await page(buyer, '?limit=101')).statusCode).toBe(400);
  });
});
