import { describe, expect, it } from 'vitest';
import { topUpGeneratedProducts } from '../../../src/server/features/2-catalogue/products/generated-catalogue';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();

describe('the generated catalogue (db:seed --products N)', () => {
  it('tops the generated products up to N, across the categories, and adds none the second time', async () => {
    const db = database.db;
    const [digging, pruning] = await db
      .insertInto('categories')
      .values([
        { name: 'Digging', slug: 'digging' },
        { name: 'Pruning', slug: 'pruning' },
      ])
      .returning('id')
      .execute();
    expect(await topUpGeneratedProducts(db, 500)).toBe(500);
    expect(await topUpGeneratedProducts(db, 500)).toBe(0);
    expect(await topUpGeneratedProducts(db, 600)).toBe(100);

    const rows = await db.selectFrom('products').select(['sku', 'name', 'description', 'status', 'categoryId', 'images', 'quantity', 'minimumOrder', 'priceCents', 'createdAt']).execute();
    expect(rows).toHaveLength(600);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(600);
    expect(rows.map((row) => row.sku).sort().at(-1)).toBe('GEN-0000600');
    expect(new Set(rows.map((row) => row.categoryId))).toEqual(new Set([digging!.id, pruning!.id]));
    const statuses = rows.map((row) => row.status);
    expect(statuses.filter((status) => status === 'active').length).toBeGreaterThan(580);
    expect(statuses).toContain('draft');
    expect(statuses).toContain('archived');
    expect(new Set(rows.map((row) => row.name)).size).toBeGreaterThan(300);
    for (const row of rows) {
      expect(row.name).toMatch(/^[\w-]+ [\w-]+ \w+( \w+)?$/);
      expect(row.description.split('. ').length).toBeGreaterThanOrEqual(3);
      expect(row.images[0]).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
      expect(row.minimumOrder).toBeGreaterThanOrEqual(1);
      expect(row.priceCents).toBeGreaterThan(0);
    }
    expect(rows.some((row) => row.quantity === 0)).toBe(true);
    const days = rows.map((row) => row.createdAt.getTime() / 86_400_000);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(2);
  });
});
