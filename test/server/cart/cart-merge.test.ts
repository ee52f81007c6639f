import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MERGE_KEYS_KEPT } from '../../../src/server/features/4-orders/cart/cart-merges-repository';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, restCart, SPADE_TIERS } from './cart-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Result = { productId: string; quantity: number; outcome: string; reason: string | null };
const linesOf = (cart: { lines: { name: string; quantity: number }[] }) => cart.lines.map((line) => [line.name, line.quantity]);

describe('the visitor’s cart merged at sign-in (POST /api/cart/merge)', () => {
  it('adds the browser’s quantities to the server cart, the rules checked on the sums (tier prices follow)', async () => {
    const buyer = await createUser(shop.db);
    const gloves = await createRuledProduct(shop.db, { name: 'Gloves', minimumOrder: 12, packSize: 12 });
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9, priceTiers: SPADE_TIERS });
    const trowel = await createRuledProduct(shop.db, { name: 'Trowel' });
    await callerFor(shop.db, buyer).cart.setLine({ productId: gloves.id, quantity: 12 });
    await callerFor(shop.db, buyer).cart.setLine({ productId: spade.id, quantity: 6 });

    const response = await restCart(shop.app, shop.db)(buyer, 'POST', '/cart/merge', {
      mergeKey: randomUUID(),
      lines: [
        { productId: gloves.id, quantity: 12 },
        { productId: spade.id, quantity: 4 },
      ],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((result: Result) => result.outcome)).toEqual(['added', 'added']);
    const lines = response.json().cart.lines.map((line: { name: string; quantity: number; unitPrice: number; changes: string[] }) => [line.name, line.quantity, line.unitPrice, line.changes]);
    expect(lines).toEqual([
      ['Gloves', 24, 12.9, []],
      ['Border spade', 10, 11.5, []],
    ]);
    expect((await callerFor(shop.db, buyer).cart.get()).lines.map((line) => line.productId)).not.toContain(trowel.id);
  });

  it('refuses a line over the stock with the stock named, never cutting it down: 10 lines of 10^9 units hold nothing', async () => {
    const fresh = await createUser(shop.db);
    const products = await Promise.all(Array.from({ length: 10 }, (_, i) => createRuledProduct(shop.db, { name: `Fork ${i}`, quantity: 40 + i })));
    const rake = await createRuledProduct(shop.db, { name: 'Rake', quantity: 30 });

    const response = await restCart(shop.app, shop.db)(fresh, 'POST', '/cart/merge', {
      mergeKey: randomUUID(),
      lines: [...products.map((product) => ({ productId: product.id, quantity: 1_000_000_000 })), { productId: rake.id, quantity: 3 }],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      ...products.map((product, i) => ({ productId: product.id, name: `Fork ${i}`, quantity: 1_000_000_000, outcome: 'refused', reason: `Maximum order quantity ${40 + i}` })),
      { productId: rake.id, name: 'Rake', quantity: 3, outcome: 'added', reason: null },
    ]);
    expect(linesOf(response.json().cart)).toEqual([['Rake', 3]]);
  });

  it('refuses a sum over the stock or the maximum, or between packs, saying what the cart already held; the line stays as it was', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const hose = await createRuledProduct(shop.db, { name: 'Hose', quantity: 30, maximumOrder: 25 });
    const gloves = await createRuledProduct(shop.db, { name: 'Gloves', minimumOrder: 12, packSize: 12 });
    await caller.cart.setLine({ productId: hose.id, quantity: 20 });
    await caller.cart.setLine({ productId: gloves.id, quantity: 12 });

    const { results, cart } = await caller.cart.merge({
      mergeKey: randomUUID(),
      lines: [
        { productId: hose.id, quantity: 6 },
        { productId: gloves.id, quantity: 5 },
      ],
    });

    expect(results.map((result) => [result.outcome, result.reason])).toEqual([
      ['refused', 'Maximum order quantity 25 (20 already in your cart)'],
      ['refused', 'Sold in packs of 12: order 12 or 24 (12 already in your cart)'],
    ]);
    expect(linesOf(cart)).toEqual([
      ['Hose', 20],
      ['Gloves', 12],
    ]);
  });

  it('refuses unknown products, products no longer sold and products out of stock, and keeps the lines already there', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const rake = await createRuledProduct(shop.db, { name: 'Rake' });
    const archived = await createRuledProduct(shop.db, { name: 'Old hoe', status: 'archived' });
    const empty = await createRuledProduct(shop.db, { name: 'Sold-out fork', quantity: 2, minimumOrder: 5 });
    await caller.cart.setLine({ productId: rake.id, quantity: 3 });

    const { results, cart } = await caller.cart.merge({
      mergeKey: randomUUID(),
      lines: [
        { productId: UNKNOWN, quantity: 2 },
        { productId: archived.id, quantity: 2 },
        { productId: empty.id, quantity: 6 },
      ],
    });

    expect(results.map((result) => [result.outcome, result.reason])).toEqual([
      ['refused', 'No longer sold'],
      ['refused', 'No longer sold'],
      ['refused', 'Sorry, this product is out of stock'],
    ]);
    expect(linesOf(cart)).toEqual([['Rake', 3]]);
  });

  it('sums a product listed twice by the browser', async () => {
    const buyer = await createUser(shop.db);
    const rake = await createRuledProduct(shop.db, { name: 'Rake' });

    const { cart } = await callerFor(shop.db, buyer).cart.merge({
      mergeKey: randomUUID(),
      lines: [
        { productId: rake.id, quantity: 2 },
        { productId: rake.id, quantity: 3 },
      ],
    });

    expect(linesOf(cart)).toEqual([['Rake', 5]]);
  });
});

