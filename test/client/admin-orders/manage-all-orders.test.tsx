// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AllOrders } from '../../../src/client/features/admin-orders/manage-all-orders-page';
import { validateOrderSearch } from '../../../src/client/app/search/order-search';
import type { OrderFilters } from '../../../src/shared/schemas/admin-orders';
import type { Order } from '../../../src/shared/schemas/order';
import { orderFixture } from '../../helpers/order-fixture';
import { never, renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const order = (fields: Partial<Order>) => orderFixture({ productName: 'Spade', ...fields });

function renderList(api: Record<string, (input: unknown) => unknown>, filters: OrderFilters = {}) {
  const changes: OrderFilters[] = [];
  renderWithApp(<AllOrders filters={filters} onFiltersChange={(next) => changes.push(next)} />, { api });
  return changes;
}

describe('manage all orders', () => {
  it('shows the orders, offers Ship only for paid orders not yet shipped, and pages by cursor', async () => {
    const paid = order({ isPaid: true, status: 'processing', transactionId: 'pi_1' });
    const unpaid = order({});
    const shipped = order({ isPaid: true, status: 'shipped', transactionId: 'pi_2' });
    const older = order({ user: 'Older Buyer' });
    const asked: unknown[] = [];
    renderList({
      'adminOrders.page': (input) => {
        asked.push(input);
        return (input as { cursor?: string }).cursor ? { orders: [older], nextCursor: null } : { orders: [paid, unpaid, shipped], nextCursor: 'next-1' };
      },
    });

    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByText(paid.email);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText(paid.email).getAttribute('title')).toBe(paid.email);
    expect(within(rows[0]!).getByText('Paid')).toBeTruthy();
    expect((within(rows[0]!).getByRole('button', { name: /Ship the Spade order/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(rows[1]!).getByRole('button', { name: /Ship the Spade order/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(rows[2]!).getByRole('button', { name: /^Shipped: the Spade order/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(asked[0]).toMatchObject({ limit: 25 });

    const user = userEvent.setup();
    const pager = screen.getByRole('navigation', { name: 'Orders pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Older Buyer')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ cursor: 'next-1' });
    expect(screen.queryByText(paid.email)).toBeNull();
    expect(within(pager).getByRole('status').textContent).toBe('Page 2');
    await waitFor(() => expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true));

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText(paid.email)).toBeTruthy();
    await user.selectOptions(within(pager).getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: 100 }));
  });

  it('ships the selected orders after a confirmation naming them, then says what happened', async () => {
    const first = order({ number: 'TY-10001', isPaid: true, status: 'processing', transactionId: 'pi_1' });
    const second = order({ number: 'TY-10002', isPaid: true, status: 'processing', transactionId: 'pi_2' });
    const unpaid = order({ number: 'TY-10005' });
    const shipments: unknown[] = [];
    renderList({
      'adminOrders.page': () => ({ orders: [first, second, unpaid], nextCursor: null }),
      'adminOrders.shipMany': (input) => {
        shipments.push(input);
        return {
          shipped: [first, second].map((o) => ({ orderId: o._id, number: o.number })),
          refused: [{ orderId: unpaid._id, number: 'TY-10005', reason: 'not_paid' }],
        };
      },
    });
    const user = userEvent.setup();

    const actions = await screen.findByRole('group', { name: 'Selected orders' });
    expect((within(actions).getByRole('button', { name: 'Ship selected' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(actions).getByText('3 selected')).toBeTruthy();
    expect(within(actions).getByRole('link', { name: 'Export selected' }).getAttribute('href')).toBe(`/api/orders.csv?ids=${first._id},${second._id},${unpaid._id}`);

    await user.click(within(actions).getByRole('button', { name: 'Ship selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship 2 orders?' });
    expect(dialog.textContent).toContain('TY-10001, TY-10002 are marked shipped');
    expect(dialog.textContent).toContain('TY-10005 is not paid or not open to ship');
    await user.type(within(dialog).getByLabelText('Carrier (optional)'), 'DHL');
    await user.click(within(dialog).getByRole('button', { name: 'Ship 2 orders' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shipments).toEqual([{ orderIds: [first._id, second._id, unpaid._id], carrier: 'DHL' }]);
    expect((await screen.findByText('Shipped 2 orders; TY-10005 was not paid')).getAttribute('role')).toBe('status');
    expect(within(actions).getByText('None selected')).toBeTruthy();
  });

  it('ships with the carrier and tracking number typed into the dialog', async () => {
    const paid = order({ isPaid: true, status: 'processing', transactionId: 'pi_1' });
    const shipments: unknown[] = [];
    renderList({
      'adminOrders.page': () => ({ orders: [paid], nextCursor: null }),
      'adminOrders.ship': (input) => (shipments.push(input), { modifiedCount: 1 }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Ship the Spade order/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Carrier (optional)'), 'DHL');
    await user.type(within(dialog).getByLabelText('Tracking number (optional)'), 'JD0146');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shipments).toEqual([{ orderId: paid._id, carrier: 'DHL', trackingNumber: 'JD0146' }]);
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const paid = order({ isPaid: true, status: 'processing', transactionId: 'pi_1' });
    renderList({
      'adminOrders.page': () => ({ orders: [paid], nextCursor: null }),
      'adminOrders.ship': () => {
        throw new Error('Only a paid order can be shipped');
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ship the Spade order/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(screen.getByRole('dialog')).findByText('Only a paid order can be shipped')).toBeTruthy();
  });

  it('has loading, empty and error states', async () => {
    renderList({ 'adminOrders.page': never });
    expect(await screen.findByRole('status', { name: 'Loading the orders' })).toBeTruthy();
    cleanup();
    renderList({ 'adminOrders.page': () => ({ orders: [], nextCursor: null }) });
    expect(await screen.findByRole('cell', { name: 'No orders match these filters.' })).toBeTruthy();
    cleanup();
    renderList({
      'adminOrders.page': () => {
        throw new Error('Admins only');
      },
    });
    expect(await screen.findByText("We couldn't load the orders.")).toBeTruthy();
  });

  it('applies the filters it is given and reports new ones; the CSV link carries them', async () => {
    const changes = renderList({ 'adminOrders.page': () => ({ orders: [], nextCursor: null }) }, { status: 'shipped', customer: 'ann' });
    const user = userEvent.setup();

    expect((await screen.findByRole('link', { name: 'Export CSV' })).getAttribute('href')).toBe('/api/orders.csv?status=shipped&customer=ann');
    expect((screen.getByLabelText('Order number, PO, customer e-mail or name') as HTMLInputElement).value).toBe('ann');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(changes).toEqual([{ status: 'shipped', customer: 'ann', paid: 'true' }]);

    await user.type(screen.getByLabelText('From (UTC day)'), '2026-06-12');
    await user.type(screen.getByLabelText('To (UTC day)'), '2026-06-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(changes).toHaveLength(1);
  });
});

describe('the page’s URL search params', () => {
  it('keeps the filters that parse, as text, and drops the rest', () => {
    expect(validateOrderSearch({ status: 'shipped', paid: true, customer: 42, from: 'soon', extra: 'x' })).toEqual({ status: 'shipped', paid: 'true', customer: '42' });
    expect(validateOrderSearch({ from: '2026-06-12', to: '2026-06-10' })).toEqual({ from: '2026-06-12' });
  });
});
