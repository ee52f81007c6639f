import { sql, type RawBuilder } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '../../../src/shared/schemas/order';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer, getWith, walkPages } from './admin-order-requests';
import { seedOrders } from './seed-orders';

const shop = useTestApp();
const SEEDED = 2400;
let headers: Awaited<ReturnType<typeof adminAndCustomer>>;

beforeAll(async () => {
  await seedOrders(shop.db, SEEDED);
  headers = await adminAndCustomer(shop.db);
});

/** The ids the list must show, by a query written independently of the app's. */
async function expectedIds(where: RawBuilder<unknown>): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id from orders where ${where} order by created_at desc, id desc`.execute(shop.db);
  return rows.map((row) => row.id);
}

const open = sql`status not in ('cancelled', 'expired')`;

describe('GET /api/orders (the spec’s call)', () => {
  it('answers the plain array of orders, newest first, without cancelled ones, and links the next page', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/orders', headers: headers.admin });

    expect(response.statusCode).toBe(200);
    const orders = response.json() as unknown[];
    expect(Array.isArray(orders)).toBe(true);
    expect(orders).toHaveLength(500);
    for (const order of orders) expect(orderSchema.strict().safeParse(order).success).toBe(true);
    expect(orders.map((order) => (order as { _id: string })._id)).toEqual((await expectedIds(open)).slice(0, 500));
    expect(response.headers.link).toMatch(/^<\/api\/orders\?cursor=[A-Za-z0-9_-]+>; rel="next"$/);
  });

  it('takes the same filters, and its Link header walks the pages to the end', async () => {
    const ids: string[] = [];
    let url: string | undefined = '/api/orders?status=processing&limit=200';
    while (url) {
      const response: Awaited<ReturnType<typeof shop.app.inject>> = await shop.app.inject({ method: 'GET', url, headers: headers.admin });
      expect(response.statusCode).toBe(200);
      ids.push(...(response.json() as { _id: string }[]).map((order) => order._id));
      url = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ''))?.[1];
    }
    expect(ids).toEqual(await expectedIds(sql`status = 'processing'`));
  });
});

describe('GET /api/admin/orders: filters and keyset pages', () => {
  const cases: Array<[string, Record<string, string>, RawBuilder<unknown>]> = [
    ['no filter: every order in play', {}, open],
    ['status', { status: 'shipped' }, sql`status = 'shipped'`],
    ['cancelled ones when asked for', { status: 'cancelled' }, sql`status = 'cancelled'`],
    ['unpaid', { paid: 'false' }, sql`not is_paid and ${open}`],
    ['paid and processing', { paid: 'true', status: 'processing' }, sql`is_paid and status = 'processing'`],
    [
      'a date range (UTC days, both ends included)',
      { from: '2026-06-10', to: '2026-06-12' },
      sql`${open} and created_at >= '2026-06-10T00:00:00Z' and created_at < '2026-06-13T00:00:00Z'`,
    ],
    ['customer e-mail, any case', { customer: 'BUYER7@' }, sql`${open} and email = 'buyer7@example.com'`],
    ['customer name', { customer: 'buyer 14' }, sql`${open} and customer_name = 'Buyer 14'`],
    [
      'everything at once',
      { customer: 'buyer2', status: 'processing', paid: 'true', from: '2026-06-01', to: '2026-06-20' },
      sql`status = 'processing' and email like 'buyer2%' and created_at >= '2026-06-01T00:00:00Z' and created_at < '2026-06-21T00:00:00Z'`,
    ],
  ];

  it.each(cases)('%s: the pages together are the filtered list, in order, each order once', async (_name, filters, where) => {
    const expected = await expectedIds(where);
    expect(expected.length).toBeGreaterThan(0);
    expect(await walkPages(shop.app, filters, headers.admin)).toEqual(expected);
  });

  it('treats % and _ in the search as themselves', async () => {
    expect(await walkPages(shop.app, { customer: '%' }, headers.admin)).toEqual([]);
    expect(await walkPages(shop.app, { customer: 'buyer_' }, headers.admin)).toEqual([]);
  });

  it('keeps its place when orders are placed between two pages', async () => {
    const before = await expectedIds(open);
    const first = await getWith(shop.app, '/api/admin/orders', { limit: '100' }, headers.admin);
    const { orders, nextCursor } = first.json() as { orders: { _id: string }[]; nextCursor: string };
    await sql`with copied as (
        insert into orders (user_id, total_cents, customer_name, email, phone, address)
        select user_id, total_cents, customer_name, email, phone, address from orders limit 30 returning id)
      insert into order_lines (order_id, position, product_id, product_name, sku, unit_price_cents, quantity, total_cents)
      select copied.id, 1, l.product_id, l.product_name, l.sku, l.unit_price_cents, l.quantity, l.total_cents
      from copied, lateral (select * from order_lines limit 1) l`.execute(shop.db);
    const second = await getWith(shop.app, '/api/admin/orders', { limit: '100', cursor: nextCursor }, headers.admin);

    expect(orders.map((order) => order._id)).toEqual(before.slice(0, 100));
    expect((second.json() as { orders: { _id: string }[] }).orders.map((order) => order._id)).toEqual(before.slice(100, 200));
  });
});

describe('finding an order by its number', () => {
  /** An order of `status` and its number, from the seeded ones. */
  async function seeded(status: string) {
    const { rows } = await sql<{ id: string; number: string }>`select id, number from orders where status = ${status} order by created_at limit 1`.execute(shop.db);
    return rows[0]!;
  }

  it('finds the one order however the number is typed: any case, with or without the prefix and dash', async () => {
    const order = await seeded('processing');
    const digits = order.number.slice('TY-'.length);
    for (const typed of [order.number, order.number.toLowerCase(), ` ty${digits} `, digits]) {
      const response = await getWith(shop.app, '/api/admin/orders', { customer: typed }, headers.admin);
      expect(response.statusCode).toBe(200);
      expect((response.json() as { orders: { _id: string; number: string }[] }).orders.map((o) => [o._id, o.number]), typed).toEqual([[order.id, order.number]]);
    }
  });

  it('finds a cancelled order by its number too, unless another status is asked for', async () => {
    const order = await seeded('cancelled');
    expect(await walkPages(shop.app, { customer: order.number }, headers.admin)).toEqual([order.id]);
    expect(await walkPages(shop.app, { customer: order.number, status: 'cancelled' }, headers.admin)).toEqual([order.id]);
    expect(await walkPages(shop.app, { customer: order.number, status: 'pending' }, headers.admin)).toEqual([]);
  });

  it('finds nothing for a number no order has, and the CSV export finds the same order', async () => {
    expect(await walkPages(shop.app, { customer: 'TY-999999999' }, headers.admin)).toEqual([]);
    const order = await seeded('shipped');
    const csv = (await getWith(shop.app, '/api/orders.csv', { customer: order.number.toLowerCase() }, headers.admin)).body;
    expect(csv.trim().split('\r\n').slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([[order.id, order.number]]);
  });
});

describe('one search for the number, the PO, the name and the e-mail', () => {
  /** Gives three seeded processing orders PO numbers: one with letters, one of digits only, one holding another order's number. */
  async function withPoNumbers() {
    const { rows } = await sql<{ id: string; number: string }>`
      select id, number from orders where status = 'processing' order by created_at desc, id desc limit 4`.execute(shop.db);
    const [lettered, digits, holdsNumber, numbered] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    await sql`update orders set po_number = case id
        when ${lettered.id}::uuid then 'PO-Acme-7731'
        when ${digits.id}::uuid then '4500012345'
        when ${holdsNumber.id}::uuid then ${`Replaces ${numbered.number}`} end
      where id in (${lettered.id}::uuid, ${digits.id}::uuid, ${holdsNumber.id}::uuid)`.execute(shop.db);
    return { lettered, digits, holdsNumber, numbered };
  }

  it('finds an order by part of its PO number, any case, closed statuses left out as for a name', async () => {
    const { lettered } = await withPoNumbers();
    expect(await walkPages(shop.app, { customer: 'acme-77' }, headers.admin)).toEqual([lettered.id]);
    expect(await walkPages(shop.app, { customer: 'PO-ACME-7731', paid: 'true' }, headers.admin)).toEqual([lettered.id]);
    expect(await walkPages(shop.app, { customer: 'acme', status: 'shipped' }, headers.admin)).toEqual([]);
  });

  it('finds a PO of digits alone, though it is shaped like an order number, and an order number finds the PO that names it too', async () => {
    const { digits, holdsNumber, numbered } = await withPoNumbers();
    expect(await walkPages(shop.app, { customer: '4500012345' }, headers.admin)).toEqual([digits.id]);
    expect(await walkPages(shop.app, { customer: '00012345' }, headers.admin)).toEqual([digits.id]);
    expect(new Set(await walkPages(shop.app, { customer: numbered.number.toLowerCase() }, headers.admin))).toEqual(new Set([numbered.id, holdsNumber.id]));
  });

  it('still finds the name and the e-mail in the same box, and the CSV export filters the same way', async () => {
    const { lettered } = await withPoNumbers();
    expect(await walkPages(shop.app, { customer: 'buyer 14' }, headers.admin)).toEqual(await expectedIds(sql`${open} and customer_name = 'Buyer 14'`));
    expect(await walkPages(shop.app, { customer: 'BUYER7@EXAMPLE' }, headers.admin)).toEqual(await expectedIds(sql`${open} and email = 'buyer7@example.com'`));
    const csv = (await getWith(shop.app, '/api/orders.csv', { customer: 'acme-7731' }, headers.admin)).body;
    expect(csv.trim().split('\r\n').slice(1).map((line) => line.split(',')[0])).toEqual([lettered.id]);
  });
});

describe('bad filters and cursors', () => {
  const bad: Array<[Record<string, string>, string, string]> = [
    [{ status: 'lost' }, 'status', 'Invalid option'],
    [{ paid: 'maybe' }, 'paid', "Enter 'true' or 'false'"],
    [{ from: '2026-02-30' }, 'from', 'Enter a valid date'],
    [{ from: '2026-06-12', to: '2026-06-10' }, 'to', 'The end date must not be before the start date'],
    [{ customer: 'x'.repeat(101) }, 'customer', 'Keep this under 100 characters'],
    [{ limit: '0' }, 'limit', 'Ask for at least one order'],
    [{ limit: 'many' }, 'limit', 'Enter a number'],
    [{ cursor: 'not a cursor!' }, 'cursor', 'Invalid page cursor'],
    [{ cursor: Buffer.from('1795000000000000.not-a-uuid-at-all-but-36-characters-x').toString('base64url') }, 'cursor', 'Invalid page cursor'],
  ];

  it.each(bad)('%o answers 400 naming the field, on every list', async (query, field, message) => {
    // The CSV export has no pages: it takes the filters only.
    const urls = ['/api/admin/orders', '/api/orders', ...(field === 'cursor' || field === 'limit' ? [] : ['/api/orders.csv'])];
    for (const url of urls) {
      const response = await getWith(shop.app, url, query, headers.admin);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.body).toContain(field);
      expect(response.json().message).toContain(message);
    }
  });
});

describe('who may call', () => {
  it('answers anonymous 401, a customer 403 and an admin 200 on every admin order call', async () => {
    const { rows } = await sql<{ id: string }>`select id from orders where status = 'processing' limit 1`.execute(shop.db);
    const orderId = rows[0]!.id;
    const calls: Array<{ method: 'GET' | 'PUT'; url: string }> = [
      { method: 'GET', url: '/api/orders' },
      { method: 'GET', url: '/api/admin/orders?status=shipped' },
      { method: 'GET', url: `/api/admin/orders/${orderId}` },
      { method: 'GET', url: '/api/orders.csv?paid=true' },
      { method: 'PUT', url: `/api/shipped-order/${orderId}` },
    ];
    for (const call of calls) {
      const as = async (who: Record<string, string>) => (await shop.app.inject({ ...call, headers: who })).statusCode;
      expect([await as({}), await as(headers.customer), await as(headers.admin)], `${call.method} ${call.url}`).toEqual([401, 403, 200]);
    }
    const shipped = await sql<{ status: string }>`select status from orders where id = ${orderId}`.execute(shop.db);
    expect(shipped.rows[0]!.status).toBe('shipped');
  });
});
