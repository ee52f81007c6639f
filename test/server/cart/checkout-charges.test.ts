import { beforeEach, describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_REQUIRED_MESSAGE } from '../../../src/shared/schemas/shipping';
import { SHIPPING_METHOD_UNAVAILABLE_MESSAGE } from '../../../src/shared/words/shipping-method-unavailable';
import { certificateWording, REVERSE_CHARGE_WORDING } from '../../../src/shared/schemas/tax';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { createRuledProduct, restCart, SPADE_TIERS } from './cart-helpers';
import { addTaxRate, addZone, clearCharges, setProductTax, storedCharges, typedAddress } from './charge-helpers';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);

/** A verified buyer whose cart holds `lines` (a product made for each: its price in dollars, its tax class). */
async function buyerWithCart(lines: { price: number; quantity?: number; taxClass?: 'standard' | 'reduced' | 'zero'; weightGrams?: number }[], buyer?: ContextUser) {
  const user = buyer ?? (await createUser(shop.db, { verified: true }));
  for (const line of lines) {
    const product = await createRuledProduct(shop.db, { price: line.price, quantity: 500 });
    await setProductTax(shop.db, product.id, { taxClass: line.taxClass ?? 'standard', weightGrams: line.weightGrams ?? null });
    await rest()(user, 'PUT', `/cart/lines/${product.id}`, { quantity: line.quantity ?? 1 });
  }
  return user;
}

beforeEach(() => clearCharges(shop.db));

