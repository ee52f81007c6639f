// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MyOrdersPage } from '../../../src/client/features/orders/my-orders-page';
import { payByText } from '../../../src/client/features/orders/pay-by';
import type { ClosedOrder, Order } from '../../../src/shared/schemas/order';
import { orderFixture } from '../../helpers/order-fixture';
import { never, renderWithApp, type FakeApi } from '../../helpers/render-client';

afterEach(cleanup);

const me = () => ({ user: { id: '20000000-0000-4000-8000-000000000000', email: 'hazel@garden.test', name: 'Hazel', role: 'user' } });

const order = (fields: Partial<Order> = {}) =>
  orderFixture({ productName: 'Border spade', user: 'Hazel', email: 'hazel@garden.test', orderQuantity: 12, totalPrice: 294, date: '2026-11-20T10:00:00.000Z', ...fields });

const shipped = (fields: Partial<Order>) =>
  order({ isPaid: true, status: 'shipped', transactionId: 'pi_1', shippedAt: '2026-11-22T09:00:00.000Z', ...fields });

function closed(fields: Partial<ClosedOrder>): ClosedOrder {
  return { ...order(), status: 'cancelled', closedAt: '2026-11-21T08:30:00.000Z', closeReason: 'Cancelled by the customer', ...fields } as ClosedOrder;
}

function renderPage(api: FakeApi) {
  return renderWithApp(<MyOrdersPage />, { api: { 'auth.me': me, 'orders.closedMine': () => [], ...api } });
}

