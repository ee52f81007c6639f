import { describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, editProduct, restCart, SPADE_TIERS } from './cart-helpers';

const shop = useTestApp();

/** Each line's quantity, changes and orderability, by name. */
function linesOf(cart: { lines: { name: string; quantity: number; changes: string[]; orderable: boolean }[] }) {
  return cart.lines.map(({ name, quantity, changes, orderable }) => ({ name, quantity, changes, orderable }));
}

describe('changes since the customer last saw the cart, and accepting them (POST /api/cart/review)', () => {
  it('flags a price an admin changed, keeps flagging it on every read, and takes it away once reviewed', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9, priceTiers: SPADE_TIERS });
    const rest = restCart(shop.app, shop.db);
    await rest(buyer, 'PUT', `/cart/lines/${spade.id}`, { quantity: 4 });

    await editProduct(shop.db, spade.id, { priceCents: 1350 });

    for (let read = 0; read < 2; read++) {
      const cart = (await rest(buyer, 'GET', '/cart')).json();
      expect(linesOf(cart)).toEqual([{ name: 'Border spade', quantity: 4, changes: ['The price went from $12.90 to $13.50 a unit'], orderable: true }]);
      expect(cart.total).toBe(54);
    }
    const reviewed = await rest(buyer, 'POST', '/cart/review');
    expect(reviewed.statusCode).toBe(200);
    expect(linesOf(reviewed.json())).toEqual([{ name: 'Border spade', quantity: 4, changes: [], orderable: true }]);
    expect(linesOf((await rest(buyer, 'GET', '/cart')).json())[0]!.changes).toEqual([]);
  });

  it('says "No longer sold" of an archived, draft or deleted product, keeps the line unorderable, and review removes it', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const [archived, draft, deleted, kept] = await Promise.all(['Archived hoe', 'Draft rake', 'Deleted fork', 'Kept trowel'].map((name) => createRuledProduct(shop.db, { name, price: 10 })));
    for (const product of [archived!, draft!, deleted!, kept!]) await caller.cart.setLine({ productId: product.id, quantity: 2 });

    await editProduct(shop.db, archived!.id, { status: 'archived' });
    await editProduct(shop.db, draft!.id, { status: 'draft' });
    await editProduct(shop.db, deleted!.id, { deletedAt: new Date() });

    const cart = await caller.cart.get();
    const gone = { quantity: 2, changes: ['No longer sold'], orderable: false };
    expect(linesOf(cart)).toEqual([
      { name: 'Archived hoe', ...gone },
      { name: 'Draft rake', ...gone },
      { name: 'Deleted fork', ...gone },
      { name: 'Kept trowel', quantity: 2, changes: [], orderable: true },
    ]);
    expect(cart.total).toBe(20);
    expect(linesOf(await caller.cart.review())).toEqual([{ name: 'Kept trowel', quantity: 2, changes: [], orderable: true }]);
  });

  it('says how many units are left when the stock falls below the line, and review lowers the line to what can be ordered', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const hose = await createRuledProduct(shop.db, { name: 'Garden hose', price: 20, quantity: 50 });
    const shears = await createRuledProduct(shop.db, { name: 'Shears', quantity: 50, minimumOrder: 5 });
    await caller.cart.setLine({ productId: hose.id, quantity: 12 });
    await caller.cart.setLine({ productId: shears.id, quantity: 6 });

    await editProduct(shop.db, hose.id, { quantity: 8 });
    await editProduct(shop.db, shears.id, { quantity: 3 });

    const cart = await caller.cart.get();
    expect(linesOf(cart)).toEqual([
      { name: 'Garden hose', quantity: 12, changes: ['Only 8 units are left'], orderable: false },
      { name: 'Shears', quantity: 6, changes: ['Out of stock'], orderable: false },
    ]);
    expect(cart.total).toBe(0);
    expect(linesOf(await caller.cart.review())).toEqual([{ name: 'Garden hose', quantity: 8, changes: [], orderable: true }]);
  });

  it("flags a rule the line now breaks, and review snaps it to the nearest whole pack, priced at that quantity's tier", async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9, priceTiers: SPADE_TIERS });
    await caller.cart.setLine({ productId: spade.id, quantity: 9 });

    await editProduct(shop.db, spade.id, { packSize: 12 });

    expect(linesOf(await caller.cart.get())).toEqual([{ name: 'Border spade', quantity: 9, changes: ['Sold in packs of 12: order 12'], orderable: false }]);
    const [line] = (await caller.cart.review()).lines;
    expect([line!.quantity, line!.unitPrice, line!.lineTotal, line!.changes]).toEqual([12, 11.5, 138, []]);
  });
});
