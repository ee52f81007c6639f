import { describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_NOT_IN_ZONE_MESSAGE, SHIPPING_ZONE_NOT_FOUND_MESSAGE } from '../../../src/shared/schemas/shipping';
import { TAX_RATE_EXISTS_MESSAGE, TAX_RATE_NOT_FOUND_MESSAGE } from '../../../src/shared/schemas/tax';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { restCart } from '../cart/cart-helpers';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);
const shopAdmin = () => createUser(shop.db, { role: 'admin' });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const standard = { name: 'Standard', kind: 'flat', price: 9.95, freeOver: 500, estimate: '2-3 working days' };
const express = { name: 'Express', kind: 'flat', price: 19.95, estimate: '1 working day' };
const pallet = { name: 'Pallet', kind: 'by_weight', bands: [{ from: 0, price: 45 }, { from: 250.5, price: 90 }], estimate: '5 working days' };

describe("the shop admin's shipping zones (/api/shipping-zones)", () => {
  it('adds a zone with its methods, stores cents and grams, and lists it as written', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const created = await call(admin, 'POST', '/shipping-zones', { name: ' United Kingdom ', countries: ['GB'], methods: [standard, express, pallet] });
    expect(created.statusCode, created.body).toBe(200);
    const zone = created.json();
    expect(zone).toEqual({
      id: expect.any(String),
      name: 'United Kingdom',
      countries: ['GB'],
      regions: [],
      methods: [
        { id: expect.any(String), name: 'Standard', kind: 'flat', price: 9.95, bands: [], freeOver: 500, estimate: '2-3 working days' },
        { id: expect.any(String), name: 'Express', kind: 'flat', price: 19.95, bands: [], freeOver: null, estimate: '1 working day' },
        { id: expect.any(String), name: 'Pallet', kind: 'by_weight', price: null, bands: [{ from: 0, price: 45 }, { from: 250.5, price: 90 }], freeOver: null, estimate: '5 working days' },
      ],
    });
    const stored = await shop.db.selectFrom('shippingMethods').select(['name', 'priceCents', 'freeOverCents', 'bands', 'position']).where('zoneId', '=', zone.id).orderBy('position').execute();
    expect(stored).toEqual([
      { name: 'Standard', priceCents: 995, freeOverCents: 50_000, bands: [], position: 0 },
      { name: 'Express', priceCents: 1995, freeOverCents: null, bands: [], position: 1 },
      { name: 'Pallet', priceCents: null, freeOverCents: null, bands: [{ from: 0, priceCents: 4500 }, { from: 250_500, priceCents: 9000 }], position: 2 },
    ]);
    const list = await call(admin, 'GET', '/shipping-zones');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(zone);
  });

  it('replaces a zone: keeps methods by id in the new order, adds the new ones, deletes the missing ones, and audits it', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const zone = (await call(admin, 'POST', '/shipping-zones', { name: 'Ireland', countries: ['IE'], methods: [standard, express, pallet] })).json();
    const [std, exp] = zone.methods;
    const replaced = await call(admin, 'PUT', `/shipping-zones/${zone.id}`, {
      name: 'Ireland and Northern Ireland',
      countries: ['GB'],
      regions: ['bt'],
      methods: [
        { ...express, id: exp.id, price: 24.5 },
        { name: 'Same day', kind: 'by_value', bands: [{ from: 0, price: 30 }, { from: 200, price: 10 }], estimate: 'Today' },
        { ...standard, id: std.id, freeOver: null },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json();
    expect(after).toMatchObject({ id: zone.id, name: 'Ireland and Northern Ireland', countries: ['GB'], regions: ['BT'] });
    expect(after.methods.map((m: { id: string; name: string }) => [m.id === exp.id, m.id === std.id, m.name])).toEqual([
      [true, false, 'Express'],
      [false, false, 'Same day'],
      [false, true, 'Standard'],
    ]);
    expect(after.methods[0].price).toBe(24.5);
    expect(after.methods[2].freeOver).toBeNull();
    expect(await shop.db.selectFrom('shippingMethods').select('id').where('zoneId', '=', zone.id).execute()).toHaveLength(3);

    const removed = await call(admin, 'DELETE', `/shipping-zones/${zone.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([200, { deletedCount: 1 }]);
    expect(await shop.db.selectFrom('shippingMethods').select('id').where('zoneId', '=', zone.id).execute()).toEqual([]);

    const trail = (await call(admin, 'GET', `/audit-log?target=${zone.id}`)).json();
    expect(trail.entries.map((e: { action: string }) => e.action)).toEqual(['shipping_zone.deleted', 'shipping_zone.updated', 'shipping_zone.added']);
    expect(trail.entries[1]).toMatchObject({ actor: admin.email, targetLabel: 'Ireland', before: { name: 'Ireland' }, after: { name: 'Ireland and Northern Ireland' } });
  });

  it("refuses another zone's method id (400 on methods.{i}.id), an unknown zone (404), and bad input naming the field", async () => {
    const admin = await shopAdmin();
    const call = rest();
    const mine = (await call(admin, 'POST', '/shipping-zones', { name: 'France', countries: ['FR'], methods: [standard] })).json();
    const theirs = (await call(admin, 'POST', '/shipping-zones', { name: 'Spain', countries: ['ES'], methods: [express] })).json();
    const foreign = await call(admin, 'PUT', `/shipping-zones/${mine.id}`, { name: 'France', countries: ['FR'], methods: [{ ...standard, id: mine.methods[0].id }, { ...express, id: theirs.methods[0].id }] });
    expect([foreign.statusCode, foreign.json().data.fieldErrors]).toEqual([400, { 'methods.1.id': [SHIPPING_METHOD_NOT_IN_ZONE_MESSAGE] }]);
    const twice = await call(admin, 'PUT', `/shipping-zones/${mine.id}`, { name: 'France', countries: ['FR'], methods: [{ ...standard, id: mine.methods[0].id }, { ...express, id: mine.methods[0].id }] });
    expect(twice.json().data.fieldErrors).toEqual({ 'methods.1.id': [SHIPPING_METHOD_NOT_IN_ZONE_MESSAGE] });
    const onCreate = await call(admin, 'POST', '/shipping-zones', { name: 'Spain too', countries: ['ES'], methods: [{ ...express, id: theirs.methods[0].id }] });
    expect([onCreate.statusCode, onCreate.json().data.fieldErrors]).toEqual([400, { 'methods.0.id': [SHIPPING_METHOD_NOT_IN_ZONE_MESSAGE] }]);
    // Nothing moved: Spain keeps its method.
    expect((await call(admin, 'GET', '/shipping-zones')).json().find((z: { id: string }) => z.id === theirs.id).methods).toHaveLength(1);

    for (const [method, path] of [['PUT', `/shipping-zones/${UNKNOWN_ID}`], ['DELETE', `/shipping-zones/${UNKNOWN_ID}`]] as const) {
      const answer = await call(admin, method, path, method === 'PUT' ? { name: 'Nowhere', countries: ['GB'], methods: [] } : undefined);
      expect([answer.statusCode, answer.json().message]).toEqual([404, SHIPPING_ZONE_NOT_FOUND_MESSAGE]);
    }

    const bad = async (body: object) => {
      const answer = await call(admin, 'POST', '/shipping-zones', body);
      expect(answer.statusCode, answer.body).toBe(400);
      return Object.keys(answer.json().data.fieldErrors);
    };
    expect(await bad({ name: '', countries: ['GB'], methods: [] })).toEqual(['name']);
    expect(await bad({ name: 'X', countries: [], methods: [] })).toEqual(['countries']);
    expect(await bad({ name: 'X', countries: ['UK'], methods: [] })).toEqual(['countries.0']);
    expect(await bad({ name: 'X', countries: ['GB', 'FR'], regions: ['BT'], methods: [] })).toEqual(['regions']);
    expect(await bad({ name: 'X', countries: ['GB'], methods: [{ ...standard, price: undefined }] })).toEqual(['methods.0.price']);
    expect(await bad({ name: 'X', countries: ['GB'], methods: [{ ...standard, price: 9.999 }] })).toEqual(['methods.0.price']);
    expect(await bad({ name: 'X', countries: ['GB'], methods: [standard, { ...express, kind: 'by_value' }] })).toEqual(['methods.1.bands']);
    expect(await bad({ name: 'X', countries: ['GB'], methods: [{ ...pallet, bands: [{ from: 1, price: 2 }] }] })).toEqual(['methods.0.bands.0.from']);
    expect(await bad({ name: 'X', countries: ['GB'], methods: [standard, { ...express, name: 'standard' }] })).toEqual(['methods.1.name']);
    expect(await bad({ name: 'X', countries: ['GB'], methods: [{ ...standard, estimate: ' ' }] })).toEqual(['methods.0.estimate']);
  });

  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    const customer = await createUser(shop.db);
    const call = rest();
    const body = { name: 'Mine', countries: ['GB'], methods: [] };
    for (const [method, path] of [['GET', '/shipping-zones'], ['POST', '/shipping-zones'], ['PUT', `/shipping-zones/${UNKNOWN_ID}`], ['DELETE', `/shipping-zones/${UNKNOWN_ID}`], ['GET', '/tax-rates'], ['POST', '/tax-rates'], ['PUT', `/tax-rates/${UNKNOWN_ID}`], ['DELETE', `/tax-rates/${UNKNOWN_ID}`]] as const) {
      const payload = method === 'POST' || method === 'PUT' ? (path.includes('tax') ? { country: 'GB', taxClass: 'standard', ratePercent: 20 } : body) : undefined;
      expect((await call(null, method, path, payload)).statusCode, `${method} ${path} anonymous`).toBe(401);
      expect((await call(customer, method, path, payload)).statusCode, `${method} ${path} customer`).toBe(403);
    }
    await expect(callerFor(shop.db, customer).shippingZones.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await shop.db.selectFrom('shippingZones').select('id').where('name', '=', 'Mine').execute()).toEqual([]);
  });
});

describe("the shop admin's tax rates (/api/tax-rates)", () => {
  it('adds, lists, changes and deletes rates in percent, stored as basis points, and audits each', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const created = await call(admin, 'POST', '/tax-rates', { country: 'DE', taxClass: 'standard', ratePercent: 19 });
    expect([created.statusCode, created.json()]).toEqual([200, { id: expect.any(String), country: 'DE', region: null, taxClass: 'standard', ratePercent: 19 }]);
    const reduced = (await call(admin, 'POST', '/tax-rates', { country: 'DE', region: 'd-10', taxClass: 'reduced', ratePercent: 5.5 })).json();
    expect(reduced).toMatchObject({ region: 'D10', ratePercent: 5.5 });
    expect(await shop.db.selectFrom('taxRates').select('rateBasisPoints').where('id', '=', reduced.id).executeTakeFirst()).toEqual({ rateBasisPoints: 550 });
    const list = (await call(admin, 'GET', '/tax-rates')).json();
    expect(list.filter((r: { country: string }) => r.country === 'DE').map((r: { id: string }) => r.id)).toEqual([created.json().id, reduced.id]);

    const changed = await call(admin, 'PUT', `/tax-rates/${reduced.id}`, { country: 'DE', region: null, taxClass: 'reduced', ratePercent: 7 });
    expect(changed.json()).toEqual({ id: reduced.id, country: 'DE', region: null, taxClass: 'reduced', ratePercent: 7 });
    // Changing a rate onto another's country, region and class is the same conflict.
    const clash = await call(admin, 'PUT', `/tax-rates/${reduced.id}`, { country: 'DE', taxClass: 'standard', ratePercent: 7 });
    expect([clash.statusCode, clash.json().data.fieldErrors]).toEqual([409, { taxClass: [TAX_RATE_EXISTS_MESSAGE] }]);
    expect((await call(admin, 'DELETE', `/tax-rates/${reduced.id}`)).json()).toEqual({ deletedCount: 1 });
    const gone = await call(admin, 'DELETE', `/tax-rates/${reduced.id}`);
    expect([gone.statusCode, gone.json().message]).toEqual([404, TAX_RATE_NOT_FOUND_MESSAGE]);
    const unknown = await call(admin, 'PUT', `/tax-rates/${UNKNOWN_ID}`, { country: 'DE', taxClass: 'zero', ratePercent: 0 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, TAX_RATE_NOT_FOUND_MESSAGE]);

    const trail = (await call(admin, 'GET', `/audit-log?target=${reduced.id}`)).json();
    expect(trail.entries.map((e: { action: string }) => e.action)).toEqual(['tax_rate.deleted', 'tax_rate.updated', 'tax_rate.added']);
    expect(trail.entries[1]).toMatchObject({ before: { ratePercent: 5.5, region: 'D10' }, after: { ratePercent: 7, region: null } });
  });

  it('answers a duplicate country, region and class with 409 on taxClass, also when two admins add it at the same moment', async () => {
    const admin = await shopAdmin();
    const call = rest();
    await call(admin, 'POST', '/tax-rates', { country: 'GB', taxClass: 'standard', ratePercent: 20 });
    const again = await call(admin, 'POST', '/tax-rates', { country: 'GB', region: null, taxClass: 'standard', ratePercent: 17.5 });
    expect([again.statusCode, again.json().message, again.json().data.fieldErrors]).toEqual([409, TAX_RATE_EXISTS_MESSAGE, { taxClass: [TAX_RATE_EXISTS_MESSAGE] }]);
    // A region of the same country and class is another place.
    expect((await call(admin, 'POST', '/tax-rates', { country: 'GB', region: 'BT', taxClass: 'standard', ratePercent: 20 })).statusCode).toBe(200);

    for (const [round, country] of ['FR', 'IT', 'NL'].entries()) {
      const answers = await Promise.all([
        call(admin, 'POST', '/tax-rates', { country, taxClass: 'reduced', ratePercent: 5 + round }),
        call(admin, 'POST', '/tax-rates', { country, taxClass: 'reduced', ratePercent: 10 + round }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await shop.db.selectFrom('taxRates').select('id').where('country', '=', country).execute()).toHaveLength(1);
      expect(await shop.db.selectFrom('auditLog').select('id').where('action', '=', 'tax_rate.added').where('after', '@>', JSON.stringify({ country })).execute()).toHaveLength(1);
    }
  });

  it('refuses bad input naming the field', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const bad = async (body: object) => {
      const answer = await call(admin, 'POST', '/tax-rates', body);
      expect(answer.statusCode, answer.body).toBe(400);
      return Object.keys(answer.json().data.fieldErrors);
    };
    expect(await bad({ country: 'UK', taxClass: 'standard', ratePercent: 20 })).toEqual(['country']);
    expect(await bad({ country: 'GB', taxClass: 'luxury', ratePercent: 20 })).toEqual(['taxClass']);
    expect(await bad({ country: 'GB', taxClass: 'standard', ratePercent: 100.5 })).toEqual(['ratePercent']);
    expect(await bad({ country: 'GB', taxClass: 'standard', ratePercent: 8.255 })).toEqual(['ratePercent']);
    expect(await bad({ country: 'GB', region: 'B T!', taxClass: 'standard', ratePercent: 8 })).toEqual(['region']);
  });
});