describe('My Orders', () => {
  it('shows each order by its number, and a shipped one with its ship date, carrier and tracking (a link for a known carrier)', async () => {
    const ups = shipped({ productName: 'Rake', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const local = shipped({ productName: 'Hoe', carrier: 'Parcelforce', trackingNumber: 'PF123' });
    const waiting = order({ productName: 'Spade' });
    renderPage({ 'orders.mine': () => ({ orders: [ups, local, waiting], nextCursor: null }) });

    const table = await screen.findByRole('table');
    await within(table).findByRole('row', { name: new RegExp(ups.number) });
    const row = (number: string) => within(table).getByRole('row', { name: new RegExp(number) });
    const link = within(row(ups.number)).getByRole('link', { name: `1Z999AA10123456784: track order ${ups.number} with UPS (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(row(ups.number)).getByText(/by UPS/)).toBeTruthy();
    const shipDate = row(ups.number).querySelector('time[datetime="2026-11-22T09:00:00.000Z"]');
    expect(shipDate?.parentElement?.textContent).toMatch(/^Shipped \S/);

    expect(within(row(local.number)).getByText('PF123')).toBeTruthy();
    expect(within(row(local.number)).queryByRole('link', { name: /track/ })).toBeNull();
    expect(within(row(waiting.number)).getByText('Not shipped yet')).toBeTruthy();
    expect(within(row(waiting.number)).getByRole('rowheader').textContent).toBe(waiting.number);
  });

  it('keeps cancelled and expired orders in a collapsed "Closed orders" group, with their reason and date', async () => {
    const cancelled = closed({ productName: 'Shears', closeReason: 'Suspected stock hoarding' });
    const expired = closed({ productName: 'Trowel', status: 'expired', closeReason: 'Not paid within 24 hours' });
    renderPage({ 'orders.mine': () => ({ orders: [], nextCursor: null }), 'orders.closedMine': () => [cancelled, expired] });

    const summary = await screen.findByText('Closed orders (2)');
    const group = summary.closest('details')!;
    expect(group.open).toBe(false);
    expect(screen.getByText('No open orders')).toBeTruthy();
    await userEvent.setup().click(summary);
    expect(group.open).toBe(true);
    const items = within(within(group).getByRole('list', { name: 'Closed orders' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain(cancelled.number);
    expect(items[0]!.textContent).toContain('Suspected stock hoarding');
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T08:30:00.000Z');
    expect(items[1]!.textContent).toContain('expired');
    expect(items[1]!.textContent).toContain('Not paid within 24 hours');
  });

  it('shows "Pay by" with the deadline on an unpaid order, and the transaction id instead on a paid one', async () => {
    const deadline = new Date(Date.now() + 30 * 60_000).toISOString();
    const unpaid = order({ expiresAt: deadline });
    const paid = order({ productName: 'Rake', isPaid: true, status: 'processing', transactionId: 'pi_1' });
    renderPage({ 'orders.mine': () => ({ orders: [unpaid, paid], nextCursor: null }) });

    const table = await screen.findByRole('table');
    await within(table).findByText('pi_1');
    const [unpaidRow, paidRow] = within(table).getAllByRole('row').slice(1);
    const shown = within(unpaidRow!).getByText(/^Pay by /);
    expect(shown.textContent).toBe(payByText(deadline, { now: new Date() }));
    expect(shown.getAttribute('datetime')).toBe(deadline);
    expect(within(paidRow!).queryByText(/Pay by/)).toBeNull();
    expect(within(paidRow!).getByText('pi_1')).toBeTruthy();
  });

  it('says "No orders yet" when there are none at all, open or closed', async () => {
    renderPage({ 'orders.mine': () => ({ orders: [], nextCursor: null }) });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the products' }).getAttribute('href')).toBe('/#products');
    expect(screen.queryByText(/Closed orders/)).toBeNull();
  });

  it('puts the route\'s Buy again on every order, open and closed, after the table\'s own columns (its header for screen readers only)', async () => {
    const open = order({ productName: 'Spade' });
    const cancelled = closed({ productName: 'Shears' });
    const slotted: unknown[] = [];
    renderWithApp(
      <MyOrdersPage
        buyAgain={(target) => {
          slotted.push(target);
          return <button type="button">Buy again {target.number}</button>;
        }}
      />,
      { api: { 'auth.me': me, 'orders.mine': () => ({ orders: [open], nextCursor: null }), 'orders.closedMine': () => [cancelled] } },
    );

    const table = await screen.findByRole('table', { name: 'My open orders' });
    const row = await within(table).findByRole('row', { name: new RegExp(open.number) });
    expect(within(row).getByRole('button', { name: `Buy again ${open.number}` })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Product', 'Units', 'Total', 'Placed', 'Status', 'Payment', 'Buy again']);
    const closedOnes = await screen.findByRole('list', { name: 'Closed orders' });
    expect(within(closedOnes).getByRole('button', { name: `Buy again ${cancelled.number}` })).toBeTruthy();
    expect(slotted).toContainEqual({ id: open._id, number: open.number });
    expect(slotted).toContainEqual({ id: cancelled._id, number: cancelled.number });
  });

  it('keeps the table’s shape while loading', async () => {
    renderPage({ 'orders.mine': never });
    expect(await screen.findByRole('status', { name: 'Loading your orders' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'My open orders' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Product', 'Units', 'Total', 'Placed', 'Status', 'Payment']);
  });

  it('pages through the open orders with Previous and Next', async () => {
    const first = orderFixture({ number: 'TY-10001', productName: 'Spade' });
    const second = orderFixture({ number: 'TY-10002', productName: 'Rake' });
    const asked: unknown[] = [];
    renderPage({
      'orders.mine': (input) => {
        asked.push(input);
        return (input as { cursor?: string }).cursor ? { orders: [second], nextCursor: null } : { orders: [first], nextCursor: 'c-2' };
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /TY-10001/ });
    expect(asked[0]).toEqual({ limit: 25 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /TY-10002/ })).toBeTruthy();
    expect(asked.at(-1)).toEqual({ cursor: 'c-2', limit: 25 });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('row', { name: /TY-10001/ })).toBeTruthy();
  });

  it('says in words what failed, never the raw error, and Retry loads the orders', async () => {
    let fail = true;
    const spade = order();
    renderPage({
      'orders.mine': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { orders: [spade], nextCursor: null };
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your orders.");
    expect(document.body.textContent).not.toContain('Failed to fetch');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: new RegExp(spade.number) })).toBeTruthy();
  });

  it('after cancelling, puts the focus on the message that says so, not on the page', async () => {
    const spade = order({ productName: 'Spade' });
    let open = [spade];
    let closedOnes: ClosedOrder[] = [];
    renderPage({
      'orders.mine': () => ({ orders: open, nextCursor: null }),
      // Slow, as over a network: the dialog closes while the lists are still being fetched again.
      'orders.closedMine': () => new Promise((resolve) => setTimeout(() => resolve(closedOnes), 200)),
      'orders.cancel': () => {
        open = [];
        closedOnes = [closed({ ...spade, status: 'cancelled' })];
        return { deletedCount: 1 };
      },
      'products.list': () => [],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the Spade order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));

    const message = await screen.findByText(`Order ${spade.number} was cancelled. You will find it under Closed orders.`);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(await screen.findByText('Closed orders (1)')).toBeTruthy();
    expect(document.activeElement).toBe(message);
  });
});
