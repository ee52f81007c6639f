import { describe, expect, it } from 'vitest';
import { companyName, companyTaxId } from '../../../src/server/features/3-accounts/companies/company-lookups';
import { createCompanyFixture, setCompanyStatus } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';

const shop = useTestApp();

describe('companyCheckout.locations: what checkout offers a member', () => {
  it('offers a buyer their assigned locations, a buyer with none and a company admin every location, with the company and its status', async () => {
    const acme = await createCompanyFixture(shop.db, 'Acme', 'GB1');
    const names = async (user: typeof acme.admin) => (await callerFor(shop.db, user).companyCheckout.locations())?.locations.map((location) => location.name);

    expect(await names(acme.depotBuyer)).toEqual([acme.depot.name]);
    expect(await names(acme.anyBuyer)).toEqual([acme.depot.name, acme.yard.name]);
    expect(await names(acme.admin)).toEqual([acme.depot.name, acme.yard.name]);

    await setCompanyStatus(shop.db, acme.company.id, 'on_hold');
    expect(await callerFor(shop.db, acme.depotBuyer).companyCheckout.locations()).toMatchObject({ company: { id: acme.company.id, name: 'Acme', taxId: 'GB1', status: 'on_hold' }, role: 'buyer' });
  });

  it("answers null for an account in no company, and never another company's locations", async () => {
    await createCompanyFixture(shop.db, 'Globex');
    expect(await callerFor(shop.db, await createUser(shop.db)).companyCheckout.locations()).toBeNull();
    await expect(callerFor(shop.db, null).companyCheckout.locations()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('company-lookups: the company beside another feature\'s row', () => {
  it('gives the name and tax id of the company an id holds, and null for none', async () => {
    const acme = await createCompanyFixture(shop.db, 'Acme', 'GB2');
    const read = (id: string | null) =>
      shop.db
        .selectNoFrom((eb) => [companyName(eb.val(id)).as('name'), companyTaxId(eb.val(id)).as('taxId')])
        .executeTakeFirstOrThrow();
    expect(await read(acme.company.id)).toEqual({ name: 'Acme', taxId: 'GB2' });
    expect(await read(null)).toEqual({ name: null, taxId: null });
  });
});
