import { beforeAll, describe, expect, it } from 'vitest';
import { adminAndCustomer, auditEntriesAbout, productWrites } from '../../helpers/admin-helpers';
import { useTestApp } from '../../helpers/test-app';

// Issue 38: a product's shipping weight (kilograms, stored as grams) and tax class, set by the admin.
const shop = useTestApp();
let people: Awaited<ReturnType<typeof adminAndCustomer>>;

beforeAll(async () => {
  people = await adminAndCustomer(shop.db);
});

const barrow = (overrides: Record<string, unknown> = {}) => ({
  name: 'Site Barrow',
  image: '/images/products/gloves.svg',
  description: 'A steel barrow',
  minimumOrder: 1,
  quantity: 40,
  price: 89,
  ...overrides,
});

const { add, update } = productWrites(shop, () => people);

async function added(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await add(barrow(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().insertedId as string;
}

const stored = (id: string) => shop.db.selectFrom('products').select(['weightGrams', 'taxClass']).where('id', '=', id).executeTakeFirstOrThrow();
const adminRead = async (id: string) =>
  (await shop.app.inject({ url: '/api/admin/products?q=barrow&limit=100', headers: people.asAdmin })).json().items.find((item: { _id: string }) => item._id === id);

describe("a product's weight and tax class", () => {
  it('stores kilograms as grams and the class; the admin reads and the audit entry answer them, the shop’s reads do not', async () => {
    const id = await added({ weight: 14.255, taxClass: 'reduced' });
    expect(await stored(id)).toEqual({ weightGrams: 14_255, taxClass: 'reduced' });
    expect(await adminRead(id)).toMatchObject({ _id: id, weight: 14.255, taxClass: 'reduced' });
    const [entry] = await auditEntriesAbout(shop.db, id);
    expect(entry?.after).toMatchObject({ weight: 14.255, taxClass: 'reduced' });
    const publicRead = (await shop.app.inject(`/api/product/${id}`)).json();
    expect(publicRead).not.toHaveProperty('weight');
    expect(publicRead).not.toHaveProperty('taxClass');
  });

  it('defaults to no weight and the standard class; an update leaving them out keeps them, null clears the weight', async () => {
    const id = await added();
    expect(await stored(id)).toEqual({ weightGrams: null, taxClass: 'standard' });
    expect((await update(id, barrow({ weight: 2.5, taxClass: 'zero' }))).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ weightGrams: 2500, taxClass: 'zero' });
    expect((await update(id, barrow({ price: 95 }))).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ weightGrams: 2500, taxClass: 'zero' });
    expect((await update(id, barrow({ weight: null }))).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ weightGrams: null, taxClass: 'zero' });
    const entry = (await auditEntriesAbout(shop.db, id)).at(-1);
    expect([entry?.before, entry?.after]).toMatchObject([{ weight: 2.5 }, { weight: null }]);
  });

  it('refuses a weight below a gram, over ten tonnes or with a fourth decimal, and an unknown class, naming the field', async () => {
    for (const [overrides, field] of [
      [{ weight: 0 }, 'productInformation.weight'],
      [{ weight: 10_000.001 }, 'productInformation.weight'],
      [{ weight: 1.2345 }, 'productInformation.weight'],
      [{ taxClass: 'luxury' }, 'productInformation.taxClass'],
    ] as const) {
      const response = await add(barrow(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(response.json().data.fieldErrors)).toEqual([field]);
    }
  });
});
