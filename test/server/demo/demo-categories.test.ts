import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../../src/server/features/8-demo/demo/demo-catalogue';
import { seedDemoData } from '../../../src/server/features/8-demo/demo/seed-demo-data';
import { callerFor } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();

describe('the demo catalogue', () => {
  it('puts every demo product into a category, with a SKU of its own, and the tree counts them', async () => {
    await seedDemoData(database.db);
    const caller = callerFor(database.db, null);
    const tree = await caller.categories.tree();
    expect(tree.map((parent) => `${parent.name} (${parent.productCount}): ${parent.children.map((child) => `${child.name} ${child.productCount}`).join(', ')}`)).toEqual([
      'Digging (4): Spades 1, Forks 1, Hoes 1',
      'Pruning (3): Shears 2, Loppers 1',
      'Lawn & Leaves (1): ',
      'Watering (1): ',
      'Carrying (1): ',
    ]);
    const products = await caller.products.list();
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    expect(products.every((product) => product.categoryId !== null)).toBe(true);
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
    expect(products.find((product) => product.name === 'Stainless Border Spade')?.sku).toBe('SP-BORDER-71');
    // A few products show the quantity rules and volume prices.
    expect(products.find((product) => product.sku === 'SH-BYPASS-20')).toMatchObject({
      packSize: 12,
      maximumOrder: null,
      priceTiers: [
        { minQuantity: 48, price: 22.9 },
        { minQuantity: 120, price: 21.5 },
      ],
    });
  });

  it('leaves a category an admin renamed as it is on a second run, and adds nothing twice', async () => {
    const [digging] = await callerFor(database.db, null).categories.tree();
    await database.db.updateTable('categories').set({ name: 'Digging & Planting' }).where('id', '=', digging!.id).execute();
    await seedDemoData(database.db);
    const tree = await callerFor(database.db, null).categories.tree();
    expect(tree.map((parent) => parent.name)).toEqual(['Digging & Planting', 'Pruning', 'Lawn & Leaves', 'Watering', 'Carrying']);
    expect(tree.flatMap((parent) => parent.children)).toHaveLength(5);
  });

  it('seeds a shop where an admin already made a category of a demo name: that one and its children are skipped, the products stay uncategorised there', async () => {
    await database.db.deleteFrom('orders').execute();
    await database.db.deleteFrom('products').execute();
    await database.db.deleteFrom('categories').where('parentId', 'is not', null).execute();
    await database.db.deleteFrom('categories').execute();
    await database.db.insertInto('categories').values({ name: 'Pruning', slug: 'pruning' }).execute();
    await seedDemoData(database.db);
    const tree = await callerFor(database.db, null).categories.tree();
    expect(tree.find((parent) => parent.slug === 'pruning')).toMatchObject({ productCount: 0, children: [] });
    expect((await callerFor(database.db, null).products.list()).filter((product) => product.categoryId === null).map((product) => product.name).sort()).toEqual([
      'Bypass Pruning Shears',
      'Ratchet Loppers',
      'Wavy-Blade Hedge Shears',
    ]);
  });
});
