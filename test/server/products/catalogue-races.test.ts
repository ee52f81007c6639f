import { describe, expect, it } from 'vitest';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer } from '../../helpers/admin-helpers';

const shop = useTestApp();

/**
 * Another writer holds an uncommitted row, so the request's own read cannot see it: only the
 * unique index can decide, once that writer commits.
 */
describe('races the database decides', () => {
  it('refuses a sibling name saved meanwhile (409), and numbers a slug taken meanwhile', async () => {
    const { asAdmin } = await adminAndCustomer(shop.db);
    const other = await holdTransaction(shop.db, (trx) => trx.insertInto('categories').values({ name: 'Edging', slug: 'edging' }).execute());
    const pending = shop.app.inject({ method: 'POST', url: '/api/categories', headers: asAdmin, payload: { name: 'Edging', parentId: null } });
    await waitForLockWaiters(shop.db, 1);
    await other.release();
    const response = await pending;
    // Same name at the same level: the sibling-name index refuses it, as a 409 on the name.
    expect([response.statusCode, response.json().message]).toEqual([409, 'A category of this name is already there']);

    const parent = (await shop.app.inject({ method: 'POST', url: '/api/categories', headers: asAdmin, payload: { name: 'Borders' } })).json().id;
    const next = await holdTransaction(shop.db, (trx) => trx.insertInto('categories').values({ name: 'Kerbs', slug: 'kerbs' }).execute());
    const child = shop.app.inject({ method: 'POST', url: '/api/categories', headers: asAdmin, payload: { name: 'Kerbs', parentId: parent } });
    await waitForLockWaiters(shop.db, 1);
    await next.release();
    expect((await child).json()).toMatchObject({ name: 'Kerbs', slug: 'kerbs-2', parentId: parent });
  });

  it('answers 409 on the SKU when another admin saved it first', async () => {
    const { admin, asAdmin } = await adminAndCustomer(shop.db);
    const other = await holdTransaction(shop.db, (trx) =>
      trx.insertInto('products').values({ sku: 'RACE-1', name: 'First', images: ['/images/products/loppers.svg'], description: 'x', priceCents: 100, quantity: 5, minimumOrder: 1 }).execute(),
    );
    const productInformation = { sku: 'RACE-1', name: 'Second', image: '/images/products/loppers.svg', description: 'y', price: 2, quantity: 5, minimumOrder: 1 };
    const pending = shop.app.inject({ method: 'POST', url: `/api/add-product/${encodeURIComponent(admin.email)}`, headers: asAdmin, payload: { productInformation } });
    await waitForLockWaiters(shop.db, 1);
    await other.release();
    const response = await pending;
    expect([response.statusCode, response.json().message]).toEqual([409, 'This SKU is taken']);
  });
});
