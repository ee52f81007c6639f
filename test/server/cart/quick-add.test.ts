import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, restCart } from './cart-helpers';

const shop = useTestApp();

describe('quick order (POST /api/cart/quick-add)', () => {
  it('adds the good lines and gives each bad one its reason, in the order sent', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createRuledProduct(shop.db, { sku: 'QA-SPADE', price: 12.9 });
    const gloves = await createRuledProduct(shop.db, { sku: 'QA-GLOVES', price: 4, minimumOrder: 12, packSize: 12 });
    const hoe = await createRuledProduct(shop.db, { sku: 'QA-HOE', status: 'archived' });
    await createRuledProduct(shop.db, { sku: 'QA-DRAFT', status: 'draft' });
    await createRuledProduct(shop.db, { sku: 'QA-EMPTY', quantity: 0 });

    const response = await restCart(shop.app, shop.db)(buyer, 'POST', '/cart/quick-add', {
      lines: [
        { sku: 'qa-spade', quantity: 3 },
        { sku: 'QA-NOPE', quantity: 1 },
        { sku: 'QA-GLOVES', quantity: 30 },
        { sku: 'QA-HOE', quantity: 2 },
        { sku: 'QA-DRAFT', quantity: 2 },
        { sku: 'QA-EMPTY', quantity: 2 },
      ],
    });

    expect(response.statusCode).toBe(200);
    const { results, cart } = response.json();
    expect(results).toEqual([
      { sku: 'qa-spade', quantity: 3, added: true, productId: spade.id, reason: null },
      { sku: 'QA-NOPE', quantity: 1, added: false, productId: null, reason: 'No product has SKU QA-NOPE' },
      { sku: 'QA-GLOVES', quantity: 30, added: false, productId: gloves.id, reason: 'Sold in packs of 12: order 24 or 36' },
      { sku: 'QA-HOE', quantity: 2, added: false, productId: hoe.id, reason: 'QA-HOE is no longer sold' },
      { sku: 'QA-DRAFT', quantity: 2, added: false, productId: null, reason: 'No product has SKU QA-DRAFT' },
      { sku: 'QA-EMPTY', quantity: 2, added: false, productId: expect.any(String), reason: 'Sorry, this product is out of stock' },
    ]);
    expect(cart.lines.map((line: { sku: string; quantity: number }) => [line.sku, line.quantity])).toEqual([['QA-SPADE', 3]]);
    expect(cart.total).toBe(38.7);
  });

  it('sums a SKU pasted twice and adds it to the quantity already in the cart; the rules apply to the sum', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const gloves = await createRuledProduct(shop.db, { sku: 'QB-GLOVES', minimumOrder: 12, packSize: 12 });
    const rake = await createRuledProduct(shop.db, { sku: 'QB-RAKE', quantity: 20 });
    await caller.cart.setLine({ productId: gloves.id, quantity: 12 });
    await caller.cart.setLine({ productId: rake.id, quantity: 10 });

    const { results, cart } = await caller.cart.quickAdd({
      lines: [
        { sku: 'QB-GLOVES', quantity: 6 },
        { sku: 'QB-RAKE', quantity: 8 },
        { sku: 'qb-gloves', quantity: 6 },
        { sku: 'QB-RAKE', quantity: 3 },
      ],
    });

    expect(results.map((result) => [result.sku, result.added, result.reason])).toEqual([
      ['QB-GLOVES', true, null],
      ['QB-RAKE', false, 'Maximum order quantity 20 (10 already in your cart)'],
      ['qb-gloves', true, null],
      ['QB-RAKE', false, 'Maximum order quantity 20 (10 already in your cart)'],
    ]);
    expect(cart.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['QB-GLOVES', 24],
      ['QB-RAKE', 10],
    ]);
  });

  it('answers 400 for a line without a SKU or units, and adds nothing', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createRuledProduct(shop.db, { sku: 'QC-SPADE' });
    const lines = [
      { sku: spade.sku, quantity: 2 },
      { sku: ' ', quantity: 0 },
    ];

    const response = await shop.app.inject({ method: 'POST', url: '/trpc/cart.quickAdd', headers: await bearerHeaders(shop.db, buyer), payload: { lines } });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.data.fieldErrors).toEqual({ 'lines.1.sku': ['Enter a SKU'], 'lines.1.quantity': ['Enter at least 1 unit'] });
    expect((await callerFor(shop.db, buyer).cart.get()).lines).toEqual([]);
  });
});
