// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentPage } from '../../../src/client/features/payments/payment-page';
import type { Order } from '../../../src/shared/schemas/order';
import { orderFixture } from '../../helpers/order-fixture';
import { never, renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const ORDER_ID = '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000004';
const INTENT_ID = 'pi_123456789012345678901234';
const order = (fields: Partial<Order> = {}) =>
  orderFixture({
    _id: ORDER_ID,
    number: 'TY-10482',
    productID: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000009',
    productName: 'Hand Trowel',
    user: 'Demo Customer',
    email: 'demo.customer@example.com',
    orderQuantity: 36,
    totalPrice: 216,
    date: new Date().toISOString(),
    ...fields,
  });
const secret = () => ({ clientSecret: `${INTENT_ID}_secret_abc`, gateway: 'test', publishableKey: null });
const receipt = () => ({
  orderId: ORDER_ID,
  number: 'TY-10482',
  customerName: 'Demo Customer',
  lines: order().lines,
  totalPaid: 216,
  currency: 'usd',
  paidAt: '2026-11-24T10:30:00.000Z',
  transactionId: INTENT_ID,
  reference: '78901234',
  card: { brand: 'visa', last4: '4242' },
  invoiceNumber: 'INV-000042',
  creditNotes: [],
});
const notFound = () => {
  throw serverError('No such order', 404);
};

async function fillCard(number: string, expiry = '12/40', cvc = '123') {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: cvc } });
}

const pay = async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay $216.00' }));
const paying = (api: Record<string, (input: unknown) => unknown> = {}) =>
  renderWithApp(<PaymentPage orderId={ORDER_ID} />, { api: { 'orders.details': () => order(), 'payments.createIntent': secret, ...api } });

describe('the payment page', () => {
  it('greets the customer, names the order by its number, and hides Pay until the payment secret is loaded', async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, { api: { 'orders.details': () => order(), 'payments.createIntent': never } });
    expect(await screen.findByRole('heading', { name: 'Hello, Demo Customer' })).toBeTruthy();
    expect(screen.getByText(/Please pay for/).textContent).toContain('order TY-10482');
    expect(screen.getByText('Amount to pay:').textContent).toContain('$216.00');
    expect(screen.getByRole('status', { name: 'Preparing the payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('keeps the page busy in its shape while the order loads', async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, { api: { 'orders.details': never } });
    expect(await screen.findByRole('status', { name: 'Loading your order' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('names every empty field under that field, and takes the focus to the first', async () => {
    paying();
    await pay();
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(document.activeElement).toBe(number);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(number, { target: { value: '4242 4242 4242 4242' } });
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
  });

  it("names the field of a card the form refuses: a past expiry, a bad CVC", async () => {
    paying();
    await fillCard('4242 4242 4242 4242', '01/20', '12');
    await pay();
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is invalid.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Expiry (MM/YY)'));
  });

  it('shows a progress bar and no Pay button while processing', async () => {
    paying({ 'payments.testConfirm': never });
    await fillCard('4242 4242 4242 4242');
    await pay();
    expect(await screen.findByRole('progressbar', { name: 'Processing your payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it("shows a decline next to the form, focused, and offers Pay again", async () => {
    paying({ 'payments.testConfirm': () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' } }) });
    await fillCard('4000 0000 0000 9995');
    await pay();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The payment did not go throughYour card has insufficient funds.');
    expect(document.activeElement).toBe(alert);
    const form = screen.getByRole('form', { name: 'Card details' });
    expect(within(form).getByRole('alert')).toBe(alert);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $216.00' })).toBeTruthy();
  });

  it('says in words when the shop cannot be reached, never the raw error', async () => {
    paying({
      'payments.testConfirm': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillCard('4242 4242 4242 4242');
    await pay();
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't reach the shop. Check your connection and try again.");
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it("becomes the receipt once paid: Paid (focused), the spec's sentence, number, line, amount, date, reference with the transaction id, card, and the ways onward", async () => {
    paying({
      'payments.testConfirm': () => ({
        paymentIntent: { id: INTENT_ID, object: 'payment_intent', amount: 21600, currency: 'usd', status: 'succeeded', client_secret: 'x', created: 1, livemode: false, metadata: { orderId: ORDER_ID }, last_payment_error: null, next_action: null },
      }),
      'payments.confirm': () => ({ modifiedCount: 1, isPaid: true, transactionId: INTENT_ID }),
      'payments.receipt': receipt,
      'orders.mine': () => [],
    });
    await fillCard('4242 4242 4242 4242');
    await pay();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Paid' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText(/Amount to pay/)).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const row = await screen.findByRole('row', { name: /Hand Trowel/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['36', '$6.00', '$216.00']);
    const facts = Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ 'Order number': 'TY-10482', 'Amount paid': '$216.00', 'Paid with': 'Visa ending 4242', 'Payment reference': '78901234', 'Transaction id': INTENT_ID });
    expect(facts['Date paid']).toMatch(/2026/);
    expect(screen.getByText('Congrats! Your payment is completed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Orders' }).getAttribute('href')).toBe('/dashboard/my-orders');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/products');
    const invoice = screen.getByRole('link', { name: 'Download invoice INV-000042 (PDF)' });
    expect(invoice.getAttribute('href')).toBe(`/api/orders/${ORDER_ID}/invoice.pdf`);
    expect(invoice.getAttribute('download')).toBe('INV-000042.pdf');
  });

  it('shows the receipt, never the form, for an order that is already paid; a card without brand reads "Card ending"', async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, {
      api: { 'orders.details': () => order({ isPaid: true, status: 'processing', transactionId: INTENT_ID }), 'payments.receipt': () => ({ ...receipt(), card: { brand: null, last4: '4242' } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeTruthy();
    expect(await screen.findByText('Card ending 4242')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByText(/Please pay for/)).toBeNull();
  });

  it("keeps the receipt's heading and ways onward when its details fail to load, with Retry", async () => {
    let calls = 0;
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, {
      api: {
        'orders.details': () => order({ isPaid: true, status: 'processing', transactionId: INTENT_ID }),
        'payments.receipt': () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return receipt();
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the receipt's details.");
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('78901234')).toBeTruthy();
  });

  it('says a cancelled order cannot be paid instead of showing the form', async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, { api: { 'orders.details': () => order({ status: 'cancelled' }) } });
    expect(await screen.findByText(/This order was cancelled; it can no longer be paid/)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it("says plainly when the order cannot be found, with the ways onward", async () => {
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, { api: { 'orders.details': notFound } });
    expect(await screen.findByRole('heading', { name: "We couldn't find this order" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });

  it('says in words what failed when the order does not load, and Retry loads it', async () => {
    let calls = 0;
    renderWithApp(<PaymentPage orderId={ORDER_ID} />, {
      api: {
        'orders.details': () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return order();
        },
        'payments.createIntent': never,
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your order.");
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Demo Customer' })).toBeTruthy();
  });
});
