import { describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, restCart, SPADE_TIERS } from './cart-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the visitor’s cart merged at sign-in (POST /api/cart/merge)', () => {
  it('adds the browser’s quantities to the server cart, then moves each merged line to the nearest quantity allowed', async () => {
    const buyer = await createUser(shop.db);
    const gloves = await createRuledProduct(shop.db, { name: 'Gloves', minimumOrder: 12, packSize: 12 });
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9, priceTiers: SPADE_TIERS });
    const hose = await createRuledProduct(shop.db, { name: 'Hose', quantity: 30, maximumOrder: 25 });
    const trowel = await createRuledProduct(shop.db, { name: 'Trowel' });
    await callerFor(shop.db, buyer).cart.setLine({ productId: gloves.id, quantity: 12 });
    await callerFor(shop.db, buyer).cart.setLine({ productId: spade.id, quantity: 6 });

    const response = await restCart(shop.app, shop.db)(buyer, 'POST', '/cart/merge', {
      lines: [
        { productId: gloves.id, quantity: 5 },
        { productId: spade.id, quantity: 4 },
        { productId: hose.id, quantity: 40 },
      ],
    });

    expect(response.statusCode).toBe(200);
    const lines = response.json().lines.map((line: { name: string; quantity: number; unitPrice: number; changes: string[] }) => [line.name, line.quantity, line.unitPrice, line.changes]);
    expect(lines).toEqual([
      ['Gloves', 24, 12.9, []],
      ['Border spade', 10, 11.5, []],
      ['Hose', 25, 12.9, []],
    ]);
    expect((await callerFor(shop.db, buyer).cart.get()).lines.map((line) => line.productId)).not.toContain(trowel.id);
  });

  it('leaves out unknown products, products no longer sold and products out of stock, and keeps the lines already there', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const rake = await createRuledProduct(shop.db, { name: 'Rake' });
    const archived = await createRuledProduct(shop.db, { name: 'Old hoe', status: 'archived' });
    const empty = await createRuledProduct(shop.db, { name: 'Sold-out fork', quantity: 2, minimumOrder: 5 });
    await caller.cart.setLine({ productId: rake.id, quantity: 3 });

    const cart = await caller.cart.merge({
      lines: [
        { productId: UNKNOWN, quantity: 2 },
        { productId: archived.id, quantity: 2 },
        { productId: empty.id, quantity: 6 },
      ],
    });

    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([['Rake', 3]]);
  });

  it('sums a product listed twice by the browser', async () => {
    const buyer = await createUser(shop.db);
    const rake = await createRuledProduct(shop.db, { name: 'Rake' });

    const cart = await callerFor(shop.db, buyer).cart.merge({
      lines: [
        { productId: rake.id, quantity: 2 },
        { productId: rake.id, quantity: 3 },
      ],
    });

    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([['Rake', 5]]);
  });
});
