import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer, auditEntriesAbout } from '../../helpers/admin-helpers';

const shop = useTestApp();
let people: Awaited<ReturnType<typeof adminAndCustomer>>;

beforeAll(async () => {
  people = await adminAndCustomer(shop.db);
});

type Method = 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, body?: unknown, headers: Record<string, string> = people.asAdmin) {
  return shop.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}
const create = (body: unknown, headers?: Record<string, string>) => call('POST', '/api/categories', body, headers);
const patch = (id: string, body: unknown, headers?: Record<string, string>) => call('PATCH', `/api/categories/${id}`, body, headers);
const remove = (id: string, headers?: Record<string, string>) => call('DELETE', `/api/categories/${id}`, undefined, headers);

/** Creates a category through the API and answers it. */
async function category(name: string, parentId?: string) {
  const response = await create({ name, parentId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; name: string; slug: string; parentId: string | null; position: number; productCount: number };
}

async function productIn(categoryId: string, fields: { status?: 'draft' | 'active' | 'archived'; deleted?: boolean } = {}) {
  const product = await createProduct(shop.db, { deleted: fields.deleted });
  await shop.db.updateTable('products').set({ categoryId, status: fields.status ?? 'active' }).where('id', '=', product.id).execute();
  return product;
}

const UNKNOWN = '00000000-0000-4000-8000-00000000beef';

describe('who may change categories', () => {
  it('answers 401 to anonymous callers and 403 to customers, on every admin path', async () => {
    const digging = await category('Guarded');
    for (const [headers, status] of [[{}, 401], [people.asCustomer, 403]] as const) {
      expect((await create({ name: 'Sneaky' }, headers)).statusCode).toBe(status);
      expect((await patch(digging.id, { name: 'Sneaky' }, headers)).statusCode).toBe(status);
      expect((await remove(digging.id, headers)).statusCode).toBe(status);
    }
    const row = await shop.db.selectFrom('categories').select('name').where('id', '=', digging.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Guarded');
  });
});

describe('POST /api/categories', () => {
  it('adds a top-level category and a child, with slugs from their names, and records them', async () => {
    const digging = await category('Digging Tools');
    expect(digging).toEqual({ id: expect.any(String), name: 'Digging Tools', slug: 'digging-tools', parentId: null, position: 0, productCount: 0 });
    const spades = await category('Spades & Shovels', digging.id);
    expect(spades).toMatchObject({ slug: 'spades-shovels', parentId: digging.id });
    const [entry] = await auditEntriesAbout(shop.db, spades.id);
    expect(entry).toMatchObject({ action: 'category.added', actorId: people.admin.id, before: null, after: { name: 'Spades & Shovels', slug: 'spades-shovels' } });
  });

  it('numbers a slug another category holds, drops accents, and names a slug with no letters left', async () => {
    const first = await category('Lawn & Leaves');
    const parent = await category('Seasonal');
    const second = await category('Lawn & Leaves', parent.id);
    const other = await category('Other');
    const third = await category('LAWN  leaves!', other.id);
    expect([first.slug, second.slug, third.slug]).toEqual(['lawn-leaves', 'lawn-leaves-2', 'lawn-leaves-3']);
    expect((await category('Bêches à bordure')).slug).toBe('beches-a-bordure');
    expect((await category('Грабли')).slug).toBe('category');
  });

  it('gives categories of one name saved at once each a slug of its own', async () => {
    const parents = await Promise.all(['North', 'South', 'East'].map((name) => category(`${name} yard`)));
    const made = await Promise.all(parents.map((parent) => create({ name: 'Hoes', parentId: parent.id })));
    expect(made.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(made.map((response) => response.json().slug).sort()).toEqual(['hoes', 'hoes-2', 'hoes-3']);
  });

  it('answers 409 on the name for a sibling of the same name, whatever its case, and allows it elsewhere', async () => {
    const pruning = await category('Pruning');
    await category('Shears', pruning.id);
    const response = await create({ name: 'SHEARS', parentId: pruning.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'A category of this name is already there' });
    const trpc = await shop.app.inject({ method: 'POST', url: '/trpc/categories.create', headers: people.asAdmin, payload: { name: 'shears', parentId: pruning.id } });
    expect(trpc.json().error.data.fieldErrors).toEqual({ name: ['A category of this name is already there'] });
    expect((await create({ name: 'Shears' })).statusCode).toBe(200);
  });

  it('answers 400 on parentId for an unknown parent or a parent that is itself a child: two levels at most', async () => {
    const top = await category('Watering');
    const child = await category('Cans', top.id);
    const unknown = await create({ name: 'Orphan', parentId: UNKNOWN });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Choose a category from the list']);
    const deep = await shop.app.inject({ method: 'POST', url: '/trpc/categories.create', headers: people.asAdmin, payload: { name: 'Roses', parentId: child.id } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.data.fieldErrors).toEqual({ parentId: ['Choose a top-level category as the parent'] });
    expect(await shop.db.selectFrom('categories').select('id').where('name', 'in', ['Orphan', 'Roses']).execute()).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', 'Please fill out this field'],
    [{ name: 'x'.repeat(61) }, 'name', 'Keep the name under 60 characters'],
    [{ name: 'Ok', parentId: 'not-an-id' }, 'parentId', 'Enter a valid id'],
  ])('refuses %j with 400 on its field', async (body, field, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(field).toBeTruthy();
  });
});

describe('PATCH /api/categories/{id}', () => {
  it('renames with a new slug, reorders, and records before and after', async () => {
    const carrying = await category('Carry');
    const response = await patch(carrying.id, { name: 'Carrying', position: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...carrying, name: 'Carrying', slug: 'carrying', position: 3 });
    const [, entry] = await auditEntriesAbout(shop.db, carrying.id);
    expect(entry).toMatchObject({ action: 'category.updated', before: { name: 'Carry', slug: 'carry', position: 0 }, after: { name: 'Carrying', slug: 'carrying', position: 3 } });
    // Only the position: the slug stays.
    expect((await patch(carrying.id, { position: 1 })).json()).toMatchObject({ slug: 'carrying', position: 1 });
  });

  it('moves a child to another parent or to the top, counting its active products', async () => {
    const from = await category('Hand tools');
    const to = await category('Planting');
    const trowels = await category('Trowels', from.id);
    await productIn(trowels.id);
    await productIn(trowels.id, { status: 'draft' });
    expect((await patch(trowels.id, { parentId: to.id })).json()).toMatchObject({ parentId: to.id, productCount: 1 });
    expect((await patch(trowels.id, { parentId: null })).json()).toMatchObject({ parentId: null });
  });

  it('keeps a category with subcategories at the top, and a child cannot become a parent’s parent', async () => {
    const parent = await category('Tool care');
    const child = await category('Sharpeners', parent.id);
    const other = await category('Storage');
    const moved = await patch(parent.id, { parentId: other.id });
    expect([moved.statusCode, moved.json().message]).toEqual([400, 'A category with subcategories stays at the top level']);
    const underChild = await patch(other.id, { parentId: child.id });
    expect([underChild.statusCode, underChild.json().message]).toEqual([400, 'Choose a top-level category as the parent']);
    const itself = await patch(other.id, { parentId: other.id });
    expect([itself.statusCode, itself.json().message]).toEqual([400, 'A category cannot be its own parent']);
  });

  it('answers 409 for a sibling’s name, 404 for an unknown category, 400 for an empty or bad patch', async () => {
    const a = await category('Gloves');
    await category('Boots');
    const clash = await patch(a.id, { name: 'boots' });
    expect([clash.statusCode, clash.json().message]).toEqual([409, 'A category of this name is already there']);
    expect((await patch(UNKNOWN, { name: 'Anything' })).statusCode).toBe(404);
    const empty = await patch(a.id, {});
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Change the name, the parent or the position']);
    expect((await patch(a.id, { position: -1 })).statusCode).toBe(400);
    expect((await patch(a.id, { position: 2 ** 40 })).statusCode).toBe(400);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('refuses while the category holds products of any status, with their count', async () => {
    const hoes = await category('Hoes and cultivators');
    await productIn(hoes.id);
    await productIn(hoes.id, { status: 'draft' });
    await productIn(hoes.id, { status: 'archived' });
    const response = await remove(hoes.id);
    expect([response.statusCode, response.json().message]).toEqual([409, 'This category holds 3 products']);
    expect(await shop.db.selectFrom('categories').select('id').where('id', '=', hoes.id).execute()).toHaveLength(1);
  });

  it('refuses while the category has subcategories, with their count', async () => {
    const parent = await category('Irrigation');
    await category('Hoses', parent.id);
    const response = await remove(parent.id);
    expect([response.statusCode, response.json().message]).toEqual([409, 'This category holds 1 subcategory']);
  });

  it('deletes an empty category, one holding only deleted products too, and records it', async () => {
    const empty = await category('Seasonal offers');
    const response = await remove(empty.id);
    expect([response.statusCode, response.json()]).toEqual([200, { deletedCount: 1 }]);
    const [, entry] = await auditEntriesAbout(shop.db, empty.id);
    expect(entry).toMatchObject({ action: 'category.deleted', before: { name: 'Seasonal offers' }, after: null });

    const retired = await category('Retired line');
    const gone = await productIn(retired.id, { deleted: true });
    expect((await remove(retired.id)).statusCode).toBe(200);
    const row = await shop.db.selectFrom('products').select(['categoryId', 'deletedAt']).where('id', '=', gone.id).executeTakeFirstOrThrow();
    expect(row.categoryId).toBeNull();
    expect((await remove(retired.id)).statusCode).toBe(404);
  });
});
