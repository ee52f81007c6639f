import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer, auditEntriesAbout, productWrites } from '../../helpers/admin-helpers';

const shop = useTestApp();
let people: Awaited<ReturnType<typeof adminAndCustomer>>;

beforeAll(async () => {
  people = await adminAndCustomer(shop.db);
});

/** Work gloves as an admin sets them up: sold in dozens, with two volume prices. */
const gloves = (overrides: Record<string, unknown> = {}) => ({
  name: 'Work Gloves',
  image: '/images/products/gloves.svg',
  description: 'Nitrile-coated gloves',
  minimumOrder: 24,
  quantity: 600,
  price: 12.9,
  packSize: 12,
  maximumOrder: 240,
  priceTiers: [
    { minQuantity: 60, price: 11.5 },
    { minQuantity: 120, price: 10.9 },
  ],
  ...overrides,
});

const { add, update, addTrpc, updateTrpc } = productWrites(shop, () => people);

const read = async (id: string) => (await shop.app.inject(`/api/product/${id}`)).json();
const rulesOf = (product: { packSize: number; maximumOrder: number | null; priceTiers: unknown }) => ({
  packSize: product.packSize,
  maximumOrder: product.maximumOrder,
  priceTiers: product.priceTiers,
});

async function added(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await add(gloves(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().insertedId as string;
}

describe('setting quantity rules and volume prices', () => {
  it('stores the pack, the maximum and the tiers (in cents); reads and the audit entry answer them in dollars', async () => {
    const id = await added();
    const stored = await shop.db.selectFrom('products').select(['packSize', 'maximumOrder', 'priceTiers']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ packSize: 12, maximumOrder: 240, priceTiers: [{ minQuantity: 60, priceCents: 1150 }, { minQuantity: 120, priceCents: 1090 }] });
    const expected = { packSize: 12, maximumOrder: 240, priceTiers: [{ minQuantity: 60, price: 11.5 }, { minQuantity: 120, price: 10.9 }] };
    expect(rulesOf(await read(id))).toEqual(expected);
    const listed = (await shop.app.inject('/api/products')).json().find((product: { _id: string }) => product._id === id);
    expect(rulesOf(listed)).toEqual(expected);
    const [entry] = await auditEntriesAbout(shop.db, id);
    expect(entry?.after).toMatchObject(expected);
  });

  it('adds a product sent with the spec’s fields only as sold by the unit, with no maximum and no tiers', async () => {
    const id = await added({ packSize: undefined, maximumOrder: undefined, priceTiers: undefined });
    expect(rulesOf(await read(id))).toEqual({ packSize: 1, maximumOrder: null, priceTiers: [] });
  });

  it('keeps the rules an update leaves out, changes those it sends, and audits both sides', async () => {
    const id = await added();
    const kept = await update(id, gloves({ packSize: undefined, maximumOrder: undefined, priceTiers: undefined, quantity: 500 }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(rulesOf(await read(id))).toMatchObject({ packSize: 12, maximumOrder: 240 });

    const changed = await update(id, gloves({ packSize: 6, maximumOrder: null, priceTiers: [{ minQuantity: 10, price: 12 }] }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(rulesOf(await read(id))).toEqual({ packSize: 6, maximumOrder: null, priceTiers: [{ minQuantity: 10, price: 12 }] });
    const entries = await auditEntriesAbout(shop.db, id);
    expect(entries.at(-1)?.before).toMatchObject({ packSize: 12, maximumOrder: 240 });
    expect(entries.at(-1)?.after).toMatchObject({ packSize: 6, maximumOrder: null, priceTiers: [{ minQuantity: 10, price: 12 }] });
  });
});

describe('refusing rules that cannot hold', () => {
  const tier = (minQuantity: number, price: number) => ({ minQuantity, price });

  it.each([
    ['a pack of 0', { packSize: 0 }, 'productInformation.packSize', 'The pack size is at least 1 unit'],
    ['half a pack', { packSize: 1.5 }, 'productInformation.packSize', 'Enter a whole number of units'],
    ['a pack past our bound', { packSize: 10_001 }, 'productInformation.packSize', 'The pack size can be at most 10000'],
    ['a maximum over the stock', { maximumOrder: 601 }, 'productInformation.maximumOrder', 'The maximum order cannot be more than the quantity'],
    ['a maximum below the smallest order', { minimumOrder: 30, maximumOrder: 30 }, 'productInformation.maximumOrder', 'The maximum order must be at least 36, the minimum order in whole packs'],
    ['a tier at no more units', { priceTiers: [tier(60, 11.5), tier(60, 10.9)] }, 'productInformation.priceTiers.1.minQuantity', 'Each tier must start at more units than the one before: 60+ is not above 60'],
    ['a tier that costs more', { priceTiers: [tier(60, 11.5), tier(120, 11.6)] }, 'productInformation.priceTiers.1.price', 'Each tier must cost less than the one before: 120+ at $11.60 is not below $11.50'],
    ['a first tier not below the base price', { priceTiers: [tier(60, 12.9)] }, 'productInformation.priceTiers.0.price', 'Each tier must cost less than the one before: 60+ at $12.90 is not below $12.90'],
    ['a tier from 1 unit', { priceTiers: [tier(1, 11)] }, 'productInformation.priceTiers.0.minQuantity', 'A tier starts at 2 units or more'],
    ['a tier price of fractions of a cent', { priceTiers: [tier(60, 11.505)] }, 'productInformation.priceTiers.0.price', 'Use at most two decimals for the price'],
    ['six tiers', { priceTiers: [tier(10, 12), tier(20, 11), tier(30, 10), tier(40, 9), tier(50, 8), tier(60, 7)] }, 'productInformation.priceTiers', 'A product holds at most 5 price tiers'],
  ])('refuses %s with 400 on its field, through REST and tRPC, and adds nothing', async (refused, overrides, field, message) => {
    const name = `Gloves with ${refused}`;
    const rest = await add(gloves({ ...overrides, name }));
    expect([rest.statusCode, rest.json().message]).toEqual([400, message]);
    const trpc = await addTrpc(gloves({ ...overrides, name }));
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.fieldErrors).toEqual({ [field]: [message] });
    expect(await shop.db.selectFrom('products').select('id').where('name', '=', name).execute()).toEqual([]);
  });

  it('refuses an update whose new values break the stored rules it left out, and changes nothing', async () => {
    const id = await added();
    // The stored maximum (240) below a raised minimum in whole packs.
    const raised = await updateTrpc(id, gloves({ packSize: undefined, maximumOrder: undefined, priceTiers: undefined, minimumOrder: 250 }));
    expect(raised.statusCode).toBe(400);
    expect(raised.json().error.data.fieldErrors).toEqual({ 'productInformation.maximumOrder': ['The maximum order must be at least 252, the minimum order in whole packs'] });
    // The stored first tier ($11.50) no longer below a lowered price.
    const lowered = await update(id, gloves({ priceTiers: undefined, price: 11 }));
    expect([lowered.statusCode, lowered.json().message]).toEqual([400, 'Each tier must cost less than the one before: 60+ at $11.50 is not below $11.00']);
    expect(await read(id)).toMatchObject({ minimumOrder: 24, price: 12.9, maximumOrder: 240 });
  });

  it('refuses a maximum over the stock on update too', async () => {
    const id = await added();
    const response = await update(id, gloves({ quantity: 100 }));
    expect([response.statusCode, response.json().message]).toEqual([400, 'The maximum order cannot be more than the quantity']);
  });
});
