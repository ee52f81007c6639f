// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { validateCustomerSearch } from '../../../src/client/app/search/customer-search';
import { CustomersRoute } from '../../../src/client/app/routes/customers';
import type { CustomerPageInput } from '../../../src/shared/schemas/customer';
import { renderWithApp } from '../../helpers/render-client';
import { ann, customerRow } from './customer-fixtures';

afterEach(cleanup);

/** The app's /dashboard/customers route (under the admin layout's id, its search validated as the app does) at `path`. */
function renderCustomers(path: string, list: (input: CustomerPageInput) => unknown) {
  return renderWithApp(null, {
    path,
    api: { 'customers.list': (input) => list(input as CustomerPageInput) },
    routes: (root) => {
      const dashboard = createRoute({ getParentRoute: () => root, path: '/dashboard' });
      const admin = createRoute({ getParentRoute: () => dashboard, id: '_admin' });
      return [dashboard.addChildren([admin.addChildren([createRoute({ getParentRoute: () => admin, path: '/customers', validateSearch: validateCustomerSearch, component: CustomersRoute })])])];
    },
  });
}

const table = () => screen.getByRole('table', { name: 'Customers' });
const names = () => within(table()).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the Customers page', () => {
  it('lists each customer with a link to their page, their figures and their dates', async () => {
    const asked: CustomerPageInput[] = [];
    renderCustomers('/dashboard/customers', (input) => (asked.push(input), { items: [ann, customerRow(2, { role: 'admin' })], nextCursor: null }));

    await waitFor(() => expect(names()).toEqual(['Ann Gardener', 'Customer 2']));
    expect(asked).toEqual([{ limit: 25 }]);
    const [, first, second] = within(table()).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Ann Gardener' }).getAttribute('href')).toBe(`/dashboard/customers/${ann.id}`);
    expect(within(first!).getByTitle(ann.email).textContent).toBe(ann.email);
    expect(within(first!).getByText('$1,234.50')).toBeTruthy();
    expect(within(first!).getByText('Customer')).toBeTruthy();
    expect(within(first!).getByText('Yes')).toBeTruthy();
    expect(within(second!).getByText('Admin')).toBeTruthy();
    expect(within(second!).getByText('—')).toBeTruthy(); // never ordered
    expect(screen.getByText('2 customers on this page').getAttribute('role')).toBe('status');
  });

  it('searches by name or e-mail: the words go to the URL and the list', async () => {
    const asked: CustomerPageInput[] = [];
    const { router } = renderCustomers('/dashboard/customers', (input) => {
      asked.push(input);
      return { items: input.q ? [ann] : [ann, customerRow(2)], nextCursor: null };
    });
    await waitFor(() => expect(names()).toHaveLength(2));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), ' ann {Enter}');
    await waitFor(() => expect(names()).toEqual(['Ann Gardener']));
    expect(router.state.location.search).toEqual({ q: 'ann' });
    expect(asked.at(-1)).toEqual({ q: 'ann', limit: 25 });

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(router.state.location.search).toEqual({});
    expect((screen.getByRole('searchbox', { name: 'Name or e-mail' }) as HTMLInputElement).value).toBe('');
  });

  it('opens with the search of the URL and says when nobody matches', async () => {
    const asked: CustomerPageInput[] = [];
    renderCustomers('/dashboard/customers?q=zed', (input) => (asked.push(input), { items: [], nextCursor: null }));
    expect(await screen.findByText('No customer\'s name or e-mail contains "zed".')).toBeTruthy();
    expect(asked).toEqual([{ q: 'zed', limit: 25 }]);
    expect((screen.getByRole('searchbox', { name: 'Name or e-mail' }) as HTMLInputElement).value).toBe('zed');
  });

  it('walks the pages by cursor, back again, and changes the rows per page', async () => {
    const asked: CustomerPageInput[] = [];
    renderCustomers('/dashboard/customers', (input) => {
      asked.push(input);
      return input.cursor === 'p2' ? { items: [customerRow(3)], nextCursor: null } : { items: [customerRow(1), customerRow(2)], nextCursor: 'p2' };
    });
    await waitFor(() => expect(names()).toEqual(['Customer 1', 'Customer 2']));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Customer 3']));
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(names()).toEqual(['Customer 1', 'Customer 2']));
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: 100 }));
    expect(asked.slice(0, 2)).toEqual([{ limit: 25 }, { cursor: 'p2', limit: 25 }]);
  });

  it('says why the list failed and tries again', async () => {
    let calls = 0;
    renderCustomers('/dashboard/customers', () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { items: [ann], nextCursor: null };
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the customers.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toEqual(['Ann Gardener']));
  });
});
