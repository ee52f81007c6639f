import { describe, expect, it } from 'vitest';
import { isLive } from '../../../src/server/features/2-catalogue/products/live-products';
import { PRODUCT_STATUSES } from '../../../src/shared/product-statuses';
import { isLiveProduct } from '../../../src/shared/rules/live-product';
import { createProduct } from '../../helpers/factories';
import { useTestDatabase } from '../../helpers/test-database';

const shop = useTestDatabase();

describe('"live product", written once in SQL and once in TypeScript', () => {
  it('isLive (the SQL filter) and isLiveProduct (the shared predicate) pick the same rows: every status, deleted or not', async () => {
    const ids: string[] = [];
    for (const status of PRODUCT_STATUSES) {
      for (const deleted of [false, true]) {
        const product = await createProduct(shop.db, { deleted });
        await shop.db.updateTable('products').set({ status }).where('id', '=', product.id).execute();
        ids.push(product.id);
      }
    }
    const rows = await shop.db.selectFrom('products').select(['id', 'status', 'deletedAt']).where('id', 'in', ids).execute();
    const liveInSql = await shop.db.selectFrom('products').select('id').where('id', 'in', ids).where(isLive).execute();

    const liveInTypeScript = rows.filter((row) => isLiveProduct(row)).map((row) => row.id);
    expect(liveInSql.map((row) => row.id).sort()).toEqual(liveInTypeScript.sort());
    // Not vacuous: one of the six rows is live, five are not.
    expect(rows).toHaveLength(6);
    expect(liveInTypeScript).toHaveLength(1);
  });
});
