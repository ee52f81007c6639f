import { describe, expect, it } from 'vitest';
import { setCompanyTaxExemption } from '../../../src/server/features/3-accounts/companies/companies-service';
import { CERTIFICATE_NEEDS_REFERENCE_MESSAGE, REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE, REVERSE_CHARGE_UNKNOWN_TAX_ID_MESSAGE } from '../../../src/shared/schemas/tax';
import { createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { shopPorts } from '../../../src/server/feature-ports';
import { restCart } from '../cart/cart-helpers';
import { companyWithMembers } from './company-fixture';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);
const shopAdmin = () => createUser(shop.db, { role: 'admin' });

describe("a company's tax exemption (PUT /api/companies/{id}/tax-exemption)", () => {
  it('marks a company with a VAT id reverse charge, shows it on its page, lifts it, and keeps the audit trail', async () => {
    const admin = await shopAdmin();
    const acme = await companyWithMembers(shop.db, 'Acme Reverse', 'DE 123 456 789');
    const call = rest();
    expect((await call(admin, 'GET', `/companies/${acme.id}`)).json().taxExemption).toBeNull();

    const marked = await call(admin, 'PUT', `/companies/${acme.id}/tax-exemption`, { reason: 'reverse_charge', reference: 'ignored' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: acme.id, taxExemption: { reason: 'reverse_charge', reference: null } });
    expect((await call(admin, 'GET', `/companies/${acme.id}`)).json().taxExemption).toEqual({ reason: 'reverse_charge', reference: null });

    const certificate = await call(admin, 'PUT', `/companies/${acme.id}/tax-exemption`, { reason: 'certificate', reference: ' EX-2291 ' });
    expect(certificate.json().taxExemption).toEqual({ reason: 'certificate', reference: 'EX-2291' });
    const lifted = await call(admin, 'PUT', `/companies/${acme.id}/tax-exemption`, { reason: null });
    expect(lifted.json().taxExemption).toBeNull();

    const trail = (await call(admin, 'GET', `/audit-log?target=${acme.id}&action=company.tax_exemption_changed`)).json();
    expect(trail.entries.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [{ taxExemption: { reason: 'certificate', reference: 'EX-2291' } }, { taxExemption: null }],
      [{ taxExemption: { reason: 'reverse_charge', reference: null } }, { taxExemption: { reason: 'certificate', reference: 'EX-2291' } }],
      [{ taxExemption: null }, { taxExemption: { reason: 'reverse_charge', reference: null }, taxId: 'DE 123 456 789' }],
    ]);
    expect(trail.entries[0]).toMatchObject({ actor: admin.email, targetLabel: 'Acme Reverse' });
  });

  it('reads a VAT id without a prefix as the country of the company’s first location', async () => {
    const admin = await shopAdmin();
    // The fixture's locations are in GB (a location's country defaults to GB).
    const uk = await companyWithMembers(shop.db, 'Leeds Plain Number', '123 4567 89');
    expect((await rest()(admin, 'PUT', `/companies/${uk.id}/tax-exemption`, { reason: 'reverse_charge' })).json().taxExemption).toEqual({ reason: 'reverse_charge', reference: null });
    const short = await companyWithMembers(shop.db, 'Leeds Short Number', '1234567');
    const refused = await rest()(admin, 'PUT', `/companies/${short.id}/tax-exemption`, { reason: 'reverse_charge' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fieldErrors.reason).toEqual(['The company’s tax id is not a VAT id reverse charge accepts: GB VAT ids look like GB123456789']);
  });

  it('refuses reverse charge without a tax id or with a malformed one, and a certificate without its reference, naming the field', async () => {
    const admin = await shopAdmin();
    const call = rest();
    const bare = await companyWithMembers(shop.db, 'No Tax Id Ltd');
    const missing = await call(admin, 'PUT', `/companies/${bare.id}/tax-exemption`, { reason: 'reverse_charge' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ message: REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE, data: { fieldErrors: { reason: [REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE] } } });

    const malformed = await companyWithMembers(shop.db, 'Bad Id GmbH', 'DE12345');
    const refused = await call(admin, 'PUT', `/companies/${malformed.id}/tax-exemption`, { reason: 'reverse_charge' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fieldErrors.reason).toEqual(['The company’s tax id is not a VAT id reverse charge accepts: DE VAT ids look like DE123456789']);

    const noReference = await call(admin, 'PUT', `/companies/${bare.id}/tax-exemption`, { reason: 'certificate', reference: '  ' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().data.fieldErrors.reference).toEqual([CERTIFICATE_NEEDS_REFERENCE_MESSAGE]);
    const badReason = await call(admin, 'PUT', `/companies/${bare.id}/tax-exemption`, { reason: 'charity' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().data.fieldErrors).toHaveProperty('reason');

    expect((await call(admin, 'GET', `/companies/${bare.id}`)).json().taxExemption).toBeNull();
    expect((await call(admin, 'PUT', '/companies/00000000-0000-4000-8000-000000000000/tax-exemption', { reason: null })).statusCode).toBe(404);
    const buyer = bare.buyers[0];
    expect((await call(buyer, 'PUT', `/companies/${bare.id}/tax-exemption`, { reason: null })).statusCode).toBe(403);
  });

  it('asks the online check, and refuses an id it does not know', async () => {
    const admin = await shopAdmin();
    const acme = await companyWithMembers(shop.db, 'Unknown Vat SA', 'FR12345678901');
    const asked: unknown[] = [];
    const services = { db: shop.db, config: testConfig(), ports: shopPorts, taxIdVerifier: { verify: async (vat: unknown) => (asked.push(vat), 'invalid' as const) } };
    await expect(setCompanyTaxExemption(services, admin, acme.id, { reason: 'reverse_charge' })).rejects.toMatchObject({ kind: 'conflict', fieldErrors: { reason: [REVERSE_CHARGE_UNKNOWN_TAX_ID_MESSAGE] } });
    expect(asked).toEqual([{ prefix: 'FR', number: '12345678901' }]);
    expect((await rest()(admin, 'GET', `/companies/${acme.id}`)).json().taxExemption).toBeNull();
  });
});
