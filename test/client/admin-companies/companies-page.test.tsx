// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CompaniesRoute, CompanyDetailRoute } from '../../../src/client/app/routes/companies';
import { validateCompanySearch } from '../../../src/client/app/search/company-search';
import type { CompanyDetail, CompanyPageInput, CompanyRow } from '../../../src/shared/schemas/company';
import { REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE } from '../../../src/shared/schemas/tax';
import { renderWithApp, type FakeApi } from '../../helpers/render-client';

afterEach(cleanup);

const acme: CompanyRow = { id: '00000000-0000-4000-8000-000000000001', name: 'Acme Landscaping', taxId: 'GB123', status: 'active', members: 3 };
const birch: CompanyRow = { id: '00000000-0000-4000-8000-000000000002', name: 'Birch Parks', taxId: null, status: 'on_hold', members: 0 };
const cardOnly: CompanyDetail['credit'] = { mode: 'card', netDays: null, creditLimit: null, used: 0, available: 0 };

/** The app's company routes (under the admin layout's id, the search validated as the app does) at `path`. */
function renderCompanies(path: string, api: FakeApi) {
  return renderWithApp(null, {
    path,
    api,
    routes: (root) => {
      const dashboard = createRoute({ getParentRoute: () => root, path: '/dashboard' });
      const admin = createRoute({ getParentRoute: () => dashboard, id: '_admin' });
      return [
        dashboard.addChildren([
          admin.addChildren([
            createRoute({ getParentRoute: () => admin, path: '/companies', validateSearch: validateCompanySearch, component: CompaniesRoute }),
            createRoute({ getParentRoute: () => admin, path: '/companies/$companyId', component: CompanyDetailRoute }),
          ]),
        ]),
      ];
    },
  });
}

const table = () => screen.getByRole('table', { name: 'Companies' });
const names = () => within(table()).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the Companies page', () => {
  it('lists each company with a link to its page, its tax id, status and members, and searches by the URL', async () => {
    const asked: CompanyPageInput[] = [];
    const { router } = renderCompanies('/dashboard/companies', {
      'companies.list': (input) => {
        asked.push(input as CompanyPageInput);
        return { items: (input as CompanyPageInput).q ? [acme] : [acme, birch], nextCursor: null };
      },
    });
    await waitFor(() => expect(names()).toEqual(['Acme Landscaping', 'Birch Parks']));
    const [, first, second] = within(table()).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Acme Landscaping' }).getAttribute('href')).toBe(`/dashboard/companies/${acme.id}`);
    expect(within(first!).getByText('GB123')).toBeTruthy();
    expect(within(second!).getByText('On hold')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Name, tax id or member e-mail' }), 'acme{Enter}');
    await waitFor(() => expect(names()).toEqual(['Acme Landscaping']));
    expect(router.state.location.search).toEqual({ q: 'acme' });
    expect(asked.at(-1)).toEqual({ q: 'acme', limit: 25 });
  });

  it('says when no company matches, and shows a refusal of Create company in its dialog', async () => {
    renderCompanies('/dashboard/companies?q=zed', {
      'companies.list': () => ({ items: [], nextCursor: null }),
      'companies.create': () => {
        throw new Error('Admins only');
      },
    });
    expect(await screen.findByText('No company\'s name or tax id contains "zed", and no member has that e-mail.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a company' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findByText('Please fill out this field')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'Zed Gardens');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findByText('Admins only')).toBeTruthy();
  });
});

