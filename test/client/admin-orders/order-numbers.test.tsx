// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AllOrders } from '../../../src/client/features/admin-orders/manage-all-orders-page';
import { OrderDetailPage } from '../../../src/client/features/admin-orders/order-detail-page';
import type { AdminOrderDetail, OrderFilters } from '../../../src/shared/schemas/admin-orders';
import { orderFixture } from '../../helpers/order-fixture';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const order = orderFixture({
  _id: '00000000-0000-4000-8000-000000000042',
  number: 'TY-10482',
  productID: '10000000-0000-4000-8000-000000000000',
  productName: 'Spade',
  user: 'Ann',
  email: 'ann@example.com',
  phone: '+880 1700 000000',
  orderQuantity: 4,
  address: '12 Garden Lane',
  totalPrice: 50,
  isPaid: true,
  status: 'shipped',
  transactionId: 'pi_1',
  date: '2026-06-30T12:00:00.000Z',
  expiresAt: null,
  shippedAt: '2026-07-01T12:00:00.000Z',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
});

describe("order numbers on the admin's pages", () => {
  it('the list names each order by its number, and its search takes one', async () => {
    const changes: OrderFilters[] = [];
    renderWithApp(<AllOrders filters={{}} onFiltersChange={(next) => changes.push(next)} />, { api: { 'adminOrders.page': () => ({ orders: [order], nextCursor: null }) } });

    const table = await screen.findByRole('table');
    await within(table).findByRole('rowheader');
    // The first column after the rows' checkboxes.
    expect(within(table).getAllByRole('columnheader')[1]!.textContent).toBe('Order');
    expect(within(table).getByRole('rowheader').textContent).toBe('TY-10482');

    const user = userEvent.setup();
    const filters = screen.getByRole('form', { name: 'Filter the orders' });
    await user.type(within(filters).getByLabelText('Order number, PO, customer e-mail or name'), 'ty-10482');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(changes).toEqual([{ customer: 'ty-10482' }]);
  });

  it('the detail names the order by its number in its heading and facts', async () => {
    const detail: AdminOrderDetail = { order, invoiceNumber: null, creditNotes: [], customer: { name: 'Ann', email: 'ann@example.com', phone: null, address: null }, timeline: [] };
    renderWithApp(<OrderDetailPage orderId={order._id} />, { api: { 'adminOrders.detail': () => detail } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order TY-10482' })).toBeTruthy();
    const facts = screen.getAllByRole('definition');
    expect(facts[0]!.textContent).toBe('TY-10482');
  });

  it('a failed detail says what failed in words, with Retry, never the raw error', async () => {
    renderWithApp(<OrderDetailPage orderId={order._id} />, {
      api: {
        'adminOrders.detail': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load this order.");
    expect(alert.textContent).not.toContain('Failed to fetch');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
