// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceListRoute, PriceListsRoute } from '../../../src/client/app/routes/price-lists';
import { localInput, priceListInputOf } from '../../../src/client/features/admin-price-lists/price-list-form-values';
import { catalogueWords, validityWords } from '../../../src/client/features/admin-price-lists/price-list-words';
import { PRICE_LIST_NAME_TAKEN_MESSAGE, type PriceListDto } from '../../../src/shared/schemas/price-list';
import { never, renderWithApp, type FakeApi } from '../../helpers/render-client';

afterEach(cleanup);

const refusal = (httpStatus: number, message: string, fieldErrors: Record<string, string[]> = {}) =>
  new TRPCClientError(message, { result: { error: { message, code: -32603, data: { code: httpStatus === 404 ? 'NOT_FOUND' : 'CONFLICT', httpStatus, fieldErrors } } } } as never);

const acme = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Acme Landscaping' };
const birch = { id: '00000000-0000-4000-8000-0000000000c2', name: 'Birch Parks' };
const spring: PriceListDto = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Spring promotion',
  priority: 10,
  startsAt: null,
  endsAt: null,
  catalogueDiscountPercent: 8,
  entryCount: 3,
  companies: [acme],
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const other: PriceListDto = { ...spring, id: '00000000-0000-4000-8000-000000000002', name: 'Acme contract', priority: 20, catalogueDiscountPercent: null, entryCount: 0, companies: [] };

function renderPriceLists(path: string, api: FakeApi) {
  return renderWithApp(null, {
    path,
    api,
    routes: (root) => {
      const dashboard = createRoute({ getParentRoute: () => root, path: '/dashboard' });
      const admin = createRoute({ getParentRoute: () => dashboard, id: '_admin' });
      return [
        dashboard.addChildren([
          admin.addChildren([
            createRoute({ getParentRoute: () => admin, path: '/price-lists', component: PriceListsRoute }),
            createRoute({ getParentRoute: () => admin, path: '/price-lists/$id', component: PriceListRoute }),
            createRoute({ getParentRoute: () => admin, path: '/companies/$companyId', component: () => null }),
          ]),
        ]),
      ];
    },
  });
}

describe('price lists in words', () => {
  it('says a window and whether it is in force, and a catalogue-wide percentage', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(validityWords({ startsAt: null, endsAt: null }, now)).toBe('Always');
    expect(validityWords({ startsAt: '2027-01-01T00:00:00Z', endsAt: null }, now)).toMatch(/^From .*2027.* \(not started\)$/);
    expect(validityWords({ startsAt: null, endsAt: '2026-01-01T00:00:00Z' }, now)).toMatch(/^Until .*2026.* \(ended\)$/);
    expect(validityWords({ startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, now)).toMatch(/^.*2026.* to .*2027.*[^)]$/);
    expect([catalogueWords(12.5), catalogueWords(null)]).toEqual(['12.5% off', 'None']);
  });

  it('turns the dialog’s local date-times into instants and back', () => {
    const input = priceListInputOf({ name: 'X', priority: '3', startsAt: '2027-01-01T09:30', endsAt: '', catalogueDiscountPercent: '' });
    expect(input).toEqual({ name: 'X', priority: 3, startsAt: new Date('2027-01-01T09:30').toISOString(), endsAt: null, catalogueDiscountPercent: null });
    expect(localInput(input.startsAt!)).toBe('2027-01-01T09:30');
  });
});

