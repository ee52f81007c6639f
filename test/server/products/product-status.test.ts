import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductStatus } from '../../../src/shared/schemas/product';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { orderCount, orderPayload, stockOf } from '../orders/order-helpers';
import { intentIdOf, paymentClient } from '../payments/payment-helpers';

const shop = useTestApp();
let asAdmin: Record<string, string>;

beforeAll(async () => {
  asAdmin = await bearerHeaders(shop.db, await createUser(shop.db, { role: 'admin' }));
});

/** A product in `status`, set in the table as an earlier admin edit would have left it. */
async function productIn(status: ProductStatus, fields: Parameters<typeof createProduct>[1] = {}) {
  const product = await createProduct(shop.db, fields);
  await shop.db.updateTable('products').set({ status }).where('id', '=', product.id).execute();
  return product;
}

/** The admin's `PUT /api/update-product/{id}` changing only the status. */
async function setStatus(product: Awaited<ReturnType<typeof createProduct>>, status: ProductStatus) {
  const productInformation = {
    name: product.name,
    description: product.description,
    price: product.priceCents / 100,
    quantity: product.quantity,
    minimumOrder: product.minimumOrder,
    status,
  };
  const response = await shop.app.inject({ method: 'PUT', url: `/api/update-product/${product.id}`, headers: asAdmin, payload: { productInformation } });
  expect(response.statusCode).toBe(200);
}

const listedIds = async (url: string) => {
  const response = await shop.app.inject(url);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return ((body.result?.data ?? body) as { _id: string }[]).map((product) => product._id);
};
const byIdTrpc = (id: string) => `/trpc/products.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`;

describe('the shop shows active products only', () => {
  it('never lists a draft or an archived product, on REST or tRPC, nor answers one by id', async () => {
    const active = await createProduct(shop.db, { name: 'On sale' });
    const draft = await productIn('draft', { name: 'Coming soon' });
    const archived = await productIn('archived', { name: 'Discontinued' });

    for (const url of ['/api/products', '/trpc/products.list']) {
      const ids = await listedIds(url);
      expect(ids, url).toContain(active.id);
      expect(ids, url).not.toContain(draft.id);
      expect(ids, url).not.toContain(archived.id);
    }
    for (const hidden of [draft, archived]) {
      const rest = await shop.app.inject(`/api/product/${hidden.id}`);
      expect([rest.statusCode, rest.json().message]).toEqual([404, 'No such product']);
      expect((await shop.app.inject(byIdTrpc(hidden.id))).statusCode).toBe(404);
    }
    expect((await shop.app.inject(`/api/product/${active.id}`)).statusCode).toBe(200);
  });

  it('stops serving a product from the response cache once it leaves the shop, and serves it again when it returns', async () => {
    const product = await createProduct(shop.db, { name: 'Seasonal dibber' });
    // Written straight to the table, not through the app: the cache learns of it from the
    // version's NOTIFY or its once-a-second check, so wait until the shop lists it. Both lists: the
    // whole catalogue is built per version read at request time, so it can show the product a
    // moment before the notice has cleared the answers kept by request (products.list).
    await vi.waitFor(
      async () => {
        expect(await listedIds('/api/products')).toContain(product.id);
        expect(await listedIds('/trpc/products.list')).toContain(product.id);
      },
      { timeout: 10_000, interval: 100 },
    );
    // Twice, so the second answer comes from the cache.
    for (let read = 0; read < 2; read += 1) {
      expect(await listedIds('/api/products')).toContain(product.id);
      expect(await listedIds('/trpc/products.list')).toContain(product.id);
      expect((await shop.app.inject(`/api/product/${product.id}`)).statusCode).toBe(200);
      expect((await shop.app.inject(byIdTrpc(product.id))).statusCode).toBe(200);
    }

    for (const status of ['archived', 'draft'] as const) {
      await setStatus(product, status);
      expect(await listedIds('/api/products'), status).not.toContain(product.id);
      expect(await listedIds('/trpc/products.list'), status).not.toContain(product.id);
      expect((await shop.app.inject(`/api/product/${product.id}`)).statusCode, status).toBe(404);
      expect((await shop.app.inject(byIdTrpc(product.id))).statusCode, status).toBe(404);
      await setStatus(product, 'active');
      expect(await listedIds('/api/products'), status).toContain(product.id);
      expect((await shop.app.inject(`/api/product/${product.id}`)).statusCode, status).toBe(200);
    }
  });
});

describe('ordering', () => {
  it('refuses a draft or archived product as it refuses an unknown one, taking no stock', async () => {
    const headers = await bearerHeaders(shop.db, await createUser(shop.db));
    const postOrder = (productId: string) => shop.app.inject({ method: 'POST', url: '/api/order', headers, payload: orderPayload(productId, 5) });
    const unknown = await postOrder('00000000-0000-4000-8000-000000000000');
    for (const status of ['draft', 'archived'] as const) {
      const product = await productIn(status, { quantity: 50, minimumOrder: 1 });
      const response = await postOrder(product.id);
      expect(response.statusCode, status).toBe(unknown.statusCode);
      expect(response.json().message, status).toBe(unknown.json().message);
      expect(await stockOf(shop.db, product.id)).toBe(50);
      expect(await orderCount(shop.db, product.id)).toBe(0);
    }
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No such product']);
  });

  it('still shows, takes payment for and ships an order whose product was archived after it was placed', async () => {
    const buyer = await createUser(shop.db);
    const product = await createProduct(shop.db, { name: 'Last-season hoe', price: 10, quantity: 40, minimumOrder: 1 });
    const client = await paymentClient(shop.app, shop.db, buyer);
    const placed = await shop.app.inject({ method: 'POST', url: '/api/order', headers: client.headers, payload: orderPayload(product.id, 4) });
    const orderId = placed.json().insertedId as string;
    await setStatus(product, 'archived');

    const details = await shop.app.inject({ url: `/api/order-details/${orderId}`, headers: { authorization: client.headers.authorization } });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ productID: product.id, productName: 'Last-season hoe', totalPrice: 40 });

    const intentId = intentIdOf(await client.secretFor(orderId));
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();
    expect((await client.confirmPayment(orderId, intentId)).json()).toMatchObject({ isPaid: true });

    const shipped = await shop.app.inject({ method: 'PUT', url: `/api/shipped-order/${orderId}`, headers: asAdmin });
    expect(shipped.statusCode).toBe(200);
    const order = await shop.db.selectFrom('orders').select(['status', 'isPaid']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'shipped', isPaid: true });
  });
});
