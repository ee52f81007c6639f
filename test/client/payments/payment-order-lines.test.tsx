// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentPage } from '../../../src/client/features/payments/payment-page';
import { multiLineOrder, THREE_LINES } from '../../helpers/order-lines-fixture';
import { never, renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const order = multiLineOrder({ number: 'TY-10500', user: 'Hazel', poNumber: 'PO-4471' });
const cellsOf = (row: HTMLElement) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)];

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellsOf(row));
}

describe('the payment page of an order with several lines', () => {
  it('lists every line with its SKU, quantity, unit price and line total, then the order total, and names the PO number', async () => {
    renderWithApp(<PaymentPage orderId={order._id} />, { api: { 'orders.details': () => order, 'payments.createIntent': never } });

    const table = await screen.findByRole('table', { name: 'Order lines' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Product', 'Quantity', 'Unit price', 'Line total']);
    expect(rowsOf(table)).toEqual([
      ['Border spade SKU SPD-001', '24', '$11.50', '$276.00'],
      ['Leaf rake SKU RAK-002', '12', '$18.25', '$219.00'],
      ['Work gloves SKU GLV-012', '36', '$4.90', '$176.40'],
      ['Order total', '$671.40'],
    ]);
    expect(screen.getByText(/Please pay for/).textContent).toBe('Please pay for order TY-10500, your PO number PO-4471.');
    expect(screen.getByText('Amount to pay:').textContent).toBe('Amount to pay: $671.40');
  });

  it('says no PO number when none was given', async () => {
    renderWithApp(<PaymentPage orderId={order._id} />, { api: { 'orders.details': () => ({ ...order, poNumber: null }), 'payments.createIntent': never } });
    expect((await screen.findByText(/Please pay for/)).textContent).toBe('Please pay for order TY-10500.');
  });

  it("puts every line on the receipt, with the amount paid and the buyer's PO number", async () => {
    const paid = { ...order, isPaid: true, status: 'processing' as const, transactionId: 'pi_1234567890ABCDEF' };
    const receipt = {
      orderId: order._id,
      number: order.number,
      customerName: 'Hazel',
      lines: THREE_LINES,
      totalPaid: 671.4,
      currency: 'usd',
      paidAt: '2026-11-24T10:30:00.000Z',
      transactionId: paid.transactionId,
      reference: '90ABCDEF',
      card: null,
    };
    renderWithApp(<PaymentPage orderId={order._id} />, { api: { 'orders.details': () => paid, 'payments.receipt': () => receipt } });

    const table = await screen.findByRole('table', { name: 'What you bought' });
    expect(rowsOf(table)).toEqual([
      ['Border spade SKU SPD-001', '24', '$11.50', '$276.00'],
      ['Leaf rake SKU RAK-002', '12', '$18.25', '$219.00'],
      ['Work gloves SKU GLV-012', '36', '$4.90', '$176.40'],
      ['Total paid', '$671.40'],
    ]);
    const facts = Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ 'Order number': 'TY-10500', 'PO number': 'PO-4471', 'Amount paid': '$671.40' });
  });
});
