// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerDetailPage } from '../../../src/client/features/admin-customers/customer-detail-page';
import { formatWhen } from '../../../src/client/features/admin-customers/customer-words';
import { never, renderWithApp } from '../../helpers/render-client';
import { TRPCClientError } from '@trpc/client';
import { ann, annDetail } from './customer-fixtures';

afterEach(cleanup);

const notFound = () => {
  throw new TRPCClientError('No such customer', { result: { error: { message: 'No such customer', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } } } as never);
};

describe("a customer's page", () => {
  it('shows the profile, the orders linked to their admin page and the role changes in words', async () => {
    const asked: unknown[] = [];
    renderWithApp(<CustomerDetailPage customerId={ann.id} />, { api: { 'customers.detail': (input) => (asked.push(input), annDetail) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Gardener' })).toBeTruthy();
    expect(asked).toEqual([{ id: ann.id }]);
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ 'E-mail': ann.email, Phone: '+1 555 0100', Address: '1 Allotment Row', Role: 'Customer', 'E-mail verified': 'Yes', Orders: '3', 'Total spent': '$1,234.50' });

    const orders = screen.getByRole('table', { name: 'Orders' });
    const [, latest, older] = within(orders).getAllByRole('row');
    expect(within(latest!).getByRole('link', { name: 'TY-10490' }).getAttribute('href')).toBe(`/dashboard/orders/${annDetail.orders[0]!.id}`);
    expect(within(latest!).getByText('Unpaid')).toBeTruthy();
    expect(within(older!).getByText('Partly refunded')).toBeTruthy();
    expect(within(older!).getByText('$1,204.50')).toBeTruthy();
    expect(within(older!).getByText('3')).toBeTruthy();

    const roles = screen.getByRole('region', { name: 'Role changes' });
    expect(within(roles).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Admin role removed by gone@toolyard.com on ${formatWhen('2026-11-22T14:05:00.000Z')}`,
      `Made admin by Ada on ${formatWhen('2026-11-21T14:05:00.000Z')}`,
    ]);
  });

  it('says so when they have no orders and their role never changed', async () => {
    renderWithApp(<CustomerDetailPage customerId={ann.id} />, { api: { 'customers.detail': () => ({ ...annDetail, orders: [], roleChanges: [] }) } });
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    expect(screen.getByText('Their role has never changed.')).toBeTruthy();
  });

  it('shows the loading state, then says when there is no such customer', async () => {
    const loading = renderWithApp(<CustomerDetailPage customerId={ann.id} />, { api: { 'customers.detail': never } });
    expect(await screen.findByRole('status', { name: 'Loading the customer' })).toBeTruthy();
    loading.unmount();

    renderWithApp(<CustomerDetailPage customerId={ann.id} />, { api: { 'customers.detail': notFound } });
    expect((await screen.findByRole('heading', { level: 1, name: 'No such customer' })).textContent).toBe('No such customer');
    expect(screen.getByRole('link', { name: '← All customers' }).getAttribute('href')).toBe('/dashboard/customers');
  });

  it('says why the page failed otherwise', async () => {
    renderWithApp(<CustomerDetailPage customerId={ann.id} />, { api: { 'customers.detail': () => { throw new TypeError('Failed to fetch'); } } });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this customer.");
  });
});
