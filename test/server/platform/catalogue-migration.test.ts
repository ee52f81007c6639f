/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index';
import { migrateToLatest } from '../../../src/server/migrate';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase({ migrated: false });

describe('the catalogue migration (issue 22)', () => {
  it('carries a shop that has products into the catalogue, and back', async () => {
    const names = Object.keys(migrations);
    const before = Object.fromEntries(Object.entries(migrations).slice(0, names.indexOf('2026-11-24T02-00-catalogue')));
    await migrateToLatest(database.db, before);
    await sql`insert into products (name, image, description, minimum_order, quantity, price_cents)
      values ('Spade', '/images/products/border-spade.svg', 'x', 1, 5, 100)`.execute(database.db);

    await migrateToLatest(database.db);
    const { rows } = await sql<{ sku: string; images: string[]; status: string }>`select sku, images, status from products`.execute(database.db);
    expect(rows).toEqual([{ sku: 'TY-000001', images: ['/images/products/border-spade.svg'], status: 'active' }]);

    await database.db.transaction().execute(async (trx) => {
      for (const name of names.slice(names.indexOf('2026-11-24T02-00-catalogue')).reverse()) await migrations[name]!.down!(trx as any);
    });
    const { rows: old } = await sql<{ image: string }>`select image from products`.execute(database.db);
    expect(old).toEqual([{ image: '/images/products/border-spade.svg' }]);
  });
});
