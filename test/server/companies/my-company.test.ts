import { describe, expect, it } from 'vitest';
import { COMPANY_ADMINS_ONLY_MESSAGE, LAST_COMPANY_ADMIN_MESSAGE, LOCATION_NOT_FOUND_MESSAGE, MEMBER_NOT_FOUND_MESSAGE, NOT_IN_A_COMPANY_MESSAGE } from '../../../src/shared/schemas/company';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { restCart } from '../cart/cart-helpers';
import { addMember, companyWithMembers } from './company-fixture';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);
const location = { name: 'North yard', address: '9 North Road\nHull', phone: '01482 555 0100' };

describe('my company (/api/my-company)', () => {
  it('shows a company admin the company, every location and the members; a buyer only their locations and no members', async () => {
    const acme = await companyWithMembers(shop.db, 'Acme Landscaping', 'GB123');
    const asAdmin = await rest()(acme.admin, 'GET', '/my-company');
    expect(asAdmin.statusCode).toBe(200);
    const mine = asAdmin.json();
    expect(mine).toMatchObject({ company: { id: acme.id, name: 'Acme Landscaping', taxId: 'GB123', status: 'active' }, role: 'admin' });
    expect(mine.locations).toHaveLength(2);
    expect(mine.members).toHaveLength(3);
    expect(mine.members).toContainEqual({ userId: acme.buyers[0].id, email: acme.buyers[0].email, name: acme.buyers[0].name, role: 'buyer', locationIds: [acme.locations[0]] });

    const asHeldBuyer = (await rest()(acme.buyers[0], 'GET', '/my-company')).json();
    expect(asHeldBuyer.role).toBe('buyer');
    expect(asHeldBuyer.locations.map((l: { id: string }) => l.id)).toEqual([acme.locations[0]]);
    expect(asHeldBuyer).not.toHaveProperty('members');
    // A buyer with no locations assigned orders for all of them.
    expect((await rest()(acme.buyers[1], 'GET', '/my-company')).json().locations).toHaveLength(2);
  });

  it('answers 404 for an account in no company, through REST and tRPC', async () => {
    const loner = await createUser(shop.db);
    const response = await rest()(loner, 'GET', '/my-company');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(NOT_IN_A_COMPANY_MESSAGE);
    await expect(callerFor(shop.db, loner).myCompany.get()).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_IN_A_COMPANY_MESSAGE });
    expect((await rest()(null, 'GET', '/my-company')).statusCode).toBe(401);
  });

  it("refuses every read and write of another company's members and locations with 404, through REST and tRPC", async () => {
    const acme = await companyWithMembers(shop.db, 'Acme Cross');
    const birch = await companyWithMembers(shop.db, 'Birch Cross');
    const call = rest();
    for (const [user, other] of [
      [acme.admin, birch],
      [birch.admin, acme],
    ] as const) {
      const change = await call(user, 'PUT', `/my-company/members/${other.buyers[0].id}`, { role: 'admin' });
      expect([change.statusCode, change.json().message]).toEqual([404, MEMBER_NOT_FOUND_MESSAGE]);
      const remove = await call(user, 'DELETE', `/my-company/members/${other.admin.id}`);
      expect([remove.statusCode, remove.json().message]).toEqual([404, MEMBER_NOT_FOUND_MESSAGE]);
      const edit = await call(user, 'PUT', `/my-company/locations/${other.locations[0]}`, location);
      expect([edit.statusCode, edit.json().message]).toEqual([404, LOCATION_NOT_FOUND_MESSAGE]);
      const caller = callerFor(shop.db, user).myCompany;
      await expect(caller.changeMember({ userId: other.buyers[1].id, role: 'buyer' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(caller.removeMember({ userId: other.buyers[1].id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(caller.editLocation({ locationId: other.locations[1], ...location })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // Another company's location given to one's own buyer: 400 naming locationIds (the composite key refuses it).
      const own = user === acme.admin ? acme : birch;
      const foreign = await call(user, 'PUT', `/my-company/members/${own.buyers[1].id}`, { role: 'buyer', locationIds: [other.locations[0]] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().data.fieldErrors).toEqual({ locationIds: [LOCATION_NOT_FOUND_MESSAGE] });
      // The shop admin's calls are for shop admins only.
      expect((await call(user, 'GET', `/companies/${other.id}`)).statusCode).toBe(403);
    }
    // Nothing changed in the other company.
    const birchMembers = (await call(birch.admin, 'GET', '/my-company')).json().members as { userId: string; role: string }[];
    expect(birchMembers.map((m) => m.role).sort()).toEqual(['admin', 'buyer', 'buyer']);
    const birchLocations = (await call(birch.admin, 'GET', '/my-company')).json().locations as { name: string }[];
    expect(birchLocations.map((l) => l.name)).toEqual(['Birch Cross depot', 'Birch Cross yard']);
  });

  it('lets only a company admin change or remove members and add or edit locations (a buyer: 403)', async () => {
    const acme = await companyWithMembers(shop.db, 'Acme Roles');
    const buyer = acme.buyers[0];
    const call = rest();
    for (const [method, path, body] of [
      ['PUT', `/my-company/members/${acme.buyers[1].id}`, { role: 'admin' }],
      ['PUT', `/my-company/members/${buyer.id}`, { role: 'admin' }],
      ['DELETE', `/my-company/members/${acme.admin.id}`, undefined],
      ['POST', '/my-company/locations', location],
      ['PUT', `/my-company/locations/${acme.locations[0]}`, location],
    ] as const) {
      const response = await call(buyer, method, path, body);
      expect([method, path, response.statusCode, response.json().message]).toEqual([method, path, 403, COMPANY_ADMINS_ONLY_MESSAGE]);
    }
    await expect(callerFor(shop.db, buyer).myCompany.addLocation(location)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const added = await call(acme.admin, 'POST', '/my-company/locations', { ...location, country: 'IE' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ id: expect.any(String), ...location, country: 'IE', billingAddress: null });
    const edited = await call(acme.admin, 'PUT', `/my-company/locations/${added.json().id}`, { ...location, name: 'North yard 2' });
    expect(edited.json()).toMatchObject({ id: added.json().id, name: 'North yard 2', country: 'GB' });
    const promoted = await call(acme.admin, 'PUT', `/my-company/members/${buyer.id}`, { role: 'buyer', locationIds: [acme.locations[1], added.json().id] });
    expect(promoted.statusCode).toBe(200);
    expect((promoted.json().members as { userId: string; locationIds: string[] }[]).find((m) => m.userId === buyer.id)!.locationIds).toEqual([acme.locations[1], added.json().id].sort());

    const audit = await shop.db.selectFrom('auditLog').select(['action', 'actorEmail']).where('target', '=', acme.id).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'company.location_added', actorEmail: acme.admin.email },
      { action: 'company.location_updated', actorEmail: acme.admin.email },
      { action: 'company.member_updated', actorEmail: acme.admin.email },
    ]);
  });

  it("refuses a removed member at their next request; a buyer may leave; the last admin may not", async () => {
    const acme = await companyWithMembers(shop.db, 'Acme Leavers');
    const call = rest();
    expect((await call(acme.buyers[0], 'GET', '/my-company')).statusCode).toBe(200);
    const removed = await call(acme.admin, 'DELETE', `/my-company/members/${acme.buyers[0].id}`);
    expect(removed.json()).toEqual({ userId: acme.buyers[0].id });
    const next = await call(acme.buyers[0], 'GET', '/my-company');
    expect([next.statusCode, next.json().message]).toEqual([404, NOT_IN_A_COMPANY_MESSAGE]);
    expect((await call(acme.buyers[0], 'POST', '/my-company/locations', location)).statusCode).toBe(404);

    expect((await call(acme.buyers[1], 'DELETE', `/my-company/members/${acme.buyers[1].id}`)).statusCode).toBe(200);
    const leave = await call(acme.admin, 'DELETE', `/my-company/members/${acme.admin.id}`);
    expect([leave.statusCode, leave.json().message]).toEqual([409, LAST_COMPANY_ADMIN_MESSAGE]);
    const demote = await call(acme.admin, 'PUT', `/my-company/members/${acme.admin.id}`, { role: 'buyer' });
    expect([demote.statusCode, demote.json().message]).toEqual([409, LAST_COMPANY_ADMIN_MESSAGE]);
  });

  it('keeps the last company admin when the two last admins step down at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const acme = await companyWithMembers(shop.db, `Acme Race ${round}`);
      const second = await addMember(shop.db, acme.id, 'admin');
      const call = rest();
      const answers = await Promise.all([
        call(acme.admin, 'PUT', `/my-company/members/${acme.admin.id}`, { role: 'buyer' }),
        call(second, 'PUT', `/my-company/members/${second.id}`, { role: 'buyer' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(LAST_COMPANY_ADMIN_MESSAGE);
      const roles = await shop.db.selectFrom('companyMembers').select('role').where('companyId', '=', acme.id).where('role', '=', 'admin').execute();
      expect(roles).toHaveLength(1);
    }
  });

  it('lets only one of two admins demoting each other at the same moment through: the other is a buyer by the time its turn comes', async () => {
    const acme = await companyWithMembers(shop.db, 'Acme Mutual');
    const second = await addMember(shop.db, acme.id, 'admin');
    const call = rest();
    const answers = await Promise.all([
      call(acme.admin, 'PUT', `/my-company/members/${second.id}`, { role: 'buyer' }),
      call(second, 'PUT', `/my-company/members/${acme.admin.id}`, { role: 'buyer' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await shop.db.selectFrom('companyMembers').select('role').where('companyId', '=', acme.id).where('role', '=', 'admin').execute()).toHaveLength(1);
  });

  it('answers bad input with 400 naming the field', async () => {
    const acme = await companyWithMembers(shop.db, 'Acme Input');
    const call = rest();
    const role = await call(acme.admin, 'PUT', `/my-company/members/${acme.buyers[0].id}`, { role: 'owner' });
    expect(role.statusCode).toBe(400);
    expect(role.json().data.fieldErrors).toHaveProperty('role');
    const country = await call(acme.admin, 'POST', '/my-company/locations', { ...location, country: 'Britain' });
    expect(country.statusCode).toBe(400);
    expect(country.json().data.fieldErrors).toHaveProperty('country');
    const name = await call(acme.admin, 'POST', '/my-company/locations', { ...location, name: '' });
    expect(name.json().data.fieldErrors).toHaveProperty('name');
    expect((await call(acme.admin, 'PUT', '/my-company/members/not-an-id', { role: 'buyer' })).json().data.fieldErrors).toHaveProperty('userId');
  });
});
