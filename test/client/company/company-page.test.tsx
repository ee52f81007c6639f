// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyPage } from '../../../src/client/features/company/company-page';
import { LAST_COMPANY_ADMIN_MESSAGE, type MyCompany } from '../../../src/shared/schemas/company';
import { COMPANY_ON_HOLD_MESSAGE } from '../../../src/shared/words/company-hold';
import { orderFixture } from '../../helpers/order-fixture';
import { never, renderWithApp, type FakeApi } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const ADA = '20000000-0000-4000-8000-000000000001';
const BEN = '20000000-0000-4000-8000-000000000002';
const DEPOT = '30000000-0000-4000-8000-000000000001';
const YARD = '30000000-0000-4000-8000-000000000002';

const me = () => ({ user: { id: ADA, email: 'ada@acme.test', name: 'Ada', role: 'user' } });

const locations = [
  { id: DEPOT, name: 'Leeds depot', address: '1 Yard Lane\nLeeds', country: 'GB', phone: '0113 555 0100', billingAddress: null },
  { id: YARD, name: 'Lyon yard', address: '2 Rue Verte\nLyon', country: 'FR', phone: '+33 4 00 00 00', billingAddress: 'Acme SARL\nParis' },
];

const adminView = (fields: Partial<MyCompany> = {}): MyCompany => ({
  company: { id: '10000000-0000-4000-8000-000000000001', name: 'Acme Landscaping', taxId: 'GB123456789', status: 'active' },
  role: 'admin',
  locations,
  members: [
    { userId: ADA, email: 'ada@acme.test', name: 'Ada', role: 'admin', locationIds: [] },
    { userId: BEN, email: 'ben@acme.test', name: 'Ben', role: 'buyer', locationIds: [YARD] },
  ],
  ...fields,
});

const noOrders = () => ({ items: [], nextCursor: null });
const cardOnly = () => ({ mode: 'card', netDays: null, creditLimit: null, used: 0, available: 0 });

function renderPage(api: FakeApi, slots: Parameters<typeof CompanyPage>[0] = {}) {
  renderWithApp(<CompanyPage {...slots} />, { api: { 'auth.me': me, 'orders.ofMyCompany': noOrders, 'myCompany.credit': cardOnly, ...api } });
  return userEvent.setup();
}