describe("a company's page", () => {
  const detail: CompanyDetail = {
    ...acme,
    taxExemption: null,
    credit: cardOnly,
    locations: [{ id: '00000000-0000-4000-8000-0000000000a1', name: 'North depot', address: '1 Yard Lane\nLeeds', country: 'GB', phone: '0113 555 0100', billingAddress: null }],
    members: [
      { userId: '00000000-0000-4000-8000-0000000000b1', email: 'bea@acme.example', name: 'Bea Boss', role: 'admin', locationIds: [] },
      { userId: '00000000-0000-4000-8000-0000000000b2', email: 'bo@acme.example', name: 'Bo Buyer', role: 'buyer', locationIds: ['00000000-0000-4000-8000-0000000000a1'] },
    ],
  };

  it('shows its details, locations and members with their roles and locations, and says when there is no such company', async () => {
    renderCompanies(`/dashboard/companies/${acme.id}`, { 'companies.detail': () => detail, 'audit.list': () => ({ entries: [], next: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Landscaping' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Put on hold' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Locations' })).getByText('North depot')).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Members of Acme Landscaping' });
    const [, boss, buyer] = within(members).getAllByRole('row');
    expect(within(boss!).getByText('Company admin')).toBeTruthy();
    expect(within(boss!).getByText('All')).toBeTruthy();
    expect(within(buyer!).getByText('North depot')).toBeTruthy();
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
    cleanup();

    renderCompanies(`/dashboard/companies/${acme.id}`, {
      // A refused id (the fake API answers 400, as the server does for a malformed one; 404 alike).
      'companies.detail': () => {
        throw new Error('No such company');
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such company' })).toBeTruthy();
  });
});

describe("a company's tax exemption", () => {
  const company: CompanyDetail = { ...acme, taxId: 'DE123456789', taxExemption: null, credit: cardOnly, locations: [], members: [] };
  const refusal = (message: string, fieldErrors: Record<string, string[]>) =>
    new TRPCClientError(message, { result: { error: { message, code: -32603, data: { code: 'CONFLICT', httpStatus: 409, fieldErrors } } } } as never);

  it('shows none, sets reverse charge, and shows a refusal at the choice', async () => {
    const asked: unknown[] = [];
    let current = company;
    renderCompanies(`/dashboard/companies/${acme.id}`, {
      'companies.detail': () => current,
      'audit.list': () => ({ entries: [], next: null }),
      'companies.setTaxExemption': (input) => {
        asked.push(input);
        if (asked.length === 1) throw refusal(REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE, { reason: [REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE] });
        current = { ...company, taxExemption: { reason: 'reverse_charge', reference: null } };
        return current;
      },
    });
    const section = await screen.findByRole('region', { name: 'Tax exemption' });
    expect(within(section).getByText('None: its orders pay tax')).toBeTruthy();

    await userEvent.click(within(section).getByRole('button', { name: 'Change tax exemption' }));
    const dialog = screen.getByRole('dialog', { name: `Tax exemption of ${acme.name}` });
    await userEvent.selectOptions(within(dialog).getByLabelText('Exemption'), 'reverse_charge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const choice = within(dialog).getByLabelText('Exemption');
    await waitFor(() => expect(choice.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toEqual([{ id: acme.id, reason: 'reverse_charge' }, { id: acme.id, reason: 'reverse_charge' }]);
    expect(await within(section).findByText('Reverse charge')).toBeTruthy();
    expect(within(section).getByText('DE123456789')).toBeTruthy();
  });

  it('asks for a certificate’s reference before sending it', async () => {
    const asked: unknown[] = [];
    renderCompanies(`/dashboard/companies/${acme.id}`, {
      'companies.detail': () => company,
      'audit.list': () => ({ entries: [], next: null }),
      'companies.setTaxExemption': (input) => {
        asked.push(input);
        return { ...company, taxExemption: { reason: 'certificate', reference: 'EX-2291' } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Tax exemption' });
    await userEvent.click(within(section).getByRole('button', { name: 'Change tax exemption' }));
    const dialog = screen.getByRole('dialog', { name: `Tax exemption of ${acme.name}` });
    await userEvent.selectOptions(within(dialog).getByLabelText('Exemption'), 'certificate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the exemption certificate’s reference')).toBeTruthy();
    expect(asked).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Certificate reference'), 'EX-2291');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked).toEqual([{ id: acme.id, reason: 'certificate', reference: 'EX-2291' }]));
  });
});

describe("a company's payment terms", () => {
  const company: CompanyDetail = { ...acme, taxExemption: null, credit: cardOnly, locations: [], members: [] };
  const refusal = (message: string, fieldErrors: Record<string, string[]>) =>
    new TRPCClientError(message, { result: { error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, fieldErrors } } } } as never);

  it('shows card only, puts the company on account with the form (checked first with the shared schema), and shows the terms saved', async () => {
    const asked: unknown[] = [];
    let current = company;
    renderCompanies(`/dashboard/companies/${acme.id}`, {
      'companies.detail': () => current,
      'audit.list': () => ({ entries: [], next: null }),
      'companies.setTerms': (input) => {
        asked.push(input);
        const credit = { mode: 'account' as const, netDays: 45, creditLimit: 5000.5, used: 1200, available: 3800.5 };
        current = { ...company, credit };
        return credit;
      },
    });
    const section = await screen.findByRole('region', { name: 'Payment terms' });
    expect(within(section).getByText('Card only')).toBeTruthy();
    expect(within(section).queryByLabelText('Net days')).toBeNull();

    await userEvent.click(within(section).getByRole('radio', { name: /On account/ }));
    const days = within(section).getByLabelText('Net days');
    expect((days as HTMLInputElement).value).toBe('30');
    await userEvent.click(within(section).getByRole('button', { name: 'Save terms' }));
    // Checked with the shared schema before anything is sent.
    expect(await within(section).findByText('Enter the credit limit')).toBeTruthy();
    expect(asked).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.type(within(section).getByLabelText('Credit limit ($)'), '$5,000.50');
    await userEvent.click(within(section).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(asked).toEqual([{ id: acme.id, mode: 'account', netDays: 45, creditLimit: 5000.5 }]));
    expect(await within(section).findByText('On account, Net 45')).toBeTruthy();
    const facts = Object.fromEntries(within(section).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({ Terms: 'On account, Net 45', 'Credit limit': '$5,000.50', Used: '$1,200.00', Available: '$3,800.50' });
  });

  it("shows the server's refusal at its field, says when the company owes more than its limit, and sends card alone", async () => {
    const asked: unknown[] = [];
    const owing: CompanyDetail = { ...company, credit: { mode: 'account', netDays: 30, creditLimit: 1000, used: 1200, available: 0 } };
    renderCompanies(`/dashboard/companies/${acme.id}`, {
      'companies.detail': () => owing,
      'audit.list': () => ({ entries: [], next: null }),
      'companies.setTerms': (input) => {
        asked.push(input);
        if (asked.length === 1) throw refusal('Net days are at most 120', { netDays: ['Net days are at most 120'] });
        return cardOnly;
      },
    });
    const section = await screen.findByRole('region', { name: 'Payment terms' });
    expect(within(section).getByText('It owes more than its credit limit: nothing is available on account until it pays.')).toBeTruthy();
    expect((within(section).getByLabelText('Credit limit ($)') as HTMLInputElement).value).toBe('1000');

    await userEvent.click(within(section).getByRole('button', { name: 'Save terms' }));
    const days = within(section).getByLabelText('Net days');
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByText('Net days are at most 120')).toBeTruthy();

    await userEvent.click(within(section).getByRole('radio', { name: /Card only/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(asked).toEqual([{ id: acme.id, mode: 'account', netDays: 30, creditLimit: 1000 }, { id: acme.id, mode: 'card' }]));
  });
});
