import { beforeEach, describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_UNAVAILABLE_MESSAGE } from '../../../src/shared/words/shipping-method-unavailable';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { addTaxRate, addZone, clearCharges, setProductTax, storedCharges } from '../cart/charge-helpers';
import { mailsTo } from '../mail/mailbox-reader';
import { intentIdOf, paymentClient } from '../payments/payment-helpers';
import { orderPayload } from './order-helpers';

// The shop is in Ireland: the spec's free-text address counts as SELLER_COUNTRY (issue 38).
const shop = useTestApp({ config: testConfig({ SELLER_COUNTRY: 'IE' }) });

beforeEach(() => clearCharges(shop.db));

async function postOrder(buyer: Awaited<ReturnType<typeof createUser>>, productId: string, quantity: number, extra: Record<string, unknown> = {}) {
  return shop.app.inject({ method: 'POST', url: '/api/order', headers: await bearerHeaders(shop.db, buyer), payload: orderPayload(productId, quantity, extra) });
}

describe("the spec's POST /api/order with delivery and tax", () => {
  it("counts the free-text address as the shop's country, charges the cheapest method serving it unless one is chosen, and taxes the lines and the shipping", async () => {
    const ids = await addZone(shop.db, {
      countries: ['IE'],
      methods: [
        { name: 'Courier', priceCents: 1200, estimate: 'Next working day' },
        { name: 'An Post', priceCents: 600, estimate: '2-4 working days' },
      ],
    });
    await addZone(shop.db, { countries: ['US'], methods: [{ name: 'USPS', priceCents: 100 }] });
    await addTaxRate(shop.db, { country: 'IE', basisPoints: 2300 });
    await addTaxRate(shop.db, { country: 'US', basisPoints: 1000 });
    const buyer = await createUser(shop.db, { verified: true });
    const rake = await createProduct(shop.db, { name: 'Rake', price: 19.99, quantity: 50, minimumOrder: 1 });

    const cheapest = await postOrder(buyer, rake.id, 3);
    const chosen = await postOrder(buyer, rake.id, 1, { shippingMethodId: ids.Courier });

    expect([cheapest.statusCode, chosen.statusCode]).toEqual([200, 200]);
    // $59.97 + $6.00 at 23%: $13.79 + $1.38.
    expect(await storedCharges(shop.db, cheapest.json().insertedId)).toMatchObject({
      goodsCents: 5997,
      shippingCents: 600,
      shippingMethod: 'An Post',
      shipCountry: 'IE',
      taxCents: 1517,
      totalCents: 8114,
      taxLines: [{ rateBasisPoints: 2300, taxableCents: 6597, taxCents: 1517 }],
    });
    expect(await storedCharges(shop.db, chosen.json().insertedId)).toMatchObject({ shippingMethod: 'Courier', shippingCents: 1200, totalCents: 1999 + 1200 + 460 + 276 });
  });

  it('refuses a method that does not serve the address on OrderInformation.shippingMethodId', async () => {
    const us = await addZone(shop.db, { countries: ['US'], methods: [{ name: 'USPS', priceCents: 100 }] });
    await addZone(shop.db, { countries: ['IE'], methods: [{ name: 'An Post', priceCents: 600 }] });
    const buyer = await createUser(shop.db, { verified: true });
    const rake = await createProduct(shop.db, { quantity: 50, minimumOrder: 1 });

    const response = await postOrder(buyer, rake.id, 1, { shippingMethodId: us.USPS });

    expect([response.statusCode, response.json().data.fieldErrors]).toEqual([409, { 'OrderInformation.shippingMethodId': [SHIPPING_METHOD_UNAVAILABLE_MESSAGE] }]);
  });

  it('answers as before with no zones and no rates: goods only, and every read says so', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const rake = await createProduct(shop.db, { price: 12.5, quantity: 50, minimumOrder: 1 });

    const { insertedId } = (await postOrder(buyer, rake.id, 2)).json();
    const read = await shop.app.inject({ url: `/api/order-details/${insertedId}`, headers: await bearerHeaders(shop.db, buyer) });

    expect(read.json()).toMatchObject({ totalPrice: 25, goodsTotal: 25, shipping: null, taxLines: [], taxTotal: 0, taxNote: null });
    expect(await storedCharges(shop.db, insertedId)).toMatchObject({ shippingCents: 0, taxCents: 0, totalCents: 2500, shipCountry: 'IE' });
  });

  it("the order-placed e-mail shows the goods, the shipping with its method, the tax lines and the total", async () => {
    await addZone(shop.db, { countries: ['IE'], methods: [{ name: 'An Post', priceCents: 600 }] });
    await addTaxRate(shop.db, { country: 'IE', basisPoints: 2300 });
    await addTaxRate(shop.db, { country: 'IE', taxClass: 'reduced', basisPoints: 1350 });
    const buyer = await createUser(shop.db, { verified: true, email: 'aoife@garden.ie' });
    const seeds = await createProduct(shop.db, { name: 'Seed tray', price: 10, quantity: 50, minimumOrder: 1 });
    await setProductTax(shop.db, seeds.id, { taxClass: 'reduced' });

    await postOrder(buyer, seeds.id, 2);

    const [mail] = await mailsTo(shop.db, 'aoife@garden.ie', 'order-placed');
    // $20.00 at 13.5% is $2.70; $6.00 shipping at 23% is $1.38.
    expect(mail!.textBody).toContain('Goods: $20.00');
    expect(mail!.textBody).toContain('Shipping (An Post): $6.00');
    expect(mail!.textBody).toContain('Tax 23% on $6.00: $1.38');
    expect(mail!.textBody).toContain('Tax 13.5% on $20.00: $2.70');
    expect(mail!.textBody).toContain('Total: $30.08');
  });

  it('every later e-mail of the order shows its charges too: the cancellation names the shipping and tax it would have charged', async () => {
    await addZone(shop.db, { countries: ['IE'], methods: [{ name: 'An Post', priceCents: 600 }] });
    await addTaxRate(shop.db, { country: 'IE', basisPoints: 2300 });
    const buyer = await createUser(shop.db, { verified: true, email: 'niamh@garden.ie' });
    const rake = await createProduct(shop.db, { price: 10, quantity: 50, minimumOrder: 1 });
    const { insertedId } = (await postOrder(buyer, rake.id, 1)).json();

    const cancelled = await shop.app.inject({ method: 'DELETE', url: `/api/cancel-order/${insertedId}`, headers: await bearerHeaders(shop.db, buyer) });
    expect(cancelled.statusCode).toBe(200);

    const [mail] = await mailsTo(shop.db, 'niamh@garden.ie', 'order-cancelled');
    expect(mail!.textBody).toContain('Shipping (An Post): $6.00');
    expect(mail!.textBody).toContain('Tax 23% on $16.00: $3.68');
    expect(mail!.textBody).toContain('Total: $19.68');
  });

  it('creates the card intent for the total with shipping and tax', async () => {
    await addZone(shop.db, { countries: ['IE'], methods: [{ name: 'An Post', priceCents: 600 }] });
    await addTaxRate(shop.db, { country: 'IE', basisPoints: 2300 });
    const buyer = await createUser(shop.db, { verified: true });
    const rake = await createProduct(shop.db, { price: 19.99, quantity: 50, minimumOrder: 1 });
    const { insertedId: orderId } = (await postOrder(buyer, rake.id, 3)).json();
    const client = await paymentClient(shop.app, shop.db, buyer);

    const response = await client.createIntent(orderId, { price: 81.14 });

    expect(response.statusCode).toBe(200);
    const intent = await shop.db.selectFrom('paymentIntents').select(['id', 'amountCents']).where('orderId', '=', orderId).executeTakeFirstOrThrow();
    const order = await storedCharges(shop.db, orderId);
    expect(intent).toEqual({ id: intentIdOf(response.json().clientSecret), amountCents: order.totalCents });
    expect(order.totalCents).toBe(order.goodsCents + order.shippingCents + order.taxCents);
    expect(order.totalCents).toBe(8114);
  });
});
