// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MyOrdersPage } from '../../../src/client/features/orders/my-orders-page';
import type { ClosedOrder } from '../../../src/shared/schemas/order';
import { orderFixture } from '../../helpers/order-fixture';
import { multiLineOrder } from '../../helpers/order-lines-fixture';
import { renderWithApp, type FakeApi } from '../../helpers/render-client';

afterEach(cleanup);

const me = () => ({ user: { id: '20000000-0000-4000-8000-000000000000', email: 'hazel@garden.test', name: 'Hazel', role: 'user' } });
const renderPage = (api: FakeApi) => renderWithApp(<MyOrdersPage />, { api: { 'auth.me': me, 'orders.closedMine': () => [], ...api } });

const LINE_TEXTS = ['Border spade SKU SPD-001 24 × $11.50 = $276.00', 'Leaf rake SKU RAK-002 12 × $18.25 = $219.00', 'Work gloves SKU GLV-012 36 × $4.90 = $176.40'];

describe('My Orders, orders with lines', () => {
  it('shows a multi-line order as "3 lines", a button that shows each line, with its units, total and PO number', async () => {
    const many = multiLineOrder({ number: 'TY-10500', poNumber: 'PO-4471' });
    const one = orderFixture({ number: 'TY-10501', productName: 'Hand trowel', orderQuantity: 12, totalPrice: 90 });
    renderPage({ 'orders.mine': () => ({ orders: [many, one], nextCursor: null }) });

    const row = await screen.findByRole('row', { name: /TY-10500/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('TY-10500 PO PO-4471');
    const disclosure = within(row).getByRole('button', { name: '3 lines of order TY-10500' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(disclosure.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe('72');
    expect(cells[2]!.textContent).toBe('$671.40');

    await userEvent.setup().click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(LINE_TEXTS);
    expect(within(row).getByRole('link', { name: 'Pay for order TY-10500' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Cancel order TY-10500' })).toBeTruthy();

    const single = screen.getByRole('row', { name: /TY-10501/ });
    expect(within(single).getByRole('rowheader').textContent).toBe('TY-10501');
    expect(within(single).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['Hand trowel', '12', '$90.00']);
    expect(within(single).queryByRole('button', { name: /lines/ })).toBeNull();
    expect(within(single).getByRole('link', { name: 'Pay for the Hand trowel order' })).toBeTruthy();
  });

  it('shows the lines of a closed multi-line order the same way', async () => {
    const closed = { ...multiLineOrder({ number: 'TY-10502', poNumber: 'PO-9' }), status: 'expired', closedAt: '2026-11-21T08:30:00.000Z', closeReason: 'Not paid within 24 hours' } as ClosedOrder;
    renderPage({ 'orders.mine': () => ({ orders: [], nextCursor: null }), 'orders.closedMine': () => [closed] });
    const user = userEvent.setup();

    await user.click(await screen.findByText('Closed orders (1)'));
    const [item] = within(screen.getByRole('list', { name: 'Closed orders' })).getAllByRole('listitem');
    expect(item!.textContent).toContain('PO PO-9');
    expect(item!.textContent).toContain('72 units, $671.40');
    const disclosure = within(item!).getByRole('button', { name: '3 lines of order TY-10502' });
    await user.click(disclosure);
    const list = document.getElementById(disclosure.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('listitem').map((line) => line.textContent)).toEqual(LINE_TEXTS);
  });
});
