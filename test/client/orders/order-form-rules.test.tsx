// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderForm } from '../../../src/client/features/orders/order-form';
import type { Product } from '../../../src/shared/schemas/product';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const buyer = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'salma@garden.com', name: 'Salma Akter', role: 'user' as const };
const base: Product = {
  _id: '0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  sku: 'SP-BORDER-71',
  slug: 'border-spade',
  name: 'Border spade',
  image: '/images/products/border-spade.svg',
  images: ['/images/products/border-spade.svg'],
  categoryId: null,
  status: 'active',
  description: 'Narrow and strong.',
  minimumOrder: 1,
  quantity: 500,
  price: 12.9,
  date: '2025-03-01T10:00:00.000Z',
  packSize: 1,
  maximumOrder: null,
  priceList: null,
  listPrice: null,
  priceTiers: [
    { minQuantity: 10, price: 11.5 },
    { minQuantity: 50, price: 10.9 },
  ],
};

async function renderForm(product: Product) {
  renderWithApp(<OrderForm product={product} />, { api: { 'auth.me': () => ({ user: buyer }), 'users.me': () => null, 'companyCheckout.locations': () => null } });
  await screen.findByRole('heading', { name: 'Place your order' });
  return userEvent.setup();
}

/** The table's rows as [range, price], and the one marked current. */
function tiers(caption = 'Volume prices') {
  const table = screen.getByRole('table', { name: caption });
  const rows = within(table).getAllByRole('row').slice(1);
  const cells = (row: HTMLElement) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent];
  return { rows: rows.map(cells), current: rows.filter((row) => row.getAttribute('aria-current') === 'true').map(cells) };
}

describe('volume prices on the order form', () => {
  it('lists the tiers and marks the quantity’s tier in words; the total follows it at 9, 10, 49 and 50 units', async () => {
    const user = await renderForm(base);
    // The form starts at the smallest order, 1 unit: the base price.
    expect(tiers().rows).toEqual([
      ['1–9', '$12.90 (your price)'],
      ['10–49', '$11.50'],
      ['50+', '$10.90'],
    ]);
    const quantity = screen.getByLabelText('Quantity of Border spade');
    for (const [units, row, total] of [
      ['9', ['1–9', '$12.90 (your price)'], '$116.10'],
      ['10', ['10–49', '$11.50 (your price)'], '$115.00'],
      ['49', ['10–49', '$11.50 (your price)'], '$563.50'],
      ['50', ['50+', '$10.90 (your price)'], '$545.00'],
    ] as const) {
      await user.clear(quantity);
      await user.type(quantity, units);
      expect(tiers().current).toEqual([row]);
      expect(screen.getByLabelText('Total price').textContent).toBe(total);
    }
  });

  it("lists a company member's own tiers from their price list and totals at their prices (issue 39)", async () => {
    // "Acme 2027" prices it $11.00, $10.00 from 10 and $9.00 from 50 for this member: the read carries theirs.
    const theirs: Product = { ...base, price: 11, priceTiers: [{ minQuantity: 10, price: 10 }, { minQuantity: 50, price: 9 }], priceList: { id: 'c1000000-0000-4000-8000-000000000001', name: 'Acme 2027' }, listPrice: 12.9 };
    const user = await renderForm(theirs);
    expect(screen.queryByRole('table', { name: 'Volume prices' })).toBeNull();
    expect(tiers('Your contract volume prices').rows).toEqual([
      ['1–9', '$11.00 (your price)'],
      ['10–49', '$10.00'],
      ['50+', '$9.00'],
    ]);
    const quantity = screen.getByLabelText('Quantity of Border spade');
    for (const [units, total] of [
      ['9', '$99.00'],
      ['10', '$100.00'],
      ['50', '$450.00'],
    ] as const) {
      await user.clear(quantity);
      await user.type(quantity, units);
      expect(screen.getByLabelText('Total price').textContent).toBe(total);
    }
  });

  it('states the pack, the minimum and the maximum, steps by the pack, and refuses a quantity between packs', async () => {
    const user = await renderForm({ ...base, minimumOrder: 20, packSize: 12, maximumOrder: 120, priceTiers: [] });
    expect(within(screen.getByRole('list', { name: 'Quantity rules' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sold in packs of 12',
      'Minimum order 24',
      'At most 120 per order',
    ]);
    expect(screen.queryByRole('table', { name: 'Volume prices' })).toBeNull();
    const quantity = screen.getByLabelText('Quantity of Border spade') as HTMLInputElement;
    expect([quantity.value, quantity.min, quantity.max, quantity.step]).toEqual(['24', '24', '120', '12']);
    expect(screen.getByText('From 24 to 120 units, in packs of 12')).toBeTruthy();

    await user.clear(quantity);
    await user.type(quantity, '30');
    expect(await screen.findByText('Sold in packs of 12: order 24 or 36')).toBeTruthy();
    expect(screen.getByLabelText('Total price').textContent).toBe('—');
    // The same field as the cart's: the packs either side to choose, never one chosen for the buyer.
    expect(quantity.value).toBe('30');
    await user.click(screen.getByRole('button', { name: 'Order 36 of Border spade' }));
    expect(quantity.value).toBe('36');
    expect(screen.queryByText(/Sold in packs of 12: order/)).toBeNull();
    expect(screen.getByLabelText('Total price').textContent).not.toBe('—');
  });
});
