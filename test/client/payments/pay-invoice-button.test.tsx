// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayInvoiceButton } from '../../../src/client/features/payments/pay-invoice-button';
import { renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const INTENT_ID = 'pi_123456789012345678901234';
const ORDER_ID = '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000004';
const started = () => ({ clientSecret: `${INTENT_ID}_secret_abc`, gateway: 'test', publishableKey: null, orderId: ORDER_ID, invoiceNumber: 'INV-000042', amount: 120.5 });
const payer = { name: 'Depot Buyer', email: 'buyer@garden.com' };

describe('PayInvoiceButton', () => {
  it('opens on what the server says the invoice owes, pays it by card, confirms it and closes', async () => {
    const asked: unknown[] = [];
    const confirmed: unknown[] = [];
    let paid = 0;
    renderWithApp(<PayInvoiceButton invoiceNumber="INV-000042" payer={payer} onPaid={() => paid++} />, {
      api: {
        'payments.payInvoice': (input) => (asked.push(input), started()),
        'payments.testConfirm': () => ({ paymentIntent: { id: INTENT_ID, object: 'payment_intent', amount: 12050, currency: 'usd', status: 'succeeded', client_secret: `${INTENT_ID}_secret_abc`, created: 0, livemode: false, metadata: { orderId: ORDER_ID }, last_payment_error: null, next_action: null } }),
        'payments.confirmInvoice': (input) => (confirmed.push(input), { modifiedCount: 1, isPaid: true, transactionId: INTENT_ID }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card: invoice INV-000042' }));
    expect(await screen.findByRole('dialog', { name: 'Pay invoice INV-000042' })).toBeTruthy();
    expect((await screen.findByText(/Amount to pay/)).textContent).toContain('$120.50');
    expect(asked).toEqual([{ number: 'INV-000042' }]);

    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/40' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $120.50' }));

    await waitFor(() => expect(paid).toBe(1));
    expect(confirmed).toEqual([{ number: 'INV-000042', transactionId: INTENT_ID }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the invoice cannot be paid', async () => {
    renderWithApp(<PayInvoiceButton invoiceNumber="INV-000042" payer={payer} />, {
      api: {
        'payments.payInvoice': () => {
          throw serverError('This invoice is already paid', 409);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card: invoice INV-000042' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This invoice is already paid');
  });
});