describe('checkout with delivery methods (POST /api/checkout/quote, POST /api/checkout)', () => {
  it('quotes both methods serving the address cheapest first, prices the chosen one, and the order stores what the quote said', async () => {
    const ids = await addZone(shop.db, {
      countries: ['GB'],
      methods: [
        { name: 'Express', priceCents: 1495, estimate: 'Next working day' },
        { name: 'Standard', priceCents: 495, estimate: '3-5 working days' },
      ],
    });
    await addZone(shop.db, { countries: ['FR'], methods: [{ name: 'Colissimo', priceCents: 900 }] });
    await addTaxRate(shop.db, { country: 'GB', basisPoints: 2000 });
    const buyer = await buyerWithCart([{ price: 40, quantity: 2 }]);
    const address = typedAddress('GB');

    const cheapest = await rest()(buyer, 'POST', '/checkout/quote', { address });
    expect(cheapest.statusCode).toBe(200);
    expect(cheapest.json()).toEqual({
      goods: 80,
      shipping: 4.95,
      tax: [{ ratePercent: 20, taxable: 84.95, amount: 16.99 }],
      total: 101.94,
      methods: [
        { id: ids.Standard, name: 'Standard', price: 4.95, estimate: '3-5 working days' },
        { id: ids.Express, name: 'Express', price: 14.95, estimate: 'Next working day' },
      ],
      shippingMethodId: ids.Standard,
      taxNote: null,
    });
    const express = (await rest()(buyer, 'POST', '/checkout/quote', { address, shippingMethodId: ids.Express })).json();
    expect([express.shipping, express.tax, express.total]).toEqual([14.95, [{ ratePercent: 20, taxable: 94.95, amount: 18.99 }], 113.94]);

    const placed = await rest()(buyer, 'POST', '/checkout', { address, shippingMethodId: ids.Express });

    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json();
    expect(await storedCharges(shop.db, orderId)).toEqual({
      goodsCents: 8000,
      shippingCents: 1495,
      shippingMethod: 'Express',
      shippingEstimate: 'Next working day',
      taxCents: 1899,
      totalCents: 11394,
      pricesIncludeTax: false,
      shipCountry: 'GB',
      taxExemption: null,
      taxExemptionReference: null,
      buyerTaxId: null,
      taxLines: [{ rateBasisPoints: 2000, taxableCents: 9495, taxCents: 1899 }],
    });
    // Every order read shows the same figures as the quote.
    const read = await shop.app.inject({ url: `/api/order-details/${orderId}`, headers: await bearerHeaders(shop.db, buyer) });
    expect(read.json()).toMatchObject({
      totalPrice: express.total,
      goodsTotal: express.goods,
      shipping: { method: 'Express', amount: 14.95, estimate: 'Next working day' },
      taxLines: express.tax,
      taxTotal: 18.99,
      taxNote: null,
    });
  });

  it('refuses a checkout without a method while methods serve the address, and a method that does not serve it', async () => {
    const gb = await addZone(shop.db, { countries: ['GB'], methods: [{ name: 'Standard', priceCents: 495 }] });
    const fr = await addZone(shop.db, { countries: ['FR'], methods: [{ name: 'Colissimo', priceCents: 900 }] });
    const buyer = await buyerWithCart([{ price: 10 }]);
    const address = typedAddress('GB');

    const none = await rest()(buyer, 'POST', '/checkout', { address });
    expect([none.statusCode, none.json().message, none.json().data.fieldErrors]).toEqual([400, SHIPPING_METHOD_REQUIRED_MESSAGE, { shippingMethodId: [SHIPPING_METHOD_REQUIRED_MESSAGE] }]);
    const elsewhere = await rest()(buyer, 'POST', '/checkout', { address, shippingMethodId: fr.Colissimo });
    expect([elsewhere.statusCode, elsewhere.json().data.fieldErrors]).toEqual([409, { shippingMethodId: [SHIPPING_METHOD_UNAVAILABLE_MESSAGE] }]);
    const quoted = await rest()(buyer, 'POST', '/checkout/quote', { address, shippingMethodId: fr.Colissimo });
    expect([quoted.statusCode, quoted.json().message]).toEqual([409, SHIPPING_METHOD_UNAVAILABLE_MESSAGE]);
    // Nothing was ordered: the cart is whole, and it checks out with a method that serves it.
    expect((await rest()(buyer, 'POST', '/checkout', { address, shippingMethodId: gb.Standard })).statusCode).toBe(200);
  });

  it('refuses an address no zone serves, naming its country and the address field', async () => {
    await addZone(shop.db, { countries: ['GB'], methods: [{ name: 'Standard', priceCents: 495 }] });
    const buyer = await buyerWithCart([{ price: 10 }]);

    const typed = await rest()(buyer, 'POST', '/checkout/quote', { address: typedAddress('NO', '0150') });
    expect([typed.statusCode, typed.json().message, typed.json().data.fieldErrors]).toEqual([400, 'We do not deliver to Norway', { address: ['We do not deliver to Norway'] }]);
    // The spec's one-text address counts as the shop's own country (US here), which no zone serves either.
    const text = await rest()(buyer, 'POST', '/checkout', { phone: '+1 555 0100', address: '1 Main St, Springfield' });
    expect([text.statusCode, text.json().message]).toEqual([400, 'We do not deliver to United States']);
  });

  it('charges no shipping and needs no method in a shop with no zones, and no tax without a rate', async () => {
    const buyer = await buyerWithCart([{ price: 12.5, quantity: 2 }]);

    const quote = (await rest()(buyer, 'POST', '/checkout/quote', { address: typedAddress('GB') })).json();
    expect(quote).toEqual({ goods: 25, shipping: 0, tax: [], total: 25, methods: [], shippingMethodId: null, taxNote: null });
    const placed = await rest()(buyer, 'POST', '/checkout', { address: typedAddress('GB') });

    expect(placed.statusCode).toBe(200);
    expect(await storedCharges(shop.db, placed.json().orderId)).toMatchObject({ goodsCents: 2500, shippingCents: 0, shippingMethod: null, taxCents: 0, totalCents: 2500, shipCountry: 'GB', taxLines: [] });
  });
});

