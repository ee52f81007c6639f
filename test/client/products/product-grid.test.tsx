// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_PRODUCTS, ProductGrid } from '../../../src/client/features/products/product-grid';
import type { Product } from '../../../src/shared/schemas/product';
import { never, renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const spade: Product = {
  _id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000001',
  sku: 'TY-000001',
  slug: 'stainless-border-spade',
  name: 'Stainless Border Spade',
  image: '/images/products/border-spade.svg',
  images: ['/images/products/border-spade.svg'],
  categoryId: null,
  status: 'active',
  description: 'Polished stainless-steel blade.',
  minimumOrder: 10,
  quantity: 640,
  price: 34.99,
  date: '2026-11-01T10:00:00.000Z',
  packSize: 1,
  maximumOrder: null,
  priceList: null,
  listPrice: null,
  priceTiers: [],
};

const page = (items: Product[]) => ({ items, nextCursor: null });

describe('Our Products', () => {
  it('keeps the grid\'s shape while the products load: a placeholder card for each to come', async () => {
    renderWithApp(<ProductGrid />, { api: { 'catalogue.search': never } });
    const loading = await screen.findByRole('status', { name: 'Loading products' });
    expect(loading.querySelectorAll('li')).toHaveLength(HOME_PRODUCTS);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows each product with price in dollars, quantities in units and a Place Order link', async () => {
    renderWithApp(<ProductGrid />, { api: { 'catalogue.search': () => page([spade]) } });
    const card = await screen.findByRole('article', { name: 'Stainless Border Spade' });
    expect(within(card).getByText('SKU TY-000001')).toBeTruthy();
    expect(within(card).getByText('$34.99')).toBeTruthy();
    expect(within(card).getByText('640 units')).toBeTruthy();
    expect(within(card).getByText('10 units')).toBeTruthy();
    expect(within(card).getByText('Polished stainless-steel blade.')).toBeTruthy();
    const order = within(card).getByRole('link', { name: /Place Order/ });
    expect(order.getAttribute('href')).toBe(`/purchase/${spade._id}`);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows only the newest twelve, never the whole catalogue, and links to all the products', async () => {
    const asked: unknown[] = [];
    const many = Array.from({ length: 30 }, (_, index) => ({ ...spade, _id: `5b1d8f3e-7a2c-4e91-8d4f-${String(index).padStart(12, '0')}`, name: `Spade ${index}` }));
    renderWithApp(<ProductGrid />, {
      api: {
        'catalogue.search': (input) => {
          asked.push(input);
          const { limit } = input as { limit: number };
          return { items: many.slice(0, limit), nextCursor: 'more' };
        },
      },
    });
    await screen.findByRole('article', { name: 'Spade 0' });
    expect(HOME_PRODUCTS).toBe(12);
    expect(asked).toEqual([{ limit: 12, sort: 'newest' }]);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe('/products');
  });

  it('says so when there are no products yet', async () => {
    renderWithApp(<ProductGrid />, { api: { 'catalogue.search': () => page([]) } });
    expect(await screen.findByText(/No products yet/)).toBeTruthy();
  });

  it('shows a readable error with a Retry button that loads the products again', async () => {
    let calls = 0;
    renderWithApp(<ProductGrid />, {
      api: {
        'catalogue.search': () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return page([spade]);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the products.");
    expect(alert.textContent).toContain("We couldn't reach the shop. Check your connection and try again.");
    expect(alert.textContent).not.toContain('Failed to fetch');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Stainless Border Spade' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
