import { beforeEach, describe, expect, it } from 'vitest';
import { quoteCharges, type ChargeRequest } from '../../../src/server/features/4-orders/shipping/order-charges';
import { SHIPPING_METHOD_REQUIRED_MESSAGE } from '../../../src/shared/schemas/shipping';
import { useTestDatabase } from '../../helpers/test-database';
import { addTaxRate, addZone, clearCharges } from '../cart/charge-helpers';

const database = useTestDatabase();

/** A request for one standard-class line of `totalCents` to `to`, the cheapest method unless told. */
function request(to: ChargeRequest['to'], fields: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    to,
    lines: [{ totalCents: 10_000, quantity: 4, weightGrams: 2_500, taxClass: 'standard' }],
    unchosen: 'cheapest',
    fields: { address: 'address', shippingMethodId: 'shippingMethodId' },
    exempt: false,
    pricesIncludeTax: false,
    ...fields,
  };
}

beforeEach(() => clearCharges(database.db));

describe('order-charges (what an order pays for delivery and tax where it ships)', () => {
  it("offers a region's zone instead of its country's, and prices a weight-banded method by the lines' weight", async () => {
    const gb = await addZone(database.db, { countries: ['GB'], methods: [{ name: 'Standard', priceCents: 495 }] });
    const ni = await addZone(database.db, {
      countries: ['GB'],
      regions: ['BT'],
      methods: [{ name: 'Freight', kind: 'by_weight', bands: [{ from: 0, priceCents: 900 }, { from: 10_000, priceCents: 1_900 }] }],
    });

    const belfast = await quoteCharges(database.db, request({ country: 'GB', postcode: 'bt1 1aa' }));
    const london = await quoteCharges(database.db, request({ country: 'GB', postcode: 'SW1A 1AA' }));
    // A company location has no postcode: only whole-country zones serve it.
    const location = await quoteCharges(database.db, request({ country: 'GB', postcode: null }));

    // Four units of 2.5 kg: 10 kg, the second band.
    expect(belfast.methods).toEqual([{ id: ni.Freight, name: 'Freight', estimate: '2-3 working days', priceCents: 1_900 }]);
    expect(london.methods.map((method) => method.id)).toEqual([gb.Standard]);
    expect(location.charges.shipping).toEqual({ methodId: gb.Standard, name: 'Standard', estimate: '2-3 working days' });
  });

  it('refuses an address whose only zone has no method, and asks for a method when told to', async () => {
    await addZone(database.db, { countries: ['DE'], methods: [] });
    await addZone(database.db, { countries: ['FR'], methods: [{ name: 'Colissimo', priceCents: 900 }] });

    await expect(quoteCharges(database.db, request({ country: 'DE', postcode: '10115' }))).rejects.toMatchObject({ message: 'We do not deliver to Germany', fieldErrors: { address: ['We do not deliver to Germany'] } });
    await expect(quoteCharges(database.db, request({ country: 'FR', postcode: '75001' }, { unchosen: 'required' }))).rejects.toMatchObject({ message: SHIPPING_METHOD_REQUIRED_MESSAGE });
  });

  it('finds the tax within tax-inclusive prices, and charges an exempt buyer the listed prices with no tax lines', async () => {
    await addZone(database.db, { countries: ['GB'], methods: [{ name: 'Standard', priceCents: 600 }] });
    await addTaxRate(database.db, { country: 'GB', basisPoints: 2000 });
    const to = { country: 'GB', postcode: null };

    const inclusive = await quoteCharges(database.db, request(to, { pricesIncludeTax: true }));
    const exempt = await quoteCharges(database.db, request(to, { pricesIncludeTax: true, exempt: true }));

    // $100 holds $16.67 of tax, $6 of shipping $1: the total stays what was listed.
    expect(inclusive.charges).toMatchObject({ goodsCents: 10_000, shippingCents: 600, taxCents: 1_767, totalCents: 10_600, taxLines: [{ basisPoints: 2000, taxableCents: 8_833, taxCents: 1_767 }] });
    expect(exempt.charges).toMatchObject({ goodsCents: 10_000, shippingCents: 600, taxCents: 0, totalCents: 10_600, taxLines: [] });
  });
});
