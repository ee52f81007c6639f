import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer, auditEntriesAbout, productWrites, configWithUploadDir, multipartFile } from '../../helpers/admin-helpers';

const { config } = configWithUploadDir();
const shop = useTestApp({ config });

let people: Awaited<ReturnType<typeof adminAndCustomer>>;
let images: string[];
let spades: string;

async function upload(colour: string): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).png().toBuffer();
  const body = multipartFile(png, 'tool.png', 'image/png');
  const response = await shop.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...people.asAdmin } });
  return response.json().data.url as string;
}

beforeAll(async () => {
  people = await adminAndCustomer(shop.db);
  images = [await upload('#4a7'), await upload('#a47'), await upload('#74a')];
  spades = (await shop.db.insertInto('categories').values({ name: 'Spades', slug: 'spades' }).returning('id').executeTakeFirstOrThrow()).id;
});

/** The spec's fields only, as its client sends them. */
const specFields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Border Spade',
  image: images[0],
  description: 'A narrow spade for tight beds',
  minimumOrder: 5,
  quantity: 200,
  price: 24.99,
  ...overrides,
});

const { add, update, addTrpc } = productWrites(shop, () => people);

function stored(id: string) {
  return shop.db.selectFrom('products').select(['sku', 'categoryId', 'status', 'images', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('adding with the catalogue fields', () => {
  it('gives a call with only the spec’s fields a generated SKU, no category, active, and its image', async () => {
    const response = await add(specFields());
    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json();
    const row = await stored(insertedId);
    expect(row).toEqual({ sku: expect.stringMatching(/^TY-\d{6}$/), categoryId: null, status: 'active', images: [images[0]], name: 'Border Spade' });
    expect((await shop.app.inject(`/api/product/${insertedId}`)).json()).toMatchObject({ sku: row.sku, image: images[0], images: [images[0]], status: 'active' });
  });

  it('stores the SKU in capitals, the category, the status and the images in order; the audit entry holds them', async () => {
    const response = await add(specFields({ image: undefined, sku: ' sp-100 ', categoryId: spades, status: 'draft', images: [images[1], images[0]] }));
    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json();
    expect(await stored(insertedId)).toMatchObject({ sku: 'SP-100', categoryId: spades, status: 'draft', images: [images[1], images[0]] });
    // A draft is the admin's alone.
    expect((await shop.app.inject(`/api/product/${insertedId}`)).statusCode).toBe(404);
    const [entry] = await auditEntriesAbout(shop.db, insertedId);
    expect(entry?.after).toMatchObject({ sku: 'SP-100', categoryId: spades, status: 'draft', image: images[1], images: [images[1], images[0]] });
  });

  it('answers 409 on the SKU field for a SKU another live product holds, whatever its case, and adds nothing', async () => {
    await add(specFields({ sku: 'FORK-7' }));
    const before = await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rest = await add(specFields({ sku: 'fork-7' }));
    expect([rest.statusCode, rest.json().message]).toEqual([409, 'This SKU is taken']);
    const trpc = await addTrpc(specFields({ sku: 'FORK-7' }));
    expect(trpc.statusCode).toBe(409);
    expect(trpc.json().error.data.fieldErrors).toEqual({ 'productInformation.sku': ['This SKU is taken'] });
    const after = await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('frees a deleted product’s SKU', async () => {
    const { insertedId } = (await add(specFields({ sku: 'RAKE-1' }))).json();
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/delete-product/${insertedId}`, headers: people.asAdmin })).statusCode).toBe(200);
    expect((await add(specFields({ sku: 'RAKE-1' }))).statusCode).toBe(200);
  });

  it('answers 400 on the category field for an unknown category', async () => {
    const rest = await add(specFields({ categoryId: '00000000-0000-4000-8000-00000000cafe' }));
    expect([rest.statusCode, rest.json().message]).toEqual([400, 'Choose a category from the list']);
    const trpc = await addTrpc(specFields({ categoryId: '00000000-0000-4000-8000-00000000cafe' }));
    expect(trpc.json().error.data.fieldErrors).toEqual({ 'productInformation.categoryId': ['Choose a category from the list'] });
  });

  it.each([
    ['sku', { sku: 'SP 100' }, 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit'],
    ['status', { status: 'hidden' }, 'Choose draft, active or archived'],
    ['images', { image: undefined, images: [] }, 'Add at least one image'],
    ['image', { image: 'x', images: ['y'] }, 'Upload the image here first'],
  ])('refuses a bad %s with 400 (%#)', async (_field, overrides, message) => {
    const response = await add(specFields(overrides));
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
  });

  it('refuses an image in `images` that is not one of our uploads, naming its place', async () => {
    const missing = images[2]!.replace(/[0-9a-f]{32}/, '0123456789abcdef0123456789abcdef');
    const trpc = await addTrpc(specFields({ image: undefined, images: [images[0], missing] }));
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.fieldErrors).toEqual({ 'productInformation.images.1': ['Upload the image here first'] });
  });
});

describe('updating with the catalogue fields', () => {
  it('keeps the SKU, category, status and images when the call sends only the spec’s fields', async () => {
    const { insertedId } = (await add(specFields({ sku: 'KEEP-1', categoryId: spades, status: 'archived', image: undefined, images: [images[0], images[1]] }))).json();
    const { image: _image, ...withoutImage } = specFields({ name: 'Renamed spade' });
    expect((await update(insertedId, withoutImage)).statusCode).toBe(200);
    expect(await stored(insertedId)).toEqual({ sku: 'KEEP-1', categoryId: spades, status: 'archived', images: [images[0], images[1]], name: 'Renamed spade' });
  });

  it('changes each catalogue field of a draft, takes the category away with null, and records before and after', async () => {
    const { insertedId } = (await add(specFields({ sku: 'EDIT-1', categoryId: spades, status: 'draft' }))).json();
    const response = await update(insertedId, specFields({ image: undefined, sku: 'edit-2', categoryId: null, status: 'active', images: [images[2], images[0]] }));
    expect(response.json()).toEqual({ matchedCount: 1 });
    expect(await stored(insertedId)).toMatchObject({ sku: 'EDIT-2', categoryId: null, status: 'active', images: [images[2], images[0]] });
    expect((await shop.app.inject(`/api/product/${insertedId}`)).json()).toMatchObject({ sku: 'EDIT-2', image: images[2], status: 'active' });

    const entry = (await auditEntriesAbout(shop.db, insertedId)).at(-1);
    expect(entry).toMatchObject({ action: 'product.updated' });
    expect(entry?.before).toMatchObject({ sku: 'EDIT-1', categoryId: spades, status: 'draft', images: [images[0]] });
    expect(entry?.after).toMatchObject({ sku: 'EDIT-2', categoryId: null, status: 'active', images: [images[2], images[0]] });
  });

  it('answers 409 for another product’s SKU and 400 for an unknown category, changing nothing', async () => {
    const taken = await createProduct(shop.db);
    const product = await createProduct(shop.db, { name: 'Untouched' });
    const conflict = await update(product.id, specFields({ sku: taken.sku }));
    expect([conflict.statusCode, conflict.json().message]).toEqual([409, 'This SKU is taken']);
    const unknown = await update(product.id, specFields({ categoryId: '00000000-0000-4000-8000-00000000cafe' }));
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Choose a category from the list']);
    expect(await stored(product.id)).toMatchObject({ sku: product.sku, categoryId: null, name: 'Untouched' });
    expect(await auditEntriesAbout(shop.db, product.id)).toEqual([]);
    // Its own SKU is not "taken".
    expect((await update(product.id, specFields({ sku: product.sku }))).statusCode).toBe(200);
  });
});
