// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyOrdersPage } from '../../../src/client/features/orders/my-orders-page';
import { payByText } from '../../../src/client/features/orders/pay-by';
import type { Order } from '../../../src/shared/schemas/order';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

describe('payByText: an unpaid order’s deadline in the visitor’s words', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const inLondon = { now, locale: 'en-GB', timeZone: 'Europe/London' };

  it('says today, tomorrow, or the weekday and date, with the time in the visitor’s locale', () => {
    expect(payByText('2026-11-24T10:30:00Z', inLondon)).toBe('Pay by 10:30 today');
    expect(payByText('2026-11-25T14:30:00Z', inLondon)).toBe('Pay by 14:30 tomorrow');
    expect(payByText('2026-11-27T09:00:00Z', inLondon)).toBe('Pay by 09:00 on Fri 27 Nov');
    expect(payByText('2026-11-25T14:30:00Z', { now, locale: 'en-US', timeZone: 'America/New_York' })).toBe('Pay by 9:30 AM tomorrow');
  });

  it('counts days in the visitor’s time zone, not in UTC', () => {
    // 23:30 UTC on the 24th is already the 25th in Dhaka (UTC+6).
    expect(payByText('2026-11-24T23:30:00Z', { now, locale: 'en-GB', timeZone: 'Asia/Dhaka' })).toBe('Pay by 05:30 tomorrow');
    expect(payByText('2026-11-24T23:30:00Z', inLondon)).toBe('Pay by 23:30 today');
  });

  it('says when the time is up', () => {
    expect(payByText('2026-11-24T09:59:00Z', inLondon)).toBe('The time to pay has run out');
  });
});

describe('My Orders', () => {
  const base: Order = {
    _id: '00000000-0000-4000-8000-000000000001',
    number: 'TY-10001',
    productID: '10000000-0000-4000-8000-000000000000',
    productName: 'Border spade',
    user: 'Hazel',
    email: 'hazel@garden.test',
    phone: '+880 1700 000000',
    orderQuantity: 12,
    address: '12 Garden Lane',
    totalPrice: 294,
    isPaid: false,
    shippedAt: null,
    carrier: null,
    trackingNumber: null,
    status: 'pending',
    date: new Date().toISOString(),
    expiresAt: null,
  };

  it('shows "Pay by" with the deadline on an unpaid order, and nothing of the kind on a paid one', async () => {
    const deadline = new Date(Date.now() + 30 * 60_000).toISOString();
    const unpaid = { ...base, expiresAt: deadline };
    const paid = { ...base, _id: '00000000-0000-4000-8000-000000000002', productName: 'Rake', isPaid: true, status: 'processing' as const, transactionId: 'pi_1' };
    renderWithApp(<MyOrdersPage />, {
      api: { 'auth.me': () => ({ user: { id: '20000000-0000-4000-8000-000000000000', email: base.email, name: 'Hazel', role: 'user' } }), 'orders.mine': () => [unpaid, paid] },
    });

    const table = await screen.findByRole('table');
    const [unpaidRow, paidRow] = within(table).getAllByRole('row').slice(1);
    const shown = within(unpaidRow!).getByText(/^Pay by /);
    expect(shown.textContent).toBe(payByText(deadline, { now: new Date() }));
    expect(shown.getAttribute('datetime')).toBe(deadline);
    expect(within(paidRow!).queryByText(/Pay by/)).toBeNull();
    expect(within(paidRow!).getByText('pi_1')).toBeTruthy();
  });
});