describe('the rounding rule through a real checkout', () => {
  it('rounds each line: three lines whose tax is x.xx5 each pay 3 half-cents up, not the rate on their sum', async () => {
    await addTaxRate(shop.db, { country: 'NL', basisPoints: 1000 });
    // $123.45 at 10% is $12.345 a line: $12.35 each, $37.05 (the rate on the sum, $370.35, would be $37.04).
    const buyer = await buyerWithCart([{ price: 123.45 }, { price: 123.45 }, { price: 123.45 }]);

    const quote = (await rest()(buyer, 'POST', '/checkout/quote', { address: typedAddress('NL', '1012 AB') })).json();
    const placed = await rest()(buyer, 'POST', '/checkout', { address: typedAddress('NL', '1012 AB') });

    expect(quote.tax).toEqual([{ ratePercent: 10, taxable: 370.35, amount: 37.05 }]);
    expect(await storedCharges(shop.db, placed.json().orderId)).toMatchObject({ goodsCents: 37035, taxCents: 3705, totalCents: 40740, taxLines: [{ rateBasisPoints: 1000, taxableCents: 37035, taxCents: 3705 }] });
  });

  it('taxes a 20% line, a 5% line and the shipping (at the standard rate) each rounded, one rate line per rate', async () => {
    const ids = await addZone(shop.db, { countries: ['GB'], methods: [{ name: 'Standard', priceCents: 500 }] });
    await addTaxRate(shop.db, { country: 'GB', basisPoints: 2000 });
    await addTaxRate(shop.db, { country: 'GB', taxClass: 'reduced', basisPoints: 500 });
    // $61.73 at 20% is $12.346 -> $12.35; $10.10 at 5% is $0.505 -> $0.51; shipping $5 at 20% is $1.
    const buyer = await buyerWithCart([{ price: 61.73 }, { price: 10.1, taxClass: 'reduced' }]);

    const quote = (await rest()(buyer, 'POST', '/checkout/quote', { address: typedAddress('GB'), shippingMethodId: ids.Standard })).json();
    const placed = await rest()(buyer, 'POST', '/checkout', { address: typedAddress('GB'), shippingMethodId: ids.Standard });

    expect(quote).toMatchObject({
      goods: 71.83,
      shipping: 5,
      tax: [
        { ratePercent: 20, taxable: 66.73, amount: 13.35 },
        { ratePercent: 5, taxable: 10.1, amount: 0.51 },
      ],
      total: 90.69,
    });
    expect(await storedCharges(shop.db, placed.json().orderId)).toMatchObject({
      goodsCents: 7183,
      shippingCents: 500,
      taxCents: 1386,
      totalCents: 9069,
      taxLines: [
        { rateBasisPoints: 2000, taxableCents: 6673, taxCents: 1335 },
        { rateBasisPoints: 500, taxableCents: 1010, taxCents: 51 },
      ],
    });
  });

  it('decides a free-delivery threshold on the goods at their volume prices: a tier price can keep an order under it', async () => {
    const ids = await addZone(shop.db, { countries: ['GB'], methods: [{ name: 'Standard', priceCents: 995, freeOverCents: 50_000 }] });
    // 40 spades: $516 at the base $12.90 (free over $500), but $460 at the 10+ tier of $11.50.
    const user = await createUser(shop.db, { verified: true });
    const spade = await createRuledProduct(shop.db, { price: 12.9, priceTiers: SPADE_TIERS, quantity: 500 });
    await rest()(user, 'PUT', `/cart/lines/${spade.id}`, { quantity: 40 });

    const under = await rest()(user, 'POST', '/checkout', { address: typedAddress('GB'), shippingMethodId: ids.Standard });
    expect(await storedCharges(shop.db, under.json().orderId)).toMatchObject({ goodsCents: 46_000, shippingCents: 995, totalCents: 46_995 });

    // 50 spades reach the $10.90 tier: $545, over the threshold, so delivery is free.
    await rest()(user, 'PUT', `/cart/lines/${spade.id}`, { quantity: 50 });
    const quote = (await rest()(user, 'POST', '/checkout/quote', { address: typedAddress('GB') })).json();
    expect(quote.methods).toEqual([{ id: ids.Standard, name: 'Standard', price: 0, estimate: '2-3 working days' }]);
    const over = await rest()(user, 'POST', '/checkout', { address: typedAddress('GB'), shippingMethodId: ids.Standard });
    expect(await storedCharges(shop.db, over.json().orderId)).toMatchObject({ goodsCents: 54_500, shippingCents: 0, shippingMethod: 'Standard', totalCents: 54_500 });
  });
});

