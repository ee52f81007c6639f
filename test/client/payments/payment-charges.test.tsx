// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentPage } from '../../../src/client/features/payments/payment-page';
import { THREE_LINES, multiLineOrder } from '../../helpers/order-lines-fixture';
import { never, renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

// THREE_LINES ($671.40), Standard at $5.00, VAT 20% on the tools and shipping, 5% on the gloves.
const charges = {
  goodsTotal: 671.4,
  shipping: { method: 'Standard', amount: 5, estimate: '2-3 working days' },
  taxLines: [
    { ratePercent: 20, taxable: 500, amount: 100 },
    { ratePercent: 5, taxable: 176.4, amount: 8.82 },
  ],
  taxTotal: 108.82,
  taxNote: null,
  totalPrice: 785.22,
};
const order = { ...multiLineOrder({ number: 'TY-10700', user: 'Hazel' }), ...charges };
const footOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(4)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
const EXPECTED = [
  ['Goods', '$671.40'],
  ['Shipping: Standard (2-3 working days)', '$5.00'],
  ['VAT 20% on $500.00', '$100.00'],
  ['VAT 5% on $176.40', '$8.82'],
  ['Tax total', '$108.82'],
];

describe('the payment page of an order with shipping and tax', () => {
  it('shows the goods, shipping, each rate and the tax total above the amount to pay', async () => {
    renderWithApp(<PaymentPage orderId={order._id} />, { api: { 'orders.details': () => order, 'payments.createIntent': never } });
    const table = await screen.findByRole('table', { name: 'Order lines' });
    expect(footOf(table)).toEqual([...EXPECTED, ['Order total', '$785.22']]);
    expect(screen.getByText('Amount to pay:').textContent).toBe('Amount to pay: $785.22');
  });

  it('the receipt shows them too, above the total paid', async () => {
    const paid = { ...order, isPaid: true, status: 'processing' as const, transactionId: 'pi_1234567890ABCDEF' };
    const receipt = { orderId: order._id, number: order.number, customerName: 'Hazel', lines: THREE_LINES, totalPaid: 785.22, currency: 'usd', paidAt: '2026-11-24T10:30:00.000Z', transactionId: paid.transactionId, reference: '90ABCDEF', card: null, invoiceNumber: null, creditNotes: [] };
    renderWithApp(<PaymentPage orderId={order._id} />, { api: { 'orders.details': () => paid, 'payments.receipt': () => receipt } });
    const table = await screen.findByRole('table', { name: 'What you bought' });
    expect(footOf(table)).toEqual([...EXPECTED, ['Total paid', '$785.22']]);
  });
});
