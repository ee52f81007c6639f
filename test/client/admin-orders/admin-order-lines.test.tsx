// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AllOrders } from '../../../src/client/features/admin-orders/manage-all-orders-page';
import { OrderDetailPage } from '../../../src/client/features/admin-orders/order-detail-page';
import type { AdminOrderDetail } from '../../../src/shared/schemas/admin-orders';
import { orderFixture } from '../../helpers/order-fixture';
import { multiLineOrder } from '../../helpers/order-lines-fixture';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const many = multiLineOrder({ number: 'TY-10500', user: 'Ann', isPaid: true, status: 'processing', transactionId: 'pi_1', poNumber: 'PO-4471', note: 'Deliver to the back gate.\nCall first.' });
const one = orderFixture({ number: 'TY-10501', user: 'Ben', productName: 'Hand trowel', orderQuantity: 12, totalPrice: 90 });

describe("the admin's orders with lines", () => {
  it('the list shows "3 lines" or the one product, the units and the total, and links each order by its number', async () => {
    renderWithApp(<AllOrders filters={{}} onFiltersChange={() => {}} />, { api: { 'adminOrders.page': () => ({ orders: [many, one], nextCursor: null }) } });

    const table = await screen.findByRole('table');
    await within(table).findByText('3 lines');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    const column = (row: HTMLElement, name: string) => within(row).getAllByRole('cell')[headers.indexOf(name) - 1]!.textContent;
    const [manyRow, oneRow] = within(table).getAllByRole('row').slice(1);
    expect([column(manyRow!, 'Lines'), column(manyRow!, 'Units'), column(manyRow!, 'Total')]).toEqual(['3 lines', '72', '$671.40']);
    expect([column(oneRow!, 'Lines'), column(oneRow!, 'Units'), column(oneRow!, 'Total')]).toEqual(['Hand trowel', '12', '$90.00']);
    expect(within(manyRow!).getByRole('link', { name: 'TY-10500' }).getAttribute('href')).toBe(`/dashboard/orders/${many._id}`);
    expect(within(manyRow!).getByRole('button', { name: 'Ship order TY-10500 of Ann' })).toBeTruthy();
    expect(within(oneRow!).getByRole('link', { name: 'TY-10501' })).toBeTruthy();
  });

  it("the detail shows the lines with SKUs and prices, the order's total, the PO number and the buyer's note", async () => {
    const detail: AdminOrderDetail = {
      order: many,
      invoiceNumber: 'INV-000042',
      creditNotes: [{ number: 'CN-000007', amount: 20, issuedAt: '2026-11-24T10:00:00.000Z' }],
      customer: { name: 'Ann', email: many.email, phone: null, address: null },
      timeline: [],
    };
    renderWithApp(<OrderDetailPage orderId={many._id} />, { api: { 'adminOrders.detail': () => detail } });

    const table = await screen.findByRole('table', { name: 'Lines' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)]);
    expect(rows).toEqual([
      ['Border spade SKU SPD-001', '24', '$11.50', '$276.00'],
      ['Leaf rake SKU RAK-002', '12', '$18.25', '$219.00'],
      ['Work gloves SKU GLV-012', '36', '$4.90', '$176.40'],
      ['Order total', '$671.40'],
    ]);
    const facts = Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ 'Order number': 'TY-10500', 'PO number': 'PO-4471', Total: '$671.40', 'Note from the buyer': 'Deliver to the back gate.\nCall first.' });
    const invoice = screen.getByRole('link', { name: /Download invoice INV-000042/ });
    expect(invoice.getAttribute('href')).toBe(`/api/orders/${many._id}/invoice.pdf`);
    expect(screen.getByRole('link', { name: /CN-000007/ }).getAttribute('href')).toBe(`/api/orders/${many._id}/credit-notes/CN-000007.pdf`);
  });

  it('the detail leaves out the PO number and note when the buyer gave none', async () => {
    const detail: AdminOrderDetail = { order: one, invoiceNumber: null, creditNotes: [], customer: { name: 'Ben', email: one.email, phone: null, address: null }, timeline: [] };
    renderWithApp(<OrderDetailPage orderId={one._id} />, { api: { 'adminOrders.detail': () => detail } });

    expect(await screen.findByRole('table', { name: 'Lines' })).toBeTruthy();
    const terms = [...document.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).not.toContain('PO number');
    expect(terms).not.toContain('Note from the buyer');
    expect(terms).not.toContain('Invoice');
  });
});