describe('the Price lists page', () => {
  it('lists each list with a link to its page, priority, validity, catalogue-wide percentage, entries and companies', async () => {
    renderPriceLists('/dashboard/price-lists', { 'priceLists.list': () => [other, spring] });
    const table = await screen.findByRole('table', { name: 'Price lists' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Acme contract' }).getAttribute('href')).toBe(`/dashboard/price-lists/${other.id}`);
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10', 'Always', '8% off', '3', 'Acme Landscaping', 'EditDelete']);
    expect(within(first!).getByText('None', { selector: 'td[data-label="Companies"]' })).toBeTruthy();
  });

  it('shows loading, empty and error states', async () => {
    const { unmount } = renderPriceLists('/dashboard/price-lists', { 'priceLists.list': never });
    expect(await screen.findByRole('status', { name: 'Loading the price lists' })).toBeTruthy();
    unmount();
    const second = renderPriceLists('/dashboard/price-lists', { 'priceLists.list': () => [] });
    expect(await screen.findByText(/No price lists yet/)).toBeTruthy();
    second.unmount();
    renderPriceLists('/dashboard/price-lists', {
      'priceLists.list': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByText("We couldn't load the price lists.")).toBeTruthy();
  });

  it('adds a list from the dialog, checked by the shared schema first, and shows a taken name on its field', async () => {
    const sent: unknown[] = [];
    renderPriceLists('/dashboard/price-lists', {
      'priceLists.list': () => [],
      'priceLists.create': (input) => {
        sent.push(input);
        if (sent.length === 1) throw refusal(409, PRICE_LIST_NAME_TAKEN_MESSAGE, { name: [PRICE_LIST_NAME_TAKEN_MESSAGE] });
        return { ...spring, ...(input as object) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add price list' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a price list' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Spring promotion');
    await userEvent.type(within(dialog).getByLabelText('Starts (optional)'), '2027-03-01T00:00');
    await userEvent.type(within(dialog).getByLabelText('Ends (optional)'), '2027-02-01T00:00');
    await userEvent.type(within(dialog).getByLabelText('Catalogue-wide discount (%, optional)'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add list' }));
    expect(await within(dialog).findByText('The list must end after it starts')).toBeTruthy();
    expect(within(dialog).getByText('The percentage off is less than 100')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Ends (optional)'));
    await userEvent.clear(within(dialog).getByLabelText('Catalogue-wide discount (%, optional)'));
    await userEvent.type(within(dialog).getByLabelText('Catalogue-wide discount (%, optional)'), '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add list' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'Spring promotion', priority: 0, startsAt: new Date('2027-03-01T00:00').toISOString(), endsAt: null, catalogueDiscountPercent: 12.5 });
    expect(await within(dialog).findByText(PRICE_LIST_NAME_TAKEN_MESSAGE)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add list' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a list after a confirmation', async () => {
    const removed: unknown[] = [];
    renderPriceLists('/dashboard/price-lists', { 'priceLists.list': () => (removed.length ? [] : [spring]), 'priceLists.remove': (input) => (removed.push(input), { deletedCount: 1 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the price list Spring promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this price list?' });
    expect(dialog.textContent).toContain('its 1 company pays other prices from then on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(removed).toEqual([{ id: spring.id }]));
    expect(await screen.findByText(/No price lists yet/)).toBeTruthy();
  });
});

describe("a price list's page", () => {
  it('shows its settings, its companies and the way to its entries', async () => {
    renderPriceLists(`/dashboard/price-lists/${spring.id}`, { 'priceLists.detail': () => spring, 'companies.list': () => ({ items: [], nextCursor: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring promotion' })).toBeTruthy();
    expect(screen.getByText('8% off')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Companies of Spring promotion' })).getByRole('link', { name: 'Acme Landscaping' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the 3 entries' }).getAttribute('href')).toBe(`/dashboard/price-lists/${spring.id}/entries`);
  });

  it("assigns it to a company after that company's own lists, and unassigns it keeping the others", async () => {
    const written: unknown[] = [];
    renderPriceLists(`/dashboard/price-lists/${spring.id}`, {
      'priceLists.detail': () => spring,
      'companies.list': () => ({ items: [{ ...acme, taxId: null, status: 'active', members: 1 }, { ...birch, taxId: null, status: 'active', members: 2 }], nextCursor: null }),
      'priceLists.companyLists': (input) => ((input as { id: string }).id === birch.id ? [other] : [other, spring]),
      'priceLists.setCompanyLists': (input) => (written.push(input), []),
    });
    const choice = await screen.findByLabelText('Assign to a company');
    await waitFor(() => expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a company', 'Birch Parks']));
    await userEvent.selectOptions(choice, birch.id);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(written).toEqual([{ id: birch.id, priceListIds: [other.id, spring.id] }]));

    await userEvent.click(screen.getByRole('button', { name: 'Unassign Acme Landscaping' }));
    await waitFor(() => expect(written.at(-1)).toEqual({ id: acme.id, priceListIds: [other.id] }));
  });

  it('says when there is no such list', async () => {
    renderPriceLists(`/dashboard/price-lists/${spring.id}`, {
      'priceLists.detail': () => {
        throw refusal(404, 'No such price list');
      },
    });
    expect(await screen.findByText(/There is no price list at this address/)).toBeTruthy();
  });
});
