// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AllOrders } from '../../../src/client/features/admin-orders/manage-all-orders-page';
import { validateOrderSearch } from '../../../src/client/app/order-search';
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
  it('shows the orders, offers Ship only for paid orders not yet shipped, and loads the next page', async () => {
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

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText(paid.email)).toBeTruthy();
    expect(within(rows[0]!).getByText('Paid')).toBeTruthy();
    expect((within(rows[0]!).getByRole('button', { name: /Ship the Spade order/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(rows[1]!).getByRole('button', { name: /Ship the Spade order/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(rows[2]!).getByRole('button', { name: /^Shipped: the Spade order/ }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older Buyer')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
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
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
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
    expect((screen.getByLabelText('Order number, customer e-mail or name') as HTMLInputElement).value).toBe('ann');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(changes).toEqual([{ status: 'shipped', customer: 'ann', paid: 'true' }]);

    await user.type(screen.getByLabelText('From (UTC day)'), '2026-06-12');
    await user.type(screen.getByLabelText('To (UTC day)'), '2026-06-10');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
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
