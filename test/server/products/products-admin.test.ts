import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../helpers/factories';
import { bearerHeaders } from '../../helpers/auth';
import { useTestApp } from '../../helpers/test-app';
import { placeOrder } from '../orders/order-helpers';
import { adminAndCustomer, auditEntriesAbout, configWithUploadDir, multipartFile } from '../../helpers/admin-helpers';

const { config } = configWithUploadDir();
const shop = useTestApp({ config });

let people: Awaited<ReturnType<typeof adminAndCustomer>>;
let uploadedImage: string;

beforeAll(async () => {
  people = await adminAndCustomer(shop.db);
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a7' } }).png().toBuffer();
  const body = multipartFile(png, 'spade.png', 'image/png');
  const response = await shop.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...people.asAdmin } });
  uploadedImage = response.json().data.url;
});

const information = (overrides: Record<string, unknown> = {}) => ({
  name: 'Border Spade',
  image: uploadedImage,
  description: 'A narrow spade for tight beds',
  minimumOrder: 5,
  quantity: 200,
  price: 24.99,
  date: '11/22/2026, 8:00:00 AM',
  ...overrides,
});

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, body?: unknown) {
  return shop.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

const addAs = (headers: Record<string, string>, email: string, body: unknown = { productInformation: information() }) =>
  send('POST', `/api/add-product/${encodeURIComponent(email)}`, headers, body);

async function homeList() {
  return (await shop.app.inject({ method: 'GET', url: '/api/products' })).json() as Array<{ _id: string; name: string }>;
}

describe('authorization through REST', () => {
  it('POST /api/add-product/{email}: anonymous 401, customer 403, another admin e-mail 403, own e-mail 200', async () => {
    const { admin, customer, asAdmin, asCustomer } = people;
    const other = await createUser(shop.db, { role: 'admin' });
    expect((await addAs({}, admin.email)).statusCode).toBe(401);
    expect((await addAs(asCustomer, customer.email)).statusCode).toBe(403);
    expect((await addAs(asAdmin, other.email)).statusCode).toBe(403);
    const added = await addAs(asAdmin, admin.email);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ insertedId: expect.any(String) });
  });

  it('PUT /api/update-product/{id} and DELETE /api/delete-product/{id}: anonymous 401, customer 403', async () => {
    const product = await createProduct(shop.db);
    for (const headers of [{}, people.asCustomer]) {
      const expected = headers === people.asCustomer ? 403 : 401;
      expect((await send('PUT', `/api/update-product/${product.id}`, headers, { productInformation: information() })).statusCode).toBe(expected);
      expect((await send('DELETE', `/api/delete-product/${product.id}`, headers)).statusCode).toBe(expected);
    }
    const unchanged = await shop.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect([unchanged.name, unchanged.deletedAt]).toEqual([product.name, null]);
  });
});

describe('adding a product', () => {
  it('puts it on the home page with the server’s own date, and records who added it', async () => {
    const { admin, asAdmin } = people;
    const { insertedId } = (await addAs(asAdmin, admin.email, { productInformation: information({ name: 'Hori Hori Knife', price: 19.9 }) })).json();
    const listed = (await homeList()).find((product) => product._id === insertedId);
    expect(listed).toMatchObject({ name: 'Hori Hori Knife', price: 19.9, image: uploadedImage, quantity: 200, minimumOrder: 5 });

    const [entry] = await auditEntriesAbout(shop.db, insertedId);
    expect(entry).toMatchObject({ action: 'product.added', actorId: admin.id, actorEmail: admin.email, before: null });
    expect(entry?.after).toMatchObject({ name: 'Hori Hori Knife', price: 19.9, image: uploadedImage });
  });

  it.each([
    ['name', { name: '' }, 'Please fill out this field'],
    ['name', { name: undefined }, 'Please fill out this field'],
    ['name', { name: 'x'.repeat(121) }, 'Keep the name under 120 characters'],
    ['price', { price: undefined }, 'Please fill out this field'],
    ['price', { price: 0 }, 'The price must be more than 0'],
    ['price', { price: -3 }, 'The price must be more than 0'],
    ['price', { price: 9.999 }, 'Use at most two decimals for the price'],
    ['quantity', { quantity: 2.5 }, 'Enter a whole number of units'],
    ['quantity', { quantity: -1 }, 'The quantity cannot be negative'],
    ['minimumOrder', { minimumOrder: 0 }, 'The minimum order is at least 1 unit'],
    ['minimumOrder', { minimumOrder: 300 }, 'The minimum order cannot be more than the quantity'],
    ['description', { description: '   ' }, 'Please fill out this field'],
    ['description', { description: 'x'.repeat(2001) }, 'Keep the description under 2000 characters'],
    ['image', { image: undefined }, 'Please fill out this field'],
    ['image', { image: 'https://images.example.com/spade.png' }, 'Upload the image here first'],
    ['image', { image: '/uploads/0123456789abcdef0123456789abcdef-640.webp' }, 'Upload the image here first'],
  ])('refuses a bad %s with 400 and its message (%#)', async (field, overrides, message) => {
    const before = (await homeList()).length;
    const response = await addAs(people.asAdmin, people.admin.email, { productInformation: information(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await homeList()).length).toBe(before);
    // tRPC gives the same message under the field's path, for the form.
    const trpc = await shop.app.inject({
      method: 'POST',
      url: '/trpc/products.add',
      headers: { ...people.asAdmin, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: people.admin.email, productInformation: information(overrides) }),
    });
    expect(trpc.json().error.data.fieldErrors[`productInformation.${field}`]).toEqual([message]);
  });

  it('accepts the shipped demo illustrations as images', async () => {
    const response = await addAs(people.asAdmin, people.admin.email, { productInformation: information({ image: '/images/products/loppers.svg' }) });
    expect(response.statusCode).toBe(200);
  });
});