describe('a browser cart merges once (its mergeKey)', () => {
  it('adds nothing when the same merge is sent again (an answer lost, a reload before the browser cleared it)', async () => {
    const buyer = await createUser(shop.db);
    const fork = await createRuledProduct(shop.db, { name: 'Digging fork', price: 38.99, minimumOrder: 10 });
    const merge = { mergeKey: randomUUID(), lines: [{ productId: fork.id, quantity: 10 }] };

    const first = await callerFor(shop.db, buyer).cart.merge(merge);
    const again = await callerFor(shop.db, buyer).cart.merge(merge);

    expect(first.results[0]!.outcome).toBe('added');
    expect(again.results).toEqual([{ productId: fork.id, name: 'Digging fork', quantity: 10, outcome: 'merged-before', reason: null }]);
    expect([linesOf(again.cart), again.cart.total]).toEqual([[['Digging fork', 10]], 389.9]);
    // A new cart in the browser (a new key) adds up as any merge does.
    const next = await callerFor(shop.db, buyer).cart.merge({ mergeKey: randomUUID(), lines: [{ productId: fork.id, quantity: 10 }] });
    expect(linesOf(next.cart)).toEqual([['Digging fork', 20]]);
  });

  it('checks a refused line again when the same cart comes back: refused again with why, or added once it can be', async () => {
    const buyer = await createUser(shop.db);
    const hose = await createRuledProduct(shop.db, { name: 'Hose', quantity: 5 });
    const merge = { mergeKey: randomUUID(), lines: [{ productId: hose.id, quantity: 8 }] };

    expect((await callerFor(shop.db, buyer).cart.merge(merge)).results[0]).toMatchObject({ outcome: 'refused', reason: 'Maximum order quantity 5' });
    expect((await callerFor(shop.db, buyer).cart.merge(merge)).results[0]).toMatchObject({ outcome: 'refused', reason: 'Maximum order quantity 5' });
    await shop.db.updateTable('products').set({ quantity: 50 }).where('id', '=', hose.id).execute();
    const restocked = await callerFor(shop.db, buyer).cart.merge(merge);
    expect([restocked.results[0]!.outcome, linesOf(restocked.cart)]).toEqual(['added', [['Hose', 8]]]);
    expect((await callerFor(shop.db, buyer).cart.merge(merge)).results[0]!.outcome).toBe('merged-before');
  });

  it('merges only what the cart gained since under the same key', async () => {
    const buyer = await createUser(shop.db);
    const fork = await createRuledProduct(shop.db, { name: 'Fork' });
    const rake = await createRuledProduct(shop.db, { name: 'Rake' });
    const mergeKey = randomUUID();
    await callerFor(shop.db, buyer).cart.merge({ mergeKey, lines: [{ productId: fork.id, quantity: 4 }] });

    const { results, cart } = await callerFor(shop.db, buyer).cart.merge({
      mergeKey,
      lines: [
        { productId: fork.id, quantity: 6 },
        { productId: rake.id, quantity: 2 },
      ],
    });

    expect(results.map((result) => result.outcome)).toEqual(['added', 'added']);
    expect(linesOf(cart)).toEqual([
      ['Fork', 6],
      ['Rake', 2],
    ]);
  });

  it('merges once under concurrency: the same cart from two tabs at once, or into a second account', async () => {
    const buyer = await createUser(shop.db);
    const other = await createUser(shop.db);
    const fork = await createRuledProduct(shop.db, { name: 'Fork' });
    const merge = { mergeKey: randomUUID(), lines: [{ productId: fork.id, quantity: 10 }] };

    const tabs = await Promise.all(Array.from({ length: 4 }, () => restCart(shop.app, shop.db)(buyer, 'POST', '/cart/merge', merge)));
    expect(tabs.map((tab) => tab.statusCode)).toEqual([200, 200, 200, 200]);
    expect(tabs.map((tab) => tab.json().results[0].outcome).sort()).toEqual(['added', 'merged-before', 'merged-before', 'merged-before']);
    expect(linesOf(await callerFor(shop.db, buyer).cart.get())).toEqual([['Fork', 10]]);

    const elsewhere = await callerFor(shop.db, other).cart.merge(merge);
    expect(elsewhere.results[0]!.outcome).toBe('merged-before');
    expect(elsewhere.cart.lines).toEqual([]);
  });

  it(`remembers an account's latest ${MERGE_KEYS_KEPT} browser carts, so merges under ever new keys do not grow the table without end`, async () => {
    const buyer = await createUser(shop.db);
    const rake = await createRuledProduct(shop.db, { name: 'Rake', quantity: 1000 });
    const keys = Array.from({ length: MERGE_KEYS_KEPT + 3 }, () => randomUUID());
    for (const mergeKey of keys) await callerFor(shop.db, buyer).cart.merge({ mergeKey, lines: [{ productId: rake.id, quantity: 1 }] });

    const kept = await shop.db.selectFrom('cartMerges').select('mergeKey').where('userId', '=', buyer.id).execute();
    expect(kept.map((row) => row.mergeKey).sort()).toEqual(keys.slice(-MERGE_KEYS_KEPT).sort());
    expect((await callerFor(shop.db, buyer).cart.merge({ mergeKey: keys.at(-1)!, lines: [{ productId: rake.id, quantity: 1 }] })).results[0]!.outcome).toBe('merged-before');
  });

  it('refuses a merge without a key (400 naming mergeKey)', async () => {
    const buyer = await createUser(shop.db);
    const response = await restCart(shop.app, shop.db)(buyer, 'POST', '/cart/merge', { lines: [] });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('mergeKey');
  });
});
