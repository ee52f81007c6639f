// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReceivablesPage } from '../../../src/client/features/statements/receivables-page';
import { StatementPage } from '../../../src/client/features/statements/statement-page';
import type { Receivables, Statement } from '../../../src/shared/schemas/account-terms';
import { never, renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const me = () => ({ user: { id: '20000000-0000-4000-8000-000000000001', email: 'ada@acme.test', name: 'Ada', role: 'user' } });
const ORDER = '40000000-0000-4000-8000-000000000001';
const zero = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 };

const owing = (): Statement => ({
  invoices: [
    { number: 'INV-000042', orderId: ORDER, issuedAt: '2026-09-01T09:00:00.000Z', dueDate: '2026-10-01', total: 250, paid: 150, due: 100, daysOverdue: 57 },
    { number: 'INV-000043', orderId: '40000000-0000-4000-8000-000000000002', issuedAt: '2026-11-01T09:00:00.000Z', dueDate: '2026-12-01', total: 40, paid: 40, due: 0, daysOverdue: 0 },
  ],
  ageing: { ...zero, d31_60: 100 },
  creditLimit: 5000,
  used: 100,
  available: 4900,
});

describe("the member's Statement", () => {
  it('shows each invoice (its number linking to the order), the buckets, the credit and the PDF', async () => {
    renderWithApp(<StatementPage />, { api: { 'auth.me': me, 'receivables.myStatement': owing } });

    const table = await screen.findByRole('table', { name: 'Open invoices' });
    const first = within(table).getByRole('row', { name: /INV-000042/ });
    expect(within(first).getByRole('link', { name: 'INV-000042' }).getAttribute('href')).toBe(`/dashboard/orders/${ORDER}`);
    expect(first.textContent).toContain('$250.00');
    expect(first.textContent).toContain('$150.00');
    expect(first.textContent).toContain('57');
    expect(within(table).getByRole('row', { name: /INV-000043/ }).textContent).toContain('Paid');
    const buckets = Object.fromEntries(within(screen.getByText('Current').closest('dl')!).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(buckets).toEqual({ Current: '$0.00', '1-30 days': '$0.00', '31-60 days': '$100.00', '61-90 days': '$0.00', 'Over 90 days': '$0.00' });
    expect(screen.getByText('$4,900.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/my-company/statement.pdf');
    // No row action given: no Action column.
    expect(within(table).queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it("puts the route's action in each open invoice's row", async () => {
    renderWithApp(<StatementPage rowAction={(invoice) => <button type="button">Pay {invoice.number} by card</button>} />, { api: { 'auth.me': me, 'receivables.myStatement': owing } });
    const table = await screen.findByRole('table', { name: 'Open invoices' });
    expect(within(table).getByRole('button', { name: 'Pay INV-000042 by card' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Pay INV-000043 by card' })).toBeNull();
  });

  it('says nothing is owed, loads, fails with a retry, and tells an account in no company', async () => {
    renderWithApp(<StatementPage />, { api: { 'auth.me': me, 'receivables.myStatement': () => ({ invoices: [], ageing: zero, creditLimit: 1000, used: 0, available: 1000 }) } });
    await screen.findByText('Nothing is owed');
    cleanup();

    renderWithApp(<StatementPage />, { api: { 'auth.me': me, 'receivables.myStatement': never } });
    expect(await screen.findByRole('status', { name: "Loading your company's statement" })).toBeTruthy();
    cleanup();

    renderWithApp(<StatementPage />, { api: { 'auth.me': me, 'receivables.myStatement': () => Promise.reject(serverError('Internal error', 500)) } });
    await screen.findByText("We couldn't load the statement.");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();

    renderWithApp(<StatementPage notInACompany={<p>Apply for a business account</p>} />, {
      api: { 'auth.me': me, 'receivables.myStatement': () => Promise.reject(serverError('Your account is not in a company', 404)) },
    });
    await screen.findByText('Apply for a business account');
  });
});

describe("the admin's Receivables", () => {
  const receivables = (): Receivables => ({
    items: [
      { companyId: '10000000-0000-4000-8000-000000000001', name: 'Acme Landscaping', balance: 900, ageing: { ...zero, current: 900 } },
      { companyId: '10000000-0000-4000-8000-000000000002', name: 'Globex', balance: 170, ageing: { ...zero, d1_30: 50, over90: 150 } },
    ],
    totals: { balance: 1070, ageing: { ...zero, current: 900, d1_30: 50, over90: 150 } },
  });

  it('lists each company (linking to its page) with a totals row, and sorts by a header or the select', async () => {
    const onSort = vi.fn();
    renderWithApp(<ReceivablesPage sort="balance" onSort={onSort} />, { api: { 'auth.me': me, 'receivables.list': receivables } });

    const table = await screen.findByRole('table', { name: 'Receivables' });
    expect((await within(table).findByRole('link', { name: 'Globex' })).getAttribute('href')).toBe('/dashboard/companies/10000000-0000-4000-8000-000000000002');
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$1,070.00', '$900.00', '$50.00', '$0.00', '$0.00', '$150.00']);

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /Company/ }));
    expect(onSort).toHaveBeenLastCalledWith('name');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'overdue');
    expect(onSort).toHaveBeenLastCalledWith('overdue');
  });

  it('says when no company buys on account', async () => {
    renderWithApp(<ReceivablesPage sort="balance" onSort={() => {}} />, { api: { 'auth.me': me, 'receivables.list': () => ({ items: [], totals: { balance: 0, ageing: zero } }) } });
    await screen.findByText('No company buys on account or owes anything.');
  });
});
