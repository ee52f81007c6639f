import { describe, expect, it } from 'vitest';
import { COMPANY_NOT_FOUND_MESSAGE, LAST_COMPANY_ADMIN_MESSAGE, LOCATION_NOT_FOUND_MESSAGE, MEMBER_NOT_FOUND_MESSAGE } from '../../../src/shared/schemas/company';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { restCart } from '../cart/cart-helpers';
import { addMember, companyWithMembers } from './company-fixture';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);
const shopAdmin = () => createUser(shop.db, { role: 'admin' });
const location = { name: 'North yard', address: '9 North Road\nHull', phone: '01482 555 0100' };

describe("the shop admin's companies (/api/companies)", () => {
  it('creates a company, finds it by name, tax id or a member e-mail, and pages without overlap', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const created = await call(admin, 'POST', '/companies', { name: ' Zephyr Gardens ', taxId: 'GB-ZEPH-1' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(String), name: 'Zephyr Gardens', taxId: 'GB-ZEPH-1', status: 'active' });
    const withMembers = await companyWithMembers(shop.db, 'Zephyr Parks');

    const byName = (await call(admin, 'GET', '/companies?q=zephyr')).json();
    expect(byName.items.map((c: { name: string }) => c.name)).toEqual(['Zephyr Gardens', 'Zephyr Parks']);
    expect(byName.items[1]).toEqual({ id: withMembers.id, name: 'Zephyr Parks', taxId: null, status: 'active', members: 3 });
    expect((await call(admin, 'GET', '/companies?q=zeph-1')).json().items.map((c: { id: string }) => c.id)).toEqual([created.json().id]);
    const byEmail = (await call(admin, 'GET', `/companies?q=${encodeURIComponent(withMembers.buyers[1].email.toUpperCase())}`)).json();
    expect(byEmail.items.map((c: { id: string }) => c.id)).toEqual([withMembers.id]);
    // A literal search: % matches nothing.
    expect((await call(admin, 'GET', '/companies?q=%25')).json().items).toEqual([]);

    for (const name of ['Paged A', 'Paged B', 'Paged C', 'paged d', 'Paged E']) await call(admin, 'POST', '/companies', { name });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await call(admin, 'GET', `/companies?q=paged&limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json() as { items: { name: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((c) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Paged A', 'Paged B', 'Paged C', 'paged d', 'Paged E']);
    const badCursor = await call(admin, 'GET', '/companies?cursor=bm9wZQ');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().data.fieldErrors).toHaveProperty('cursor');
  });

  it("shows a company's page, changes its status, locations and members, and keeps its audit trail", async () => {
    const admin = await shopAdmin();
    const acme = await companyWithMembers(shop.db, 'Acme Detail', 'GB999');
    const call = rest();
    const detail = (await call(admin, 'GET', `/companies/${acme.id}`)).json();
    expect(detail).toMatchObject({ id: acme.id, name: 'Acme Detail', taxId: 'GB999', status: 'active' });
    expect(detail.locations).toHaveLength(2);
    expect(detail.members).toContainEqual({ userId: acme.admin.id, email: acme.admin.email, name: acme.admin.name, role: 'admin', locationIds: [] });

    expect((await call(admin, 'PUT', `/companies/${acme.id}/status`, { status: 'on_hold' })).json()).toMatchObject({ id: acme.id, status: 'on_hold' });
    expect((await call(acme.buyers[0], 'GET', '/my-company')).json().company.status).toBe('on_hold');
    await call(admin, 'PUT', `/companies/${acme.id}/status`, { status: 'active' });

    const parts = { name: 'Goods in', line1: '3 Quai Rive', city: 'Lyon', country: 'FR', phone: '+33 4 00 00 00' };
    const added = await call(admin, 'POST', `/companies/${acme.id}/locations`, { name: 'Lyon depot', address: parts, phone: '+33 4 00 00 00' });
    expect(added.json()).toMatchObject({ name: 'Lyon depot', address: 'Goods in\n3 Quai Rive\nLyon\nFR', country: 'FR' });
    expect((await call(admin, 'PUT', `/companies/${acme.id}/locations/${added.json().id}`, location)).json()).toMatchObject({ id: added.json().id, name: 'North yard', country: 'GB' });

    const changed = await call(admin, 'PUT', `/companies/${acme.id}/members/${acme.buyers[1].id}`, { role: 'buyer', locationIds: [added.json().id] });
    expect(changed.json().members).toContainEqual(expect.objectContaining({ userId: acme.buyers[1].id, locationIds: [added.json().id] }));
    const removed = await call(admin, 'DELETE', `/companies/${acme.id}/members/${acme.buyers[0].id}`);
    expect(removed.json().members.map((m: { userId: string }) => m.userId)).not.toContain(acme.buyers[0].id);
    expect((await call(acme.buyers[0], 'GET', '/my-company')).statusCode).toBe(404);

    const trail = (await call(admin, 'GET', `/audit-log?target=${acme.id}`)).json();
    expect(trail.entries.map((e: { action: string }) => e.action)).toEqual([
      'company.member_removed',
      'company.member_updated',
      'company.location_updated',
      'company.location_added',
      'company.status_changed',
      'company.status_changed',
    ]);
    expect(trail.entries[5]).toMatchObject({ actor: admin.email, targetLabel: 'Acme Detail', before: { status: 'active' }, after: { status: 'on_hold' } });
  });

  it('keeps the last company admin when a shop admin demotes the two last admins at the same moment', async () => {
    const admin = await shopAdmin();
    for (let round = 0; round < 3; round += 1) {
      const acme = await companyWithMembers(shop.db, `Acme Shop Race ${round}`);
      const second = await addMember(shop.db, acme.id, 'admin');
      const call = rest();
      const answers = await Promise.all([
        call(admin, 'PUT', `/companies/${acme.id}/members/${acme.admin.id}`, { role: 'buyer' }),
        call(admin, 'DELETE', `/companies/${acme.id}/members/${second.id}`),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(LAST_COMPANY_ADMIN_MESSAGE);
      expect(await shop.db.selectFrom('companyMembers').select('role').where('companyId', '=', acme.id).where('role', '=', 'admin').execute()).toHaveLength(1);
    }
  });

  it("refuses another company's members and locations (404), customers (403) and bad input (400 naming the field)", async () => {
    const admin = await shopAdmin();
    const acme = await companyWithMembers(shop.db, 'Acme Mixed');
    const birch = await companyWithMembers(shop.db, 'Birch Mixed');
    const call = rest();
    const member = await call(admin, 'PUT', `/companies/${acme.id}/members/${birch.buyers[0].id}`, { role: 'admin' });
    expect([member.statusCode, member.json().message]).toEqual([404, MEMBER_NOT_FOUND_MESSAGE]);
    expect((await call(admin, 'DELETE', `/companies/${acme.id}/members/${birch.admin.id}`)).statusCode).toBe(404);
    const place = await call(admin, 'PUT', `/companies/${acme.id}/locations/${birch.locations[0]}`, location);
    expect([place.statusCode, place.json().message]).toEqual([404, LOCATION_NOT_FOUND_MESSAGE]);
    const foreign = await call(admin, 'PUT', `/companies/${acme.id}/members/${acme.buyers[0].id}`, { role: 'buyer', locationIds: [birch.locations[1]] });
    expect(foreign.json().data.fieldErrors).toEqual({ locationIds: [LOCATION_NOT_FOUND_MESSAGE] });
    const unknown = await call(admin, 'GET', '/companies/00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, COMPANY_NOT_FOUND_MESSAGE]);
    expect((await call(admin, 'POST', '/companies/00000000-0000-4000-8000-000000000000/locations', location)).statusCode).toBe(404);

    for (const user of [acme.admin, acme.buyers[0], await createUser(shop.db)]) {
      expect((await call(user, 'GET', '/companies')).statusCode).toBe(403);
      expect((await call(user, 'POST', '/companies', { name: 'Mine now' })).statusCode).toBe(403);
      expect((await call(user, 'PUT', `/companies/${acme.id}/status`, { status: 'active' })).statusCode).toBe(403);
      await expect(callerFor(shop.db, user).companies.detail({ id: acme.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }

    const name = await call(admin, 'POST', '/companies', { name: '' });
    expect([name.statusCode, Object.keys(name.json().data.fieldErrors)]).toEqual([400, ['name']]);
    const tax = await call(admin, 'POST', '/companies', { name: 'Long tax', taxId: 'x'.repeat(41) });
    expect(Object.keys(tax.json().data.fieldErrors)).toEqual(['taxId']);
    const status = await call(admin, 'PUT', `/companies/${acme.id}/status`, { status: 'closed' });
    expect(Object.keys(status.json().data.fieldErrors)).toEqual(['status']);
    const phone = await call(admin, 'POST', `/companies/${acme.id}/locations`, { ...location, phone: '' });
    expect(Object.keys(phone.json().data.fieldErrors)).toEqual(['phone']);
  });
});
