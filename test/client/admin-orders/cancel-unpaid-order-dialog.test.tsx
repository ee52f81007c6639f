// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CancelUnpaidOrderDialog } from '../../../src/client/features/admin-orders/cancel-unpaid-order-dialog';
import { orderFixture } from '../../helpers/order-fixture';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const unpaid = orderFixture({
  _id: '00000000-0000-4000-8000-000000000001',
  number: 'TY-10001',
  productID: '10000000-0000-4000-8000-000000000000',
  productName: 'Border spade',
  user: 'Hoarder',
  email: 'hoarder@example.com',
  phone: '+880 1700 000000',
  orderQuantity: 560,
  address: '12 Garden Lane',
  totalPrice: 7000,
  isPaid: false,
  status: 'pending',
  date: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-11-24T10:30:00.000Z',
  shippedAt: null,
  carrier: null,
  trackingNumber: null,
});

describe('Cancel unpaid order (admin)', () => {
  it('asks first, then cancels with the reason typed for the customer', async () => {
    const sent: unknown[] = [];
    renderWithApp(<CancelUnpaidOrderDialog order={unpaid} />, { api: { 'adminOrders.cancel': (input) => (sent.push(input), { deletedCount: 1 }) } });

    await userEvent.click(await screen.findByRole('button', { name: /^Cancel unpaid order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this unpaid order?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason for the customer/), 'Suspected stock hoarding');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ orderId: unpaid._id, reason: 'Suspected stock hoarding' }]);
  });

  it('shows the server’s refusal in the dialog', async () => {
    renderWithApp(<CancelUnpaidOrderDialog order={unpaid} />, {
      api: {
        'adminOrders.cancel': () => {
          throw new Error('A paid order cannot be cancelled');
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel unpaid order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this unpaid order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await within(dialog).findByText('A paid order cannot be cancelled')).toBeTruthy();
  });

  it('is not offered for a paid order', async () => {
    renderWithApp(
      <>
        <h1>Order</h1>
        <CancelUnpaidOrderDialog order={{ ...unpaid, isPaid: true, status: 'processing', expiresAt: null }} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Order' });
    expect(screen.queryByRole('button', { name: /Cancel unpaid order/ })).toBeNull();
  });
});
