import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer, auditEntriesAbout } from '../../helpers/admin-helpers';

const shop = useTestApp();
let people: Awaited<ReturnType<typeof adminAndCustomer>>;
let spades: string;

beforeAll(async () => {
  people = await adminAndCustomer(shop.db);
  spades = (await shop.db.insertInto('categories').values({ name: 'Spades', slug: 'spades' }).returning('id').executeTakeFirstOrThrow()).id;
});

const setStatus = (body: unknown, headers: Record<string, string> = people.asAdmin) => shop.app.inject({ method: 'POST', url: '/api/admin/products/status', headers, payload: body as object });
const move = (body: unknown, headers: Record<string, string> = people.asAdmin) => shop.app.inject({ method: 'POST', url: '/api/admin/products/category', headers, payload: body as object });

const rows = (ids: string[]) => shop.db.selectFrom('products').select(['id', 'status', 'categoryId']).where('id', 'in', ids).orderBy('id').execute();
const shopIds = async () => ((await shop.app.inject('/api/products')).json() as { _id: string }[]).map((product) => product._id);

describe('POST /api/admin/products/status', () => {
  it('sets the status of the selected products at once, and the shop follows', async () => {
    const products = await Promise.all([1, 2, 3].map(() => createProduct(shop.db)));
    const ids = products.map((product) => product.id);
    const response = await setStatus({ ids, status: 'draft' });
    expect([response.statusCode, response.json()]).toEqual([200, { matchedCount: 3, modifiedCount: 3 }]);
    expect((await rows(ids)).map((row) => row.status)).toEqual(['draft', 'draft', 'draft']);
    expect((await shopIds()).filter((id) => ids.includes(id))).toEqual([]);

    expect((await setStatus({ ids: ids.slice(0, 2), status: 'active' })).json()).toEqual({ matchedCount: 2, modifiedCount: 2 });
    expect((await shopIds()).filter((id) => ids.includes(id)).sort()).toEqual(ids.slice(0, 2).sort());
  });

  it('writes one product.updated entry per product that changed, with before and after', async () => {
    const already = await createProduct(shop.db);
    await shop.db.updateTable('products').set({ status: 'archived' }).where('id', '=', already.id).execute();
    const changing = await createProduct(shop.db);
    const response = await setStatus({ ids: [already.id, changing.id], status: 'archived' });
    expect(response.json()).toEqual({ matchedCount: 2, modifiedCount: 1 });
    expect(await auditEntriesAbout(shop.db, already.id)).toEqual([]);
    const entries = await auditEntriesAbout(shop.db, changing.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'product.updated', actorId: people.admin.id, before: { sku: changing.sku, status: 'active' }, after: { sku: changing.sku, status: 'archived' } });
  });

  it('skips unknown and deleted ids, reporting only the products it found', async () => {
    const kept = await createProduct(shop.db);
    const deleted = await createProduct(shop.db, { deleted: true });
    const response = await setStatus({ ids: [kept.id, deleted.id, randomUUID(), kept.id], status: 'archived' });
    expect([response.statusCode, response.json()]).toEqual([200, { matchedCount: 1, modifiedCount: 1 }]);
    expect((await rows([deleted.id]))[0]?.status).toBe('active');
    expect(await auditEntriesAbout(shop.db, deleted.id)).toEqual([]);
  });

  it.each([
    [{ ids: [], status: 'draft' }, 'Select at least one product'],
    [{ ids: Array.from({ length: 501 }, () => randomUUID()), status: 'draft' }, 'Select at most 500 products at once'],
    [{ ids: ['not-an-id'], status: 'draft' }, 'Enter a valid id'],
    [{ ids: [randomUUID()], status: 'sold' }, 'Choose draft, active or archived'],
  ])('answers 400 for a bad selection or status (%#)', async (body, message) => {
    const response = await setStatus(body);
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
  });

  it('is for admins only', async () => {
    const product = await createProduct(shop.db);
    expect((await setStatus({ ids: [product.id], status: 'draft' }, {})).statusCode).toBe(401);
    expect((await setStatus({ ids: [product.id], status: 'draft' }, people.asCustomer)).statusCode).toBe(403);
    expect((await move({ ids: [product.id], categoryId: spades }, people.asCustomer)).statusCode).toBe(403);
    expect((await rows([product.id]))[0]).toMatchObject({ status: 'active', categoryId: null });
  });
});

describe('POST /api/admin/products/category', () => {
  it('moves the selected products into a category and back out of it, with their audit entries', async () => {
    const products = await Promise.all([1, 2].map(() => createProduct(shop.db)));
    const ids = products.map((product) => product.id);
    expect((await move({ ids, categoryId: spades })).json()).toEqual({ matchedCount: 2, modifiedCount: 2 });
    expect((await rows(ids)).map((row) => row.categoryId)).toEqual([spades, spades]);
    const tree = (await shop.app.inject('/api/categories')).json() as { id: string; productCount: number }[];
    expect(tree.find((category) => category.id === spades)?.productCount).toBeGreaterThanOrEqual(2);

    expect((await move({ ids, categoryId: null })).json()).toEqual({ matchedCount: 2, modifiedCount: 2 });
    expect((await rows(ids)).map((row) => row.categoryId)).toEqual([null, null]);
    const entries = await auditEntriesAbout(shop.db, ids[0]!);
    expect(entries.map((entry) => [(entry.before as { categoryId: string | null }).categoryId, (entry.after as { categoryId: string | null }).categoryId])).toEqual([
      [null, spades],
      [spades, null],
    ]);
  });

  it('answers 400 on categoryId for an unknown category, moving nothing', async () => {
    const product = await createProduct(shop.db);
    const trpc = await shop.app.inject({ method: 'POST', url: '/trpc/products.bulkMove', headers: people.asAdmin, payload: { ids: [product.id], categoryId: randomUUID() } });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.fieldErrors).toEqual({ categoryId: ['Choose a category from the list'] });
    // Even when no selected product exists.
    expect((await move({ ids: [randomUUID()], categoryId: randomUUID() })).statusCode).toBe(400);
    expect((await rows([product.id]))[0]?.categoryId).toBeNull();
  });
});