describe("a company's tax exemption at checkout", () => {
  it('charges a reverse-charge company member no tax, and the order carries why and the tax id; a company without exemption pays it', async () => {
    const ids = await addZone(shop.db, { countries: ['GB'], methods: [{ name: 'Standard', priceCents: 500 }] });
    await addTaxRate(shop.db, { country: 'GB', basisPoints: 2000 });
    const exempt = await createCompanyFixture(shop.db, 'Exempt Gardens', 'GB123456789');
    await shop.db.updateTable('companies').set({ taxExemption: 'reverse_charge' }).where('id', '=', exempt.company.id).execute();
    const paying = await createCompanyFixture(shop.db, 'Paying Gardens', 'GB987654321');

    await buyerWithCart([{ price: 100 }], exempt.depotBuyer);
    const quote = (await rest()(exempt.depotBuyer, 'POST', '/checkout/quote', { locationId: exempt.depot.id })).json();
    expect(quote).toMatchObject({ goods: 100, shipping: 5, tax: [], total: 105, taxNote: REVERSE_CHARGE_WORDING });
    const placed = await rest()(exempt.depotBuyer, 'POST', '/checkout', { locationId: exempt.depot.id, shippingMethodId: ids.Standard });
    expect(placed.statusCode).toBe(200);
    expect(await storedCharges(shop.db, placed.json().orderId)).toMatchObject({
      taxCents: 0,
      totalCents: 10_500,
      shipCountry: 'GB',
      taxExemption: 'reverse_charge',
      buyerTaxId: 'GB123456789',
      taxLines: [],
    });
    const read = await shop.app.inject({ url: `/api/orders/${placed.json().orderId}`, headers: await bearerHeaders(shop.db, exempt.depotBuyer) });
    expect(read.json().order).toMatchObject({ taxLines: [], taxTotal: 0, totalPrice: 105, taxNote: REVERSE_CHARGE_WORDING });

    await buyerWithCart([{ price: 100 }], paying.depotBuyer);
    const paid = await rest()(paying.depotBuyer, 'POST', '/checkout', { locationId: paying.depot.id, shippingMethodId: ids.Standard });
    expect(await storedCharges(shop.db, paid.json().orderId)).toMatchObject({
      taxCents: 2100,
      totalCents: 12_600,
      taxExemption: null,
      buyerTaxId: 'GB987654321',
      taxLines: [{ rateBasisPoints: 2000, taxableCents: 10_500, taxCents: 2100 }],
    });
  });

  it('words a certificate exemption with its reference', async () => {
    await addTaxRate(shop.db, { country: 'GB', basisPoints: 2000 });
    const acme = await createCompanyFixture(shop.db, 'Certified Gardens');
    await shop.db.updateTable('companies').set({ taxExemption: 'certificate', taxExemptionReference: 'EX-2291' }).where('id', '=', acme.company.id).execute();
    await buyerWithCart([{ price: 20 }], acme.anyBuyer);

    const placed = await rest()(acme.anyBuyer, 'POST', '/checkout', { locationId: acme.yard.id });

    expect(await storedCharges(shop.db, placed.json().orderId)).toMatchObject({ taxCents: 0, totalCents: 2000, taxExemption: 'certificate', taxExemptionReference: 'EX-2291' });
    const read = await shop.app.inject({ url: `/api/order-details/${placed.json().orderId}`, headers: await bearerHeaders(shop.db, acme.anyBuyer) });
    expect(read.json().taxNote).toBe(certificateWording('EX-2291'));
  });
});
