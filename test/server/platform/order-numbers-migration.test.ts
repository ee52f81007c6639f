/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index';
import { migrateToLatest } from '../../../src/server/migrate';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase({ migrated: false });
const MIGRATION = '2026-11-24T04-00-order-numbers';

describe('the order numbers migration (issue 23)', () => {
  it('numbers the orders a shop already has in the order they were placed, and new ones after them', async () => {
    const names = Object.keys(migrations);
    await migrateToLatest(database.db, Object.fromEntries(Object.entries(migrations).slice(0, names.indexOf(MIGRATION))));
    const buyer = await createUser(database.db);
    const spade = await createProduct(database.db);
    // Inserted newest first, with a tie on the placing time, so neither insertion order nor chance gives the answer.
    const placed = ['2026-03-01T10:00:00Z', '2026-01-01T10:00:00Z', '2026-02-01T10:00:00Z', '2026-01-01T10:00:00Z'];
    for (const createdAt of placed) {
      await sql`insert into orders (user_id, product_id, product_name, unit_price_cents, order_quantity, total_cents, customer_name, email, phone, address, created_at)
        values (${buyer.id}, ${spade.id}, 'Spade', 100, 1, 100, 'Ann', 'ann@example.com', '555', 'Lane 1', ${createdAt})`.execute(database.db);
    }

    // Up to this migration only: orders lost their one-product columns to order_lines later (2026-11-24T06-00).
    const upToThis = Object.fromEntries(Object.entries(migrations).slice(0, names.indexOf(MIGRATION) + 1));
    await migrateToLatest(database.db, upToThis);
    const { rows } = await sql<{ number: string }>`select number from orders order by created_at, id`.execute(database.db);
    expect(rows.map((row) => row.number)).toEqual(['TY-10001', 'TY-10002', 'TY-10003', 'TY-10004']);

    const { rows: next } = await sql<{ number: string }>`insert into orders (user_id, product_id, product_name, unit_price_cents, order_quantity, total_cents, customer_name, email, phone, address)
      values (${buyer.id}, ${spade.id}, 'Spade', 100, 1, 100, 'Ann', 'ann@example.com', '555', 'Lane 1') returning number`.execute(database.db);
    expect(next).toEqual([{ number: 'TY-10005' }]);

    await database.db.transaction().execute(async (trx) => {
      await migrations[MIGRATION]!.down!(trx as any);
    });
    const { rows: columns } = await sql`select column_name from information_schema.columns where table_name = 'orders' and column_name = 'number'`.execute(database.db);
    expect(columns).toEqual([]);
  });
});
