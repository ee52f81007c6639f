// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentPage } from '../../../src/client/features/payments/payment-page';
import { never, renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const ORDER_ID = '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000004';
const order = (fields: Record<string, unknown> = {}) => ({
  _id: ORDER_ID,
  productID: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000009',
  productName: 'Hand Trowel',
  user: 'Demo Customer',
  email: 'demo.customer@example.com',
  phone: '01700',
  orderQuantity: 36,
  address: 'Gulshan',
  totalPrice: 216,
  isPaid: false,
  status: 'pending',
  date: new Date().toISOString(),
  ...fields,
});
const secret = () => ({ clientSecret: 'pi_123456789012345678901234_secret_abc', gateway: 'test', publishableKey: null });

async function fillCard(number: string) {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/40' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('the payment page', () => {
  it('greets the customer and hides Pay until the payment secret is loaded', async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, { api: { 'orders.details': () => order(), 'payments.createIntent': never } });
    expect(await screen.findByRole('heading', { name: 'Hello, Demo Customer' })).toBeTruthy();
    expect(screen.getByText('Amount to pay:').textContent).toContain('$216.00');
    expect(screen.getByRole('status', { name: 'Preparing the payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('shows a progress bar and no Pay button while processing', async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, {
      api: { 'orders.details': () => order(), 'payments.createIntent': secret, 'payments.testConfirm': never },
    });
    await fillCard('4242 4242 4242 4242');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $216.00' }));
    expect(await screen.findByRole('progressbar', { name: 'Processing your payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it("shows the provider's message and offers Pay again", async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, {
      api: {
        'orders.details': () => order(),
        'payments.createIntent': secret,
        'payments.testConfirm': () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' } }),
      },
    });
    await fillCard('4000 0000 0000 9995');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $216.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $216.00' })).toBeTruthy();
  });

  it('says a paid or cancelled order cannot be paid instead of showing the form', async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, { api: { 'orders.details': () => order({ isPaid: true, status: 'processing', transactionId: 'pi_done' }) } });
    expect((await screen.findByText(/This order is paid/)).textContent).toContain('pi_done');
    cleanup();
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, { api: { 'orders.details': () => order({ status: 'cancelled' }) } });
    expect(await screen.findByText(/This order was cancelled; it can no longer be paid/)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
