// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyPayments } from '../../../src/client/features/admin-companies/company-payments';
import type { CompanyDetail } from '../../../src/shared/schemas/company';
import { never, renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const company = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Acme Landscaping' } as CompanyDetail;
const openInvoices = {
  invoices: [
    { number: 'INV-000007', issuedAt: '2026-10-01T10:00:00.000Z', dueDate: '2026-10-31', total: 300, due: 300 },
    { number: 'INV-000009', issuedAt: '2026-10-02T10:00:00.000Z', dueDate: '2026-11-01', total: 500, due: 120 },
  ],
};
const payment = { id: '00000000-0000-4000-8000-0000000000p1', amount: 450, receivedOn: '2026-11-20', method: 'cheque', methodLabel: 'Cheque', reference: 'Cheque 100234', allocated: 120, unallocated: 330 };

describe("a company's payments received", () => {
  it('lists them, and records one against a chosen invoice: a refusal of that allocation shows on its field', async () => {
    const written: unknown[] = [];
    let refuse = true;
    render(<Toaster />);
    renderWithApp(<CompanyPayments company={company} />, {
      api: {
        'accountPayments.list': () => ({ items: [payment], more: false }),
        'accountPayments.openInvoices': () => openInvoices,
        'accountPayments.record': (input) => {
          written.push(input);
          if (refuse) throw serverError('At most $120.00 is due on INV-000009', 400, { 'allocations.0.amount': ['At most $120.00 is due on INV-000009'] });
          return { id: payment.id, allocated: 120, unallocated: 330 };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Payments received from Acme Landscaping' });
    expect(within(table).getByText('Cheque 100234')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment from Acme Landscaping' });
    await userEvent.type(within(dialog).getByLabelText('Amount in dollars'), '450');
    await userEvent.type(within(dialog).getByLabelText('Reference'), 'Cheque 100234');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Choose invoices' }));
    const second = await within(dialog).findByLabelText('INV-000009, due 2026-11-01');
    expect(within(dialog).getByText('Owes $120.00 of $500.00')).toBeTruthy();
    await userEvent.type(second, '130');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    // Only the second invoice was sent (as allocation 0): its refusal shows on its field, and takes the focus.
    await within(dialog).findByText('At most $120.00 is due on INV-000009');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(written[0]).toMatchObject({ id: company.id, amount: 450, method: 'bank_transfer', reference: 'Cheque 100234', allocations: [{ invoiceNumber: 'INV-000009', amount: 130 }] });

    refuse = false;
    await userEvent.clear(second);
    await userEvent.type(second, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await screen.findByText('Payment from Acme Landscaping recorded: $120.00 allocated to invoices; $330.00 kept as credit for its next invoice.');
    expect(written[1]).toMatchObject({ allocations: [{ invoiceNumber: 'INV-000009', amount: 120 }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a valid amount, and for at least one invoice’s amount when choosing', async () => {
    renderWithApp(<CompanyPayments company={company} />, {
      api: { 'accountPayments.list': () => ({ items: [], more: false }), 'accountPayments.openInvoices': () => openInvoices, 'accountPayments.record': never },
    });
    expect(await screen.findByText('No payments recorded yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment from Acme Landscaping' });
    await userEvent.type(within(dialog).getByLabelText('Amount in dollars'), '12.345');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Choose invoices' }));
    await within(dialog).findByLabelText('INV-000007, due 2026-10-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter an amount in dollars, like 12.50')).toBeTruthy();
    expect(within(dialog).getByText('Enter what at least one invoice takes')).toBeTruthy();
  });

  it('shows its loading and error states', async () => {
    renderWithApp(<CompanyPayments company={company} />, { api: { 'accountPayments.list': never } });
    expect(await screen.findByRole('status', { name: 'Loading the payments received' })).toBeTruthy();
    cleanup();
    renderWithApp(<CompanyPayments company={company} />, { api: { 'accountPayments.list': () => { throw new TypeError('Failed to fetch'); } } });
    expect(await screen.findByText("We couldn't load the payments received.")).toBeTruthy();
  });
});
