import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listOrderPageQuery } from '../../../src/server/features/4-orders/orders/admin-orders-repository';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../src/server/db/keyset-cursor';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer, getWith } from './admin-order-requests';
import { seedOrders } from './seed-orders';
import { shopPorts } from '../../../src/server/feature-ports';

const shop = useTestApp();

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** The plan's nodes, without those of subplans (each order's lines are read by one, in order). */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'SubPlan').flatMap(nodesOf)];

describe('the admin order list on 100,000 orders', () => {
  it('reads a deep page by walking the (created_at, id) index, and searches customers by trigram index', { timeout: 120_000 }, async () => {
    await seedOrders(shop.db, 100_000);
    await sql`analyze orders, order_lines, order_payments`.execute(shop.db);
    const headers = await adminAndCustomer(shop.db);
    // The cursor the 1,200th page of 50 would carry.
    const { rows } = await sql<{ createdMicros: string; id: string }>`
      select (extract(epoch from created_at) * 1000000)::bigint::text as created_micros, id
      from orders order by created_at desc, id desc offset 60000 limit 1`.execute(shop.db);
    const cursor = encodeKeysetCursor(rows[0]!);

    const planOf = async (filters: Parameters<typeof listOrderPageQuery>[2]) => {
      const [explained] = await listOrderPageQuery(shop.db, shopPorts, filters, decodeKeysetCursor(cursor), 51).explain('json');
      return nodesOf((explained as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
    };
    for (const filters of [{}, { status: 'processing' as const }, { paid: 'false' as const, from: '2015-01-01' }]) {
      const nodes = await planOf(filters);
      const summary = JSON.stringify(nodes.map((node) => [node['Node Type'], node['Index Name']]));
      expect(nodes.map((node) => node['Node Type']), summary).not.toContain('Sort');
      expect(nodes.some((node) => node['Node Type'] === 'Index Scan' && node['Index Name'] === 'orders_created_id_idx'), summary).toBe(true);
    }
    // A customer or PO found in few orders: the trigram indexes find them without reading every order.
    const search = await planOf({ customer: 'nobody by that name' });
    expect(search.map((node) => node['Index Name'])).toEqual(expect.arrayContaining(['orders_po_number_trgm_idx', 'orders_email_trgm_idx', 'orders_customer_name_trgm_idx']));
    expect(search.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    // An order number: that order by its unique index, and the POs that hold it by theirs.
    const byNumber = await planOf({ customer: 'TY-150000' });
    expect(byNumber.map((node) => node['Index Name'])).toEqual(expect.arrayContaining(['orders_number_key', 'orders_po_number_trgm_idx']));
    expect(byNumber.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    // Each listed order's transaction id is its settled payment's (payments' subquery, issue 35): a
    // lookup by the key (order_id, attempt) per listed row, never a read of every payment.
    const [explained] = await listOrderPageQuery(shop.db, shopPorts, {}, decodeKeysetCursor(cursor), 51).explain('json');
    const subplans = JSON.stringify(explained);
    expect(subplans).toContain('order_payments_attempt_key');
    expect(subplans).not.toMatch(/"Seq Scan"[^}]*"order_payments"/);

    // The plans above keep a deep page fast; how fast is the bench's figure, which a busy machine cannot fail.
    const page = await getWith(shop.app, '/api/admin/orders', { limit: '50', cursor, status: 'shipped' }, headers.admin);
    expect(page.statusCode).toBe(200);
    expect(page.json().orders).toHaveLength(50);
  });
});
