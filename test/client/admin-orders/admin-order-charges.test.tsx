// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderDetailPage } from '../../../src/client/features/admin-orders/order-detail-page';
import { certificateWording } from '../../../src/shared/schemas/tax';
import { multiLineOrder } from '../../helpers/order-lines-fixture';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

describe("the admin's order detail", () => {
  it('shows the goods, the shipping method and estimate, and the exemption in place of tax for an exempt company', async () => {
    const order = {
      ...multiLineOrder({ number: 'TY-10800', user: 'Ann' }),
      goodsTotal: 671.4,
      shipping: { method: 'Pallet', amount: 45, estimate: '3-5 working days' },
      taxLines: [],
      taxTotal: 0,
      taxNote: certificateWording('EX-2291'),
      totalPrice: 716.4,
    };
    const detail = { order, invoiceNumber: null, creditNotes: [], customer: { name: 'Ann', email: order.email, phone: null, address: null }, timeline: [] };
    renderWithApp(<OrderDetailPage orderId={order._id} />, { api: { 'adminOrders.detail': () => detail } });

    const table = await screen.findByRole('table', { name: 'Lines' });
    const foot = within(table)
      .getAllByRole('row')
      .slice(4)
      .map((row) => row.textContent);
    expect(foot).toEqual(['Goods$671.40', 'Shipping: Pallet (3-5 working days)$45.00', 'Exempt: certificate EX-2291', 'Order total$716.40']);
  });
});
