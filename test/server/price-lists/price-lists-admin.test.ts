import { describe, expect, it } from 'vitest';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../../src/shared/schemas/company';
import { PRICE_LIST_NAME_TAKEN_MESSAGE, PRICE_LIST_NOT_FOUND_MESSAGE } from '../../../src/shared/schemas/price-list';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createProduct, createUser } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { restCart } from '../cart/cart-helpers';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);
const shopAdmin = () => createUser(shop.db, { role: 'admin' });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

describe("the shop admin's price lists (/api/price-lists)", () => {
  it('creates, reads, changes and deletes a list through REST, stores basis points, and audits each write', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const created = await call(admin, 'POST', '/price-lists', { name: ' Acme 2027 ', priority: 10, startsAt: '2027-01-01T00:00:00Z', endsAt: '2028-01-01T00:00:00Z', catalogueDiscountPercent: 12.5 });
    expect(created.statusCode, created.body).toBe(200);
    const list = created.json();
    expect(list).toEqual({
      id: expect.any(String),
      name: 'Acme 2027',
      priority: 10,
      startsAt: '2027-01-01T00:00:00.000Z',
      endsAt: '2028-01-01T00:00:00.000Z',
      catalogueDiscountPercent: 12.5,
      entryCount: 0,
      companies: [],
      updatedAt: expect.any(String),
    });
    expect(await shop.db.selectFrom('priceLists').select('catalogueDiscountBp').where('id', '=', list.id).executeTakeFirst()).toEqual({ catalogueDiscountBp: 1250 });

    const { company } = await createCompanyFixture(shop.db, 'Acme Growers');
    const product = await createProduct(shop.db);
    await setEntry(shop.db, list.id, product.id, { kind: 'percent', basisPoints: 500 });
    await assignLists(shop.db, company.id, [list.id]);
    const read = await call(admin, 'GET', `/price-lists/${list.id}`);
    expect(read.json()).toMatchObject({ entryCount: 1, companies: [{ id: company.id, name: 'Acme Growers' }] });
    expect((await call(admin, 'GET', '/price-lists')).json()).toContainEqual(read.json());

    const changed = await call(admin, 'PUT', `/price-lists/${list.id}`, { name: 'Acme', priority: 20, startsAt: null, catalogueDiscountPercent: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Acme', priority: 20, startsAt: null, endsAt: null, catalogueDiscountPercent: null, entryCount: 1 });

    const removed = await call(admin, 'DELETE', `/price-lists/${list.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([200, { deletedCount: 1 }]);
    expect((await call(admin, 'GET', `/price-lists/${list.id}`)).statusCode).toBe(404);
    expect(await shop.db.selectFrom('priceListEntries').select('productId').where('priceListId', '=', list.id).execute()).toEqual([]);
    expect(await shop.db.selectFrom('companyPriceLists').select('companyId').where('priceListId', '=', list.id).execute()).toEqual([]);

    const trail = (await call(admin, 'GET', `/audit-log?target=${list.id}`)).json();
    expect(trail.entries.map((e: { action: string }) => e.action)).toEqual(['price_list.deleted', 'price_list.updated', 'price_list.added']);
    expect(trail.entries[0]).toMatchObject({ actor: admin.email, targetLabel: 'Acme', before: { name: 'Acme' } });
    expect(trail.entries[1]).toMatchObject({ before: { name: 'Acme 2027', priority: 10 }, after: { name: 'Acme', priority: 20 } });
  });

  it('creates, changes and deletes through tRPC as well', async () => {
    const caller = callerFor(shop.db, await shopAdmin());
    const list = await caller.priceLists.create({ name: 'Trpc list', priority: 1 });
    expect(list).toMatchObject({ name: 'Trpc list', startsAt: null, endsAt: null, catalogueDiscountPercent: null });
    expect(await caller.priceLists.update({ id: list.id, name: 'Trpc list 2', priority: 2, catalogueDiscountPercent: 8 })).toMatchObject({ name: 'Trpc list 2', catalogueDiscountPercent: 8 });
    expect(await caller.priceLists.detail({ id: list.id })).toMatchObject({ priority: 2 });
    expect(await caller.priceLists.remove({ id: list.id })).toEqual({ deletedCount: 1 });
    await expect(caller.priceLists.detail({ id: list.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: PRICE_LIST_NOT_FOUND_MESSAGE });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const cases: [object, string][] = [
      [{ name: 'Window', priority: 1, startsAt: '2027-01-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }, 'endsAt'],
      [{ name: 'Window', priority: 1, startsAt: '2027-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, 'endsAt'],
      [{ name: 'Percent', priority: 1, catalogueDiscountPercent: 100 }, 'catalogueDiscountPercent'],
      [{ name: 'Percent', priority: 1, catalogueDiscountPercent: 0 }, 'catalogueDiscountPercent'],
      [{ name: 'Percent', priority: 1, catalogueDiscountPercent: 12.345 }, 'catalogueDiscountPercent'],
      [{ name: 'Priority', priority: -1 }, 'priority'],
      [{ name: 'Priority', priority: 1001 }, 'priority'],
      [{ name: 'Priority', priority: 1.5 }, 'priority'],
      [{ name: '  ', priority: 1 }, 'name'],
      [{ name: 'Start', priority: 1, startsAt: 'next week' }, 'startsAt'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(admin, 'POST', '/price-lists', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().fieldErrors ?? answer.json().data?.fieldErrors ?? {}), JSON.stringify(answer.json())).toContain(field);
    }
    expect(await shop.db.selectFrom('priceLists').select('id').where('name', 'in', ['Window', 'Percent', 'Priority', 'Start']).execute()).toEqual([]);
    expect((await call(admin, 'PUT', `/price-lists/${UNKNOWN_ID}`, { name: 'Nobody', priority: 1 })).json()).toMatchObject({ message: PRICE_LIST_NOT_FOUND_MESSAGE });
  });

  it('refuses a second list of one name in any case with a 409 on name, also when two admins create it at once', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const first = (await call(admin, 'POST', '/price-lists', { name: 'Spring promotion', priority: 1 })).json();
    const clash = await call(admin, 'POST', '/price-lists', { name: ' SPRING promotion', priority: 2 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: PRICE_LIST_NAME_TAKEN_MESSAGE });
    expect(JSON.stringify(clash.json())).toContain('"name"');
    const other = (await call(admin, 'POST', '/price-lists', { name: 'Autumn', priority: 1 })).json();
    const renamed = await call(admin, 'PUT', `/price-lists/${other.id}`, { name: 'spring Promotion', priority: 1 });
    expect(renamed.statusCode).toBe(409);
    expect((await call(admin, 'GET', `/price-lists/${first.id}`)).json().name).toBe('Spring promotion');

    const racing = await Promise.all([1, 2, 3].map(() => call(admin, 'POST', '/price-lists', { name: 'Racing list', priority: 1 })));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await shop.db.selectFrom('priceLists').select('id').where('name', '=', 'Racing list').execute()).toHaveLength(1);
  });

  it('answers a customer 403 and a visitor 401 on every price-list call', async () => {
    const customer = await createUser(shop.db);
    const call = rest();
    const list = await createPriceList(shop.db, { name: 'Hidden list' });
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/price-lists'],
      ['POST', '/price-lists', { name: 'Mine', priority: 1 }],
      ['GET', `/price-lists/${list.id}`],
      ['PUT', `/price-lists/${list.id}`, { name: 'Mine', priority: 1 }],
      ['DELETE', `/price-lists/${list.id}`],
      ['GET', `/companies/${UNKNOWN_ID}/price-lists`],
      ['PUT', `/companies/${UNKNOWN_ID}/price-lists`, { priceListIds: [] }],
      ['GET', `/companies/${UNKNOWN_ID}/price-check?productId=${UNKNOWN_ID}&quantity=1`],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(customer, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(null, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await shop.db.selectFrom('priceLists').select('name').where('id', '=', list.id).executeTakeFirst()).toEqual({ name: 'Hidden list' });
  });
});

describe("a company's price lists and its price check", () => {
  it('replaces the lists in order, reads them back in order, refuses unknown ids and companies, and audits it', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const { company } = await createCompanyFixture(shop.db, 'Order Growers');
    const [a, b, c] = await Promise.all(['Order A', 'Order B', 'Order C'].map((name) => createPriceList(shop.db, { name })));
    const put = await call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: [b!.id, a!.id] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().map((list: { name: string }) => list.name)).toEqual(['Order B', 'Order A']);
    await call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: [c!.id, b!.id] });
    expect((await call(admin, 'GET', `/companies/${company.id}/price-lists`)).json().map((list: { name: string }) => list.name)).toEqual(['Order C', 'Order B']);
    expect(await shop.db.selectFrom('companyPriceLists').select(['priceListId', 'position']).where('companyId', '=', company.id).orderBy('position').execute()).toEqual([
      { priceListId: c!.id, position: 1 },
      { priceListId: b!.id, position: 2 },
    ]);

    const unknown = await call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: [a!.id, UNKNOWN_ID] });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('priceListIds');
    expect(await shop.db.selectFrom('companyPriceLists').select('priceListId').where('companyId', '=', company.id).execute()).toHaveLength(2);
    const twice = await call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: [a!.id, a!.id] });
    expect(twice.statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/companies/${UNKNOWN_ID}/price-lists`, { priceListIds: [] })).json()).toMatchObject({ message: COMPANY_NOT_FOUND_MESSAGE });
    expect((await call(admin, 'GET', `/companies/${UNKNOWN_ID}/price-lists`)).statusCode).toBe(404);

    const trail = (await call(admin, 'GET', `/audit-log?target=${company.id}`)).json();
    const changes = trail.entries.filter((e: { action: string }) => e.action === 'company.price_lists_changed');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ targetLabel: 'Order Growers', before: { priceListIds: [b!.id, a!.id] }, after: { priceListIds: [c!.id, b!.id], priceLists: ['Order C', 'Order B'] } });
  });

  it('serialises two admins replacing one company’s lists at once: one set stands whole', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const { company } = await createCompanyFixture(shop.db, 'Race Growers');
    const lists = await Promise.all(['Race 1', 'Race 2', 'Race 3', 'Race 4'].map((name) => createPriceList(shop.db, { name })));
    const first = [lists[0]!.id, lists[1]!.id];
    const second = [lists[3]!.id, lists[2]!.id, lists[0]!.id];
    const answers = await Promise.all([call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: first }), call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: second })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const stored = (await shop.db.selectFrom('companyPriceLists').select('priceListId').where('companyId', '=', company.id).orderBy('position').execute()).map((row) => row.priceListId);
    expect([first, second]).toContainEqual(stored);
  });

  it('prices a product for a company: an entry list, a catalogue-wide list, no list, an expired list, and equal priorities by place', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const { company } = await createCompanyFixture(shop.db, 'Check Growers');
    const product = await createProduct(shop.db, { price: 20 });
    await shop.db.updateTable('products').set({ priceTiers: JSON.stringify([{ minQuantity: 10, priceCents: 1800 }]) as never }).where('id', '=', product.id).execute();
    const check = async (quantity: number) => {
      const answer = await call(admin, 'GET', `/companies/${company.id}/price-check?productId=${product.id}&quantity=${quantity}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };

    expect(await check(1)).toEqual({ unitPrice: 20, listPrice: 20, priceList: null });
    expect(await check(10)).toEqual({ unitPrice: 18, listPrice: 18, priceList: null });

    const wide = await createPriceList(shop.db, { name: 'Check wide', priority: 5, catalogueDiscountBp: 1000 });
    await assignLists(shop.db, company.id, [wide.id]);
    expect(await check(10)).toEqual({ unitPrice: 16.2, listPrice: 18, priceList: { id: wide.id, name: 'Check wide' } });

    const entries = await createPriceList(shop.db, { name: 'Check entries', priority: 5 });
    await setEntry(shop.db, entries.id, product.id, { kind: 'fixed', priceCents: 1500, priceTiers: [{ minQuantity: 20, priceCents: 1200 }] });
    // Equal priorities: the list placed first wins, both ways round.
    await call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: [entries.id, wide.id] });
    expect(await check(25)).toEqual({ unitPrice: 12, listPrice: 18, priceList: { id: entries.id, name: 'Check entries' } });
    await call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: [wide.id, entries.id] });
    expect(await check(25)).toEqual({ unitPrice: 16.2, listPrice: 18, priceList: { id: wide.id, name: 'Check wide' } });

    // An expired list prices nothing.
    const expired = await createPriceList(shop.db, { name: 'Check expired', priority: 100, startsAt: new Date(Date.now() - 10 * DAY), endsAt: new Date(Date.now() - DAY) });
    await setEntry(shop.db, expired.id, product.id, { kind: 'fixed', priceCents: 100, priceTiers: [] });
    await call(admin, 'PUT', `/companies/${company.id}/price-lists`, { priceListIds: [expired.id] });
    expect(await check(1)).toEqual({ unitPrice: 20, listPrice: 20, priceList: null });

    const noProduct = await call(admin, 'GET', `/companies/${company.id}/price-check?productId=${UNKNOWN_ID}&quantity=1`);
    expect(noProduct.statusCode).toBe(404);
    expect(JSON.stringify(noProduct.json())).toContain('productId');
    expect((await call(admin, 'GET', `/companies/${UNKNOWN_ID}/price-check?productId=${product.id}&quantity=1`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/companies/${company.id}/price-check?productId=${product.id}&quantity=0`)).statusCode).toBe(400);
  });
});