describe('the Company area', () => {
  it("shows a company admin the company, their role, every location and the members with each one's locations", async () => {
    renderPage({ 'myCompany.get': () => adminView() });

    await screen.findByRole('heading', { level: 2, name: 'Acme Landscaping' });
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({ 'Tax id': 'GB123456789', Status: 'Active', 'Your role': 'Company admin' });
    expect(screen.queryByText(COMPANY_ON_HOLD_MESSAGE)).toBeNull();

    const cards = within(screen.getByRole('list', { name: 'Locations' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Leeds depot', 'Lyon yard']);
    expect(cards[1]!.textContent).toContain('France');
    expect(cards[1]!.textContent).toContain('Acme SARL');
    expect(within(cards[0]!).getByRole('button', { name: 'Edit Leeds depot' })).toBeTruthy();

    const members = screen.getByRole('table', { name: 'Members' });
    const ben = within(members).getByRole('row', { name: /Ben/ });
    expect(within(ben).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['ben@acme.test', 'Buyer', 'Lyon yard', expect.stringContaining('Remove')]);
    const ada = await within(members).findByRole('row', { name: /Ada \(you\)/ });
    expect(within(ada).getByRole('cell', { name: 'All locations' })).toBeTruthy();
    expect(within(ada).getByRole('button', { name: 'Leave the company' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: "The company's orders" })).toBeTruthy();
  });

  it("shows every member the company's payment terms: card only, or on account with its limit, used and available", async () => {
    renderPage({ 'myCompany.get': () => ({ ...adminView(), role: 'buyer', members: undefined }) });
    const terms = await screen.findByRole('region', { name: 'Payment terms' });
    expect(await within(terms).findByText('Card only')).toBeTruthy();
    expect(within(terms).getByText('Your company pays by card at checkout. Ask us about buying on account.')).toBeTruthy();
    cleanup();

    renderPage({ 'myCompany.get': () => adminView(), 'myCompany.credit': () => ({ mode: 'account', netDays: 30, creditLimit: 5000, used: 1200, available: 3800 }) });
    const onAccount = await screen.findByRole('region', { name: 'Payment terms' });
    expect(await within(onAccount).findByText('On account: Net 30 · credit limit $5,000.00 · used $1,200.00 · available $3,800.00')).toBeTruthy();
    expect(within(onAccount).getByText('Orders placed on account are invoiced at once and due 30 days later.')).toBeTruthy();
    cleanup();

    renderPage({ 'myCompany.get': () => adminView(), 'myCompany.credit': () => Promise.reject(serverError('Something broke', 500)) });
    const failed = await screen.findByRole('region', { name: 'Payment terms' });
    expect(await within(failed).findByText("We couldn't load your company's payment terms.")).toBeTruthy();
  });

  it('tells a buyer of a company on hold why checkout is paused, and shows only their locations, no members', async () => {
    renderPage({
      'myCompany.get': () => ({ ...adminView(), company: { ...adminView().company, status: 'on_hold', taxId: null }, role: 'buyer', locations: [locations[1]!], members: undefined }),
    });

    await screen.findByText(COMPANY_ON_HOLD_MESSAGE);
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ 'Tax id': 'None given', Status: 'On hold', 'Your role': 'Buyer' });
    expect(within(screen.getByRole('list', { name: 'Locations' })).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['Lyon yard']);
    expect(screen.getByRole('heading', { level: 2, name: 'Locations you order for' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a location' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Members' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'My company orders' })).toBeTruthy();
  });

  it('shows an account in no company (a 404) what the route gives for it, and a failure with Retry', async () => {
    renderPage({ 'myCompany.get': () => Promise.reject(serverError('Your account is not in a company', 404)) }, { notInACompany: <p>A company invited you</p> });
    await screen.findByText('A company invited you');
    expect(screen.getByRole('link', { name: 'Apply for a business account' }).getAttribute('href')).toBe('/dashboard/business-account');
    expect(screen.getByRole('heading', { level: 2, name: 'Not in a company' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    let calls = 0;
    const user = renderPage({
      'myCompany.get': () => {
        calls++;
        // The first answer and its one retry fail.
        if (calls <= 2) throw new TypeError('Failed to fetch');
        return adminView();
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your company.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 2, name: 'Acme Landscaping' });
  });

  it('shows the loading state while the company loads', async () => {
    renderPage({ 'myCompany.get': never });
    await screen.findByRole('status', { name: 'Loading your company' });
  });

  it("changes a member's role and locations, sending the ticked locations", async () => {
    const sent: unknown[] = [];
    const user = renderPage({ 'myCompany.get': () => adminView(), 'myCompany.changeMember': (input) => sent.push(input) && null });

    await user.click(await screen.findByRole('button', { name: "Change Ben's role and locations" }));
    const dialog = await screen.findByRole('dialog', { name: "Change Ben's role" });
    const yard = within(dialog).getByRole('checkbox', { name: 'Lyon yard' }) as HTMLInputElement;
    expect(yard.checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Leeds depot' }));
    await user.click(yard);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ userId: BEN, role: 'buyer', locationIds: [DEPOT] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // An admin orders for every location: no list of them is asked for or kept.
    await user.click(screen.getByRole('button', { name: "Change Ben's role and locations" }));
    const again = await screen.findByRole('dialog', { name: "Change Ben's role" });
    await user.selectOptions(within(again).getByLabelText('Role'), 'admin');
    expect(within(again).queryByRole('checkbox')).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[1]).toEqual({ userId: BEN, role: 'admin', locationIds: [] }));
  });

  it("asks before removing a member, and shows the server's refusal for the last company admin as it says it", async () => {
    const removed: unknown[] = [];
    const user = renderPage({
      'myCompany.get': () => adminView(),
      'myCompany.removeMember': (input) => {
        removed.push(input);
        throw serverError(LAST_COMPANY_ADMIN_MESSAGE, 409);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Leave the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the company?' });
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LAST_COMPANY_ADMIN_MESSAGE);
    expect(removed).toEqual([{ userId: ADA }]);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("adds a location with the shared schema's messages, then sends it as typed", async () => {
    const added: unknown[] = [];
    const user = renderPage({ 'myCompany.get': () => adminView({ locations: [] }), 'myCompany.addLocation': (input) => added.push(input) && { ...locations[0], id: DEPOT } });

    await screen.findByText('No locations yet. Add the sites your company orders for.');
    await user.click(screen.getByRole('button', { name: 'Add a location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a location' });
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Location name').getAttribute('aria-invalid')).toBe('true'));
    expect(added).toEqual([]);

    await user.type(within(dialog).getByLabelText('Location name'), 'Leeds depot');
    await user.type(within(dialog).getByLabelText('Delivery address'), '1 Yard Lane{Enter}Leeds');
    await user.type(within(dialog).getByLabelText('Phone'), '0113 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(added).toEqual([{ name: 'Leeds depot', address: '1 Yard Lane\nLeeds', country: 'GB', phone: '0113 555 0100', billingAddress: '' }]));
  });

  it("lists the company's orders with their buyer and location, each linked to its page, a page at a time", async () => {
    const company = { id: adminView().company.id, name: 'Acme Landscaping' };
    const first = orderFixture({ user: 'Ben', totalPrice: 294, status: 'processing', company, location: { id: YARD, name: 'Lyon yard', address: '2 Rue Verte\nLyon' } });
    const second = orderFixture({ user: 'Ada', company, location: { id: DEPOT, name: 'Leeds depot', address: '1 Yard Lane\nLeeds' } });
    const asked: unknown[] = [];
    const user = renderPage({
      'myCompany.get': () => adminView(),
      'orders.ofMyCompany': (input) => {
        asked.push(input);
        return (input as { cursor?: string }).cursor ? { items: [second], nextCursor: null } : { items: [first], nextCursor: 'next-page' };
      },
    });

    const table = await screen.findByRole('table', { name: "The company's orders" });
    const row = await within(table).findByRole('row', { name: new RegExp(first.number) });
    expect(within(row).getByRole('link', { name: first.number }).getAttribute('href')).toBe(`/dashboard/orders/${first._id}`);
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([expect.any(String), 'Ben', 'Lyon yard', '$294.00', 'processing']);
    expect(row.querySelector('time')?.getAttribute('datetime')).toBe(first.date);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await within(table).findByRole('row', { name: new RegExp(second.number) });
    expect(within(table).queryByRole('row', { name: new RegExp(first.number) })).toBeNull();
    expect(asked.at(-1)).toEqual({ cursor: 'next-page', limit: 25 });
  });

  it("ends each of the company's orders with the route's Buy again", async () => {
    const company = { id: adminView().company.id, name: 'Acme Landscaping' };
    const placed = orderFixture({ user: 'Ben', company, location: { id: YARD, name: 'Lyon yard', address: '2 Rue Verte\nLyon' } });
    renderPage(
      { 'myCompany.get': () => adminView(), 'orders.ofMyCompany': () => ({ items: [placed], nextCursor: null }) },
      { buyAgain: (order) => <button type="button">Buy again {order.number} {order.id}</button> },
    );

    const table = await screen.findByRole('table', { name: "The company's orders" });
    const row = await within(table).findByRole('row', { name: new RegExp(placed.number) });
    expect(within(row).getByRole('button', { name: `Buy again ${placed.number} ${placed._id}` })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').at(-1)?.textContent).toBe('Buy again');
  });

  it('says when a buyer has no company orders yet', async () => {
    renderPage({ 'myCompany.get': () => ({ ...adminView(), role: 'buyer', members: undefined }) });
    await screen.findByText('You have not ordered for the company yet.');
  });

  it('edits a location from its current values, sending its id', async () => {
    const edited: unknown[] = [];
    const user = renderPage({ 'myCompany.get': () => adminView(), 'myCompany.editLocation': (input) => edited.push(input) && locations[1] });

    await user.click(await screen.findByRole('button', { name: 'Edit Lyon yard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lyon yard' });
    expect((within(dialog).getByLabelText('Delivery address') as HTMLTextAreaElement).value).toBe('2 Rue Verte\nLyon');
    expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('FR');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '+33 4 11 11 11');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(edited).toEqual([{ locationId: YARD, name: 'Lyon yard', address: '2 Rue Verte\nLyon', country: 'FR', phone: '+33 4 11 11 11', billingAddress: 'Acme SARL\nParis' }]),
    );
  });

  it('removes a buyer after the confirmation, and reads the company again', async () => {
    let reads = 0;
    const removed: unknown[] = [];
    const user = renderPage({
      'myCompany.get': () => {
        reads++;
        return reads === 1 ? adminView() : { ...adminView(), members: adminView().members!.slice(0, 1) };
      },
      'myCompany.removeMember': (input) => {
        removed.push(input);
        return input;
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Remove Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben?' });
    expect(dialog.textContent).toContain('ben@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([{ userId: BEN }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ben/ })).toBeNull());
  });
});
