// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyOrdersPage } from '../../../src/client/features/orders/my-orders-page';
import { OrderPage } from '../../../src/client/features/orders/order-page';
import { REVERSE_CHARGE_WORDING } from '../../../src/shared/schemas/tax';
import { multiLineOrder } from '../../helpers/order-lines-fixture';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

// THREE_LINES ($671.40 of goods), Express at $12.00 and 20% VAT on goods and shipping: $136.68.
const charges = {
  goodsTotal: 671.4,
  shipping: { method: 'Express', amount: 12, estimate: '1 working day' },
  taxLines: [{ ratePercent: 20, taxable: 683.4, amount: 136.68 }],
  taxTotal: 136.68,
  taxNote: null,
  totalPrice: 820.08,
};
const charged = { ...multiLineOrder({ number: 'TY-10600', user: 'Hazel' }), ...charges };
const exempt = { ...charged, number: 'TY-10601', taxLines: [], taxTotal: 0, taxNote: REVERSE_CHARGE_WORDING, totalPrice: 683.4 };
const before = multiLineOrder({ number: 'TY-10602', user: 'Hazel' });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent));

function renderOrder(order: object) {
  const detail = { order, invoiceNumber: null, creditNotes: [], documents: [], timeline: [], payment: null, refunds: [], totals: { lines: 3, units: 72, total: 671.4 } };
  return renderWithApp(<OrderPage orderId={charged._id} />, { api: { 'orders.withLines': () => detail } });
}

describe("the customer's order page", () => {
  it('shows the goods, the shipping with its method and estimate, the VAT line, the tax total and the total under the lines', async () => {
    renderOrder(charged);
    const table = await screen.findByRole('table', { name: 'What you ordered' });
    expect(rowsOf(table).slice(3)).toEqual([
      ['Goods', '$671.40'],
      ['Shipping: Express (1 working day)', '$12.00'],
      ['VAT 20% on $683.40', '$136.68'],
      ['Tax total', '$136.68'],
      ['Order total', '$820.08'],
    ]);
  });

  it("an exempt company's order says why in place of tax lines", async () => {
    renderOrder(exempt);
    const table = await screen.findByRole('table', { name: 'What you ordered' });
    expect(rowsOf(table).slice(3)).toEqual([['Goods', '$671.40'], ['Shipping: Express (1 working day)', '$12.00'], [REVERSE_CHARGE_WORDING], ['Order total', '$683.40']]);
  });

  it('an order without shipping or tax (any from before them) shows its total alone, as before', async () => {
    renderOrder({ ...before, goodsTotal: 671.4, shipping: null, taxLines: [], taxTotal: 0, taxNote: null });
    const table = await screen.findByRole('table', { name: 'What you ordered' });
    expect(rowsOf(table).slice(3)).toEqual([['Order total', '$671.40']]);
  });
});

describe('My Orders', () => {
  it('says under a total what shipping and tax it includes, and nothing under one without', async () => {
    const me = () => ({ user: { id: '20000000-0000-4000-8000-000000000000', email: charged.email, name: 'Hazel', role: 'user' } });
    renderWithApp(<MyOrdersPage />, { api: { 'auth.me': me, 'orders.closedMine': () => [], 'orders.mine': () => ({ orders: [charged, before], nextCursor: null }) } });
    const table = await screen.findByRole('table');
    const row = await within(table).findByRole('row', { name: /TY-10600/ });
    expect(within(row).getByText('incl. shipping $12.00 and tax $136.68').parentElement?.textContent).toBe('$820.08incl. shipping $12.00 and tax $136.68');
    expect(within(within(table).getByRole('row', { name: /TY-10602/ })).queryByText(/incl\./)).toBeNull();
  });
});
