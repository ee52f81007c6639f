// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderDetailPage } from '../../../src/client/features/admin-orders/order-detail-page';
import type { AdminOrderDetail } from '../../../src/shared/schemas/admin-orders';
import type { OrderRefunds } from '../../../src/shared/schemas/refund';
import { multiLineOrder, THREE_LINES } from '../../helpers/order-lines-fixture';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const order = multiLineOrder({ number: 'TY-10482', user: 'Nadia', isPaid: true, status: 'processing', transactionId: 'pi_3Paid', expiresAt: null });
const detail: AdminOrderDetail = {
  order,
  invoiceNumber: 'INV-000042',
  creditNotes: [],
  customer: { name: 'Nadia', email: order.email, phone: null, address: null },
  timeline: [
    {
      type: 'payment_failed',
      actor: { type: 'gateway', email: null, name: null },
      details: { intentId: 'pi_3Paid', status: 'requires_payment_method', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      at: '2026-11-24T10:00:00.000Z',
    },
  ],
};
const lines = THREE_LINES.map((line) => ({ productId: line.productID, quantity: line.quantity, restocked: 0 }));
const untouched: OrderRefunds = { paidCents: 67140, refundedCents: 0, leftCents: 67140, paymentStatus: 'succeeded', lines, refunds: [] };
const afterRefund: OrderRefunds = {
  ...untouched,
  refundedCents: 2000,
  leftCents: 65140,
  paymentStatus: 'partially_refunded',
  lines: lines.map((line, index) => (index === 0 ? { ...line, restocked: 2 } : line)),
  refunds: [
    {
      id: '20000000-0000-4000-8000-000000000001',
      amountCents: 2000,
      reason: 'Damaged in transit',
      status: 'succeeded',
      error: null,
      restock: [{ productId: THREE_LINES[0]!.productID, quantity: 2 }],
      creditNoteNumber: 'CN-000001',
      admin: 'Ada',
      createdAt: '2026-11-24T11:00:00.000Z',
    },
  ],
};

function renderPage(create: (input: unknown) => unknown) {
  let refunds = untouched;
  render(<Toaster />);
  renderWithApp(<OrderDetailPage orderId={order._id} />, {
    api: {
      'adminOrders.detail': () => detail,
      'orderRefunds.list': () => refunds,
      'orderRefunds.create': (input) => {
        const answer = create(input);
        refunds = afterRefund;
        return answer;
      },
    },
  });
}

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Refund order TY-10482/ }));
  return screen.findByRole('dialog', { name: 'Refund order TY-10482?' });
};

describe('Refund on the admin order page', () => {
  it('starts empty (Enter refunds nothing), names the amount on its button, checks it with the server’s words, refunds with units back in stock', async () => {
    const sent: unknown[] = [];
    renderPage((input) => {
      sent.push(input);
      return { id: afterRefund.refunds[0]!.id, amountCents: 2000, status: 'succeeded', creditNoteNumber: 'CN-000001', refundedCents: 2000, paymentStatus: 'partially_refunded' };
    });
    expect(await screen.findByText('Paid')).toBeTruthy();

    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText(/Amount in dollars/) as HTMLInputElement;
    expect(amount.value).toBe('');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Damaged in transit');
    // A stray Enter in the empty amount refunds nothing: the form asks for the amount.
    await userEvent.type(amount, '{Enter}');
    expect(await within(dialog).findByText('Enter the amount to refund')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(amount, '700');
    // More than is left: the button does not promise it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $671.40 can be refunded')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    const spades = within(dialog).getByLabelText(/Border spade/);
    await userEvent.type(spades, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $20.00' }));
    expect(await within(dialog).findByText('At most 24 units of this line can go back to stock')).toBeTruthy();
    await userEvent.clear(spades);
    await userEvent.type(spades, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $20.00' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ id: order._id, amountCents: 2000, reason: 'Damaged in transit', restock: [{ productId: THREE_LINES[0]!.productID, quantity: 2 }] }]);
    expect(await screen.findByText('Refunded $20.00. Credit note CN-000001 issued.')).toBeTruthy();
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText(/Damaged in transit/)).toBeTruthy();
    expect(within(refunds).getByText(/Credit note CN-000001 · 2 units back in stock/)).toBeTruthy();
    expect(screen.getByText('Paid, partly refunded')).toBeTruthy();
    expect(screen.getByText('$20.00 of $671.40')).toBeTruthy();
  });

  it('shows the card network’s refusal in the dialog', async () => {
    renderPage(() => {
      throw new Error('The card network refused the refund: Charge disputed. Nothing was refunded.');
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Amount in dollars/), '671.40');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Broken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $671.40' }));
    expect(await within(dialog).findByText('The card network refused the refund: Charge disputed. Nothing was refunded.')).toBeTruthy();
  });

  it('credits an unpaid order placed on account to the company’s account, saying no money moves', async () => {
    const onAccount = { ...order, isPaid: false, paymentMethod: 'account' as const };
    render(<Toaster />);
    renderWithApp(<OrderDetailPage orderId={order._id} />, {
      api: {
        'adminOrders.detail': () => ({ ...detail, order: onAccount }),
        'orderRefunds.list': () => ({ ...untouched, paidCents: 0, paymentStatus: null }),
      },
    });
    const dialog = await openDialog();
    expect(within(dialog).getByText(/is credited to the company's account: no money moves/)).toBeTruthy();
    expect(within(dialog).queryByText(/card through the payment gateway/)).toBeNull();
  });

  it('titles the page with the order number and tells the timeline in words, the gateway codes folded away', async () => {
    renderPage(() => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order TY-10482' })).toBeTruthy();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Card declined: insufficient funds')).toBeTruthy();
    expect(within(timeline).queryByText(/requires_payment_method/)?.closest('details')).toBeTruthy();
    expect(within(timeline).getByText('Gateway details')).toBeTruthy();
  });
});
