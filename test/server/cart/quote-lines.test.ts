import { beforeEach, describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '../../../src/shared/cart-limits';
import { OUT_OF_STOCK_MESSAGE } from '../../../src/shared/rules/quantity-rules';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { orderPayload } from '../orders/order-helpers';
import { createRuledProduct, restCart } from './cart-helpers';
import { addTaxRate, addZone, clearCharges, setProductTax, storedCharges } from './charge-helpers';

// The shop is in Ireland: the purchase page's free-text address counts as SELLER_COUNTRY.
const shop = useTestApp({ config: testConfig({ SELLER_COUNTRY: 'IE' }) });
const rest = () => restCart(shop.app, shop.db);
const TEXT_DELIVERY = { phone: '+353 1 555 0100', address: '12 Garden Lane, Dublin' };

beforeEach(() => clearCharges(shop.db));

describe('POST /api/checkout/quote with lines (the purchase page)', () => {
  it('quotes the lines asked for at their tier price instead of the cart, and POST /api/order charges what it said', async () => {
    const ids = await addZone(shop.db, {
      countries: ['IE'],
      methods: [
        { name: 'Courier', priceCents: 1200, estimate: 'Next working day' },
        { name: 'An Post', priceCents: 600, estimate: '2-4 working days' },
      ],
    });
    await addTaxRate(shop.db, { country: 'IE', basisPoints: 2300 });
    await addTaxRate(shop.db, { country: 'IE', taxClass: 'reduced', basisPoints: 1350 });
    const buyer = await createUser(shop.db, { verified: true });
    const seeds = await createRuledProduct(shop.db, { price: 5, quantity: 500, priceTiers: [{ minQuantity: 10, priceCents: 400 }] });
    await setProductTax(shop.db, seeds.id, { taxClass: 'reduced' });
    // The cart holds something else entirely: the lines are quoted, not the cart.
    const inCart = await createRuledProduct(shop.db, { price: 99, quantity: 50 });
    await rest()(buyer, 'PUT', `/cart/lines/${inCart.id}`, { quantity: 1 });

    const cheapest = await rest()(buyer, 'POST', '/checkout/quote', { ...TEXT_DELIVERY, lines: [{ productId: seeds.id, quantity: 10 }] });
    const courier = await rest()(buyer, 'POST', '/checkout/quote', { ...TEXT_DELIVERY, lines: [{ productId: seeds.id, quantity: 10 }], shippingMethodId: ids.Courier });

    expect(cheapest.statusCode).toBe(200);
    // 10 at the $4.00 tier is $40.00 at 13.5%: $5.40; An Post's $6.00 at the shipping's rate (standard, 23%): $1.38.
    expect(cheapest.json()).toEqual({
      goods: 40,
      shipping: 6,
      tax: [
        { ratePercent: 23, taxable: 6, amount: 1.38 },
        { ratePercent: 13.5, taxable: 40, amount: 5.4 },
      ],
      total: 52.78,
      methods: [
        { id: ids['An Post'], name: 'An Post', price: 6, estimate: '2-4 working days' },
        { id: ids.Courier, name: 'Courier', price: 12, estimate: 'Next working day' },
      ],
      shippingMethodId: ids['An Post'],
      taxNote: null,
    });
    expect(courier.json()).toMatchObject({ shipping: 12, total: 60.16, shippingMethodId: ids.Courier });

    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: await bearerHeaders(shop.db, buyer),
      payload: orderPayload(seeds.id, 10, { ...TEXT_DELIVERY, shippingMethodId: ids.Courier }),
    });
    expect(placed.statusCode).toBe(200);
    const stored = await storedCharges(shop.db, placed.json().insertedId);
    expect([stored.goodsCents, stored.shippingCents, stored.shippingMethod, stored.taxCents, stored.totalCents]).toEqual([4000, 1200, 'Courier', 540 + 276, 6016]);
  });

  it('refuses a product unknown or no longer sold on lines.{i}.productId, and a quantity its rules refuse on lines.{i}.quantity', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const packs = await createRuledProduct(shop.db, { quantity: 100, minimumOrder: 12, packSize: 12, maximumOrder: 48 });
    const archived = await createRuledProduct(shop.db, { status: 'archived' });
    const gone = await createRuledProduct(shop.db, { quantity: 3, minimumOrder: 5 });
    const quote = (lines: unknown) => rest()(buyer, 'POST', '/checkout/quote', { ...TEXT_DELIVERY, lines });
    const refusal = async (lines: unknown) => {
      const response = await quote(lines);
      return [response.statusCode, response.json().message, response.json().data?.fieldErrors];
    };

    expect(await refusal([{ productId: '0b8f3c52-6a1e-4c1e-9d2a-3f1f1c0b9e11', quantity: 1 }])).toEqual([404, 'No such product', { 'lines.0.productId': ['No such product'] }]);
    expect(await refusal([{ productId: packs.id, quantity: 24 }, { productId: archived.id, quantity: 1 }])).toEqual([404, 'No such product', { 'lines.1.productId': ['No such product'] }]);
    expect(await refusal([{ productId: packs.id, quantity: 30 }])).toEqual([400, 'Sold in packs of 12: order 24 or 36', { 'lines.0.quantity': ['Sold in packs of 12: order 24 or 36'] }]);
    expect(await refusal([{ productId: packs.id, quantity: 6 }])).toEqual([400, 'Minimum order quantity 12', { 'lines.0.quantity': ['Minimum order quantity 12'] }]);
    expect(await refusal([{ productId: packs.id, quantity: 60 }])).toEqual([400, 'Maximum order quantity 48', { 'lines.0.quantity': ['Maximum order quantity 48'] }]);
    expect(await refusal([{ productId: gone.id, quantity: 5 }])).toEqual([409, OUT_OF_STOCK_MESSAGE, { 'lines.0.quantity': [OUT_OF_STOCK_MESSAGE] }]);
    // The shape is the schema's: a whole number of units, one line at least, no more than a cart holds.
    expect((await quote([{ productId: packs.id, quantity: 1.5 }])).json().data.fieldErrors).toHaveProperty(['lines.0.quantity']);
    expect((await quote([])).statusCode).toBe(400);
    expect((await quote(Array.from({ length: CART_LINES_MAX + 1 }, () => ({ productId: packs.id, quantity: 24 })))).statusCode).toBe(400);
    // Nothing asked of the lines reaches the cart.
    expect((await rest()(buyer, 'GET', '/cart')).json().lines).toEqual([]);
  });

  it('refuses a delivery no zone serves, as the cart quote does', async () => {
    await addZone(shop.db, { countries: ['GB'], methods: [{ name: 'Royal Mail', priceCents: 500 }] });
    const buyer = await createUser(shop.db, { verified: true });
    const rake = await createRuledProduct(shop.db, { quantity: 50 });

    const response = await rest()(buyer, 'POST', '/checkout/quote', { ...TEXT_DELIVERY, lines: [{ productId: rake.id, quantity: 1 }] });

    expect([response.statusCode, response.json().message]).toEqual([400, 'We do not deliver to Ireland']);
  });
});
