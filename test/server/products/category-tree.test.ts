import { beforeAll, describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
let asAdmin: Record<string, string>;

beforeAll(async () => {
  asAdmin = await bearerHeaders(shop.db, await createUser(shop.db, { role: 'admin' }));
});

async function category(name: string, parentId?: string): Promise<string> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/categories', headers: asAdmin, payload: { name, parentId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

async function productsIn(categoryId: string, count: number, fields: { status?: 'draft' | 'active' | 'archived'; deleted?: boolean } = {}) {
  for (let i = 0; i < count; i += 1) {
    const product = await createProduct(shop.db, { deleted: fields.deleted });
    await shop.db.updateTable('products').set({ categoryId, status: fields.status ?? 'active' }).where('id', '=', product.id).execute();
  }
}

const tree = async () => {
  const response = await shop.app.inject('/api/categories');
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ name: string; slug: string; productCount: number; position: number; children: Array<{ name: string; productCount: number }> }>;
};
const shape = (categories: Awaited<ReturnType<typeof tree>>) =>
  categories.map(({ name, productCount, children }) => ({ name, productCount, children: children.map((child) => `${child.name} ${child.productCount}`) }));

describe('GET /api/categories', () => {
  it('answers the tree in order, counting only active, kept products, a parent with its children’s', async () => {
    expect(await tree()).toEqual([]);
    const pruning = await category('Pruning');
    const digging = await category('digging');
    const spades = await category('Spades', digging);
    const forks = await category('Forks', digging);
    const shears = await category('Shears', pruning);
    await category('Watering');
    await productsIn(spades, 2);
    await productsIn(spades, 1, { status: 'draft' });
    await productsIn(forks, 1, { status: 'archived' });
    await productsIn(forks, 1, { deleted: true });
    await productsIn(digging, 1);
    await productsIn(shears, 3);
    await createProduct(shop.db);

    expect(shape(await tree())).toEqual([
      { name: 'digging', productCount: 3, children: ['Forks 0', 'Spades 2'] },
      { name: 'Pruning', productCount: 3, children: ['Shears 3'] },
      { name: 'Watering', productCount: 0, children: [] },
    ]);
    const [first] = await tree();
    expect(first).toEqual({ id: digging, name: 'digging', slug: 'digging', parentId: null, position: 0, productCount: 3, children: expect.any(Array) });
    expect(first?.children[1]).toEqual({ id: spades, name: 'Spades', slug: 'spades', parentId: digging, position: 0, productCount: 2 });

    // Position first, then the name.
    await shop.app.inject({ method: 'PATCH', url: `/api/categories/${digging}`, headers: asAdmin, payload: { position: 5 } });
    await shop.app.inject({ method: 'PATCH', url: `/api/categories/${spades}`, headers: asAdmin, payload: { position: 1 } });
    expect(shape(await tree()).map((parent) => `${parent.name}: ${parent.children.join(', ')}`)).toEqual(['Pruning: Shears 3', 'Watering: ', 'digging: Forks 0, Spades 2']);

    const trpc = await shop.app.inject('/trpc/categories.tree');
    expect(trpc.json().result.data).toEqual(await tree());
    expect(trpc.headers['cache-control']).toBe('public, no-cache');
  });

  it('is never served stale from the response cache after a category or a product changes', async () => {
    const lawn = await category('Lawn');
    await tree();
    expect((await tree()).find((parent) => parent.name === 'Lawn')?.productCount).toBe(0);

    await shop.app.inject({ method: 'PATCH', url: `/api/categories/${lawn}`, headers: asAdmin, payload: { name: 'Lawn & Leaves' } });
    expect((await tree()).map((parent) => parent.slug)).toContain('lawn-leaves');

    // A product written by another instance (here: straight into the table) moves the count too.
    await productsIn(lawn, 2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await tree()).find((parent) => parent.slug === 'lawn-leaves')?.productCount).toBe(2);
  });
});
