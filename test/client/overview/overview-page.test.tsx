// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverviewPage } from '../../../src/client/features/overview/overview-page';
import type { Overview } from '../../../src/shared/schemas/overview';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: i === 29 ? 2 : i === 10 ? 1 : 0,
  units: i === 29 ? 36 : i === 10 ? 4 : 0,
  total: i === 29 ? 15.5 : i === 10 ? 40 : 0,
}));

const overview: Overview = {
  salesByDay: days,
  openUnpaidOrders: 3,
  awaitingShipment: 1,
  lowStock: [{ _id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', name: 'Rake', quantity: 9, minimumOrder: 5 }],
};

describe('the overview page', () => {
  it('charts 30 days of sales with a described SVG and the same figures as a table, and shows what needs doing', async () => {
    renderWithApp(<OverviewPage />, { api: { 'overview.get': () => overview } });

    const chart = await screen.findByRole('img', { name: /Sales per day, last 30 days: \$55\.50 in all, best day \$40\.00/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByText('$15.50')).toBeTruthy();

    expect(screen.getByText('Open unpaid orders').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Orders waiting to ship').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Rake')).toBeTruthy();
    expect(screen.getByText('9 units left (minimum order 5)')).toBeTruthy();
  });

  it('says so when nothing sold and every product has stock', async () => {
    renderWithApp(<OverviewPage />, {
      api: { 'overview.get': () => ({ ...overview, salesByDay: days.map((day) => ({ ...day, orders: 0, total: 0 })), lowStock: [] }) },
    });
    expect(await screen.findByRole('img', { name: /\$0\.00 in all, no sales yet/ })).toBeTruthy();
    expect(screen.getByText('Every product has enough stock.')).toBeTruthy();
  });
});
