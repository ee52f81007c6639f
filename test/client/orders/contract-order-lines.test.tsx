// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderDetailPage } from '../../../src/client/features/admin-orders/order-detail-page';
import { MyOrdersPage } from '../../../src/client/features/orders/my-orders-page';
import { OrderPage } from '../../../src/client/features/orders/order-page';
import type { AdminOrderDetail } from '../../../src/shared/schemas/admin-orders';
import { multiLineOrder, THREE_LINES } from '../../helpers/order-lines-fixture';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

// The spade at Acme's contract price ($11.50 against its list price $12.90); the other lines at their own prices.
const contract = { id: '20000000-0000-4000-8000-000000000001', name: 'Acme 2027' };
const order = multiLineOrder({ number: 'TY-10700', user: 'Ann', lines: THREE_LINES.map((line, index) => (index === 0 ? { ...line, priceList: contract, listPrice: 12.9 } : line)) });

const productCells = (table: HTMLElement) => within(table).getAllByRole('rowheader').slice(0, 3).map((cell) => cell.textContent);

const expected = ['Border spade SKU SPD-001Contract price (Acme 2027), list price $12.90', 'Leaf rake SKU RAK-002', 'Work gloves SKU GLV-012'];

describe('an order line at a contract price (issue 39)', () => {
  it("the customer's order page names the list and the list price under the line, and nothing under the others", async () => {
    const detail = { order, invoiceNumber: null, creditNotes: [], documents: [], timeline: [], payment: null, refunds: [], totals: { lines: 3, units: 72, total: 671.4 } };
    renderWithApp(<OrderPage orderId={order._id} />, { api: { 'orders.withLines': () => detail } });
    expect(productCells(await screen.findByRole('table', { name: 'What you ordered' }))).toEqual(expected);
  });

  it("the admin's order detail does the same", async () => {
    const detail: AdminOrderDetail = { order, invoiceNumber: null, creditNotes: [], customer: { name: 'Ann', email: order.email, phone: null, address: null }, timeline: [] };
    renderWithApp(<OrderDetailPage orderId={order._id} />, { api: { 'adminOrders.detail': () => detail } });
    expect(productCells(await screen.findByRole('table', { name: 'Lines' }))).toEqual(expected);
  });

  it("My Orders' lines of the order say it too", async () => {
    const me = () => ({ user: { id: '20000000-0000-4000-8000-000000000000', email: 'ann@garden.test', name: 'Ann', role: 'user' } });
    renderWithApp(<MyOrdersPage />, { api: { 'auth.me': me, 'orders.closedMine': () => [], 'orders.mine': () => ({ orders: [order], nextCursor: null }) } });
    const row = await screen.findByRole('row', { name: /TY-10700/ });
    const disclosure = within(row).getByRole('button', { name: '3 lines of order TY-10700' });
    await userEvent.setup().click(disclosure);
    const list = document.getElementById(disclosure.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Border spade SKU SPD-001 24 × $11.50 = $276.00 · Contract price (Acme 2027), list price $12.90',
      'Leaf rake SKU RAK-002 12 × $18.25 = $219.00',
      'Work gloves SKU GLV-012 36 × $4.90 = $176.40',
    ]);
  });
});