describe('updating a product', () => {
  it('changes it, keeps its image when none is sent, and records before and after', async () => {
    const product = await createProduct(shop.db, { name: 'Old Rake', price: 10 });
    const { image: _image, ...withoutImage } = information({ name: 'Leaf Rake', price: 12.5 });
    const response = await send('PUT', `/api/update-product/${product.id}`, people.asAdmin, { productInformation: withoutImage });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ matchedCount: 1 });

    const shown = (await shop.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).json();
    expect(shown).toMatchObject({ name: 'Leaf Rake', price: 12.5, image: product.images[0], images: product.images, quantity: 200 });

    const [entry] = await auditEntriesAbout(shop.db, product.id);
    expect(entry).toMatchObject({ action: 'product.updated', actorEmail: people.admin.email });
    expect(entry?.before).toMatchObject({ name: 'Old Rake', price: 10 });
    expect(entry?.after).toMatchObject({ name: 'Leaf Rake', price: 12.5 });
  });

  it('takes a new uploaded image', async () => {
    const product = await createProduct(shop.db);
    await send('PUT', `/api/update-product/${product.id}`, people.asAdmin, { productInformation: information() });
    expect((await shop.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).json().image).toBe(uploadedImage);
  });

  it('answers 404 for an unknown or deleted product and 400 for bad fields', async () => {
    const deleted = await createProduct(shop.db, { deleted: true });
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    for (const id of [deleted.id, unknown]) {
      expect((await send('PUT', `/api/update-product/${id}`, people.asAdmin, { productInformation: information() })).statusCode).toBe(404);
    }
    const live = await createProduct(shop.db);
    const bad = await send('PUT', `/api/update-product/${live.id}`, people.asAdmin, { productInformation: information({ quantity: 1, minimumOrder: 2 }) });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'The minimum order cannot be more than the quantity']);
    expect((await send('PUT', '/api/update-product/not-an-id', people.asAdmin, { productInformation: information() })).statusCode).toBe(400);
  });
});

describe('deleting a product', () => {
  it('hides it from the catalogue while its orders keep their snapshot', async () => {
    const product = await createProduct(shop.db, { name: 'Discontinued Hoe', price: 8 });
    const orderId = await placeOrder(shop.db, people.customer, product.id, 5);

    const response = await send('DELETE', `/api/delete-product/${product.id}`, people.asAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });

    expect((await homeList()).some((listed) => listed._id === product.id)).toBe(false);
    expect((await shop.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(404);

    const order = await shop.app.inject({ method: 'GET', url: `/api/order-details/${orderId}`, headers: await bearerHeaders(shop.db, people.customer) });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ productID: product.id, productName: 'Discontinued Hoe', totalPrice: 40 });

    const [entry] = await auditEntriesAbout(shop.db, product.id);
    expect(entry).toMatchObject({ action: 'product.deleted', actorId: people.admin.id, after: null });
    expect(entry?.before).toMatchObject({ name: 'Discontinued Hoe' });
  });

  it('answers 404 when the product is unknown or already deleted', async () => {
    const product = await createProduct(shop.db);
    expect((await send('DELETE', `/api/delete-product/${product.id}`, people.asAdmin)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/delete-product/${product.id}`, people.asAdmin)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/delete-product/00000000-0000-4000-8000-00000000dcba', people.asAdmin)).statusCode).toBe(404);
    expect(await auditEntriesAbout(shop.db, product.id)).toHaveLength(1);
  });
});
