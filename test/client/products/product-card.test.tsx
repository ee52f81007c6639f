// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/client/features/products/product-card';
import type { Product } from '../../../src/shared/schemas/product';
import { renderWithApp } from '../../helpers/render-client';
import { product } from './catalogue-products';

afterEach(cleanup);

/** The card of `tool` as the catalogue and the home page list it, Place Order and all. */
async function listedCard(tool: Product) {
  renderWithApp(<ProductCard product={tool} withOrderLink action={<button type="button">Add to cart</button>} />);
  return within(await screen.findByRole('article', { name: tool.name }));
}

describe("a product's card", () => {
  it('names the pack size of a product sold in packs, and says nothing of packs for one sold by the unit', async () => {
    const gloves = await listedCard(product(1, { name: 'Nitrile gloves', packSize: 12, minimumOrder: 12, quantity: 240 }));
    expect(gloves.getByText('Packs of 12')).toBeTruthy();
    cleanup();
    const rake = await listedCard(product(2, { name: 'Leaf rake' }));
    expect(rake.queryByText(/packs of/i)).toBeNull();
  });

  it('shows "from" the lowest volume price beside the price, only when there are volume prices', async () => {
    const trowel = await listedCard(
      product(3, {
        name: 'Hand trowel',
        price: 12.99,
        priceTiers: [
          { minQuantity: 120, price: 11.9 },
          { minQuantity: 480, price: 10.99 },
        ],
      }),
    );
    const price = trowel.getByText('$12.99', { exact: false });
    expect(price.textContent).toBe('$12.99 from $10.99');
    cleanup();
    const rake = await listedCard(product(4, { name: 'Leaf rake', price: 18.99 }));
    expect(rake.getByText('$18.99')).toBeTruthy();
    expect(rake.queryByText(/from \$/)).toBeNull();
  });

  it('says "Out of stock" instead of Place Order when no order can be placed, and offers the order otherwise', async () => {
    const soldOut = await listedCard(product(5, { name: 'Stirrup hoe', quantity: 0 }));
    expect(soldOut.getByText('Out of stock')).toBeTruthy();
    expect(soldOut.queryByRole('link', { name: /Place Order/ })).toBeNull();
    expect(soldOut.getByText('0 units')).toBeTruthy();
    cleanup();
    // 11 left of a product sold in packs of 12: not even one pack can be ordered.
    const lastFew = await listedCard(product(6, { name: 'Pruning shears', packSize: 12, minimumOrder: 12, quantity: 11 }));
    expect(lastFew.getByText('Out of stock')).toBeTruthy();
    expect(lastFew.queryByRole('link', { name: /Place Order/ })).toBeNull();
    cleanup();
    const inStock = await listedCard(product(7, { name: 'Border spade', quantity: 40 }));
    expect(inStock.queryByText('Out of stock')).toBeNull();
    expect(inStock.getByRole('link', { name: 'Place Order: Border spade' }).getAttribute('href')).toBe(`/purchase/${product(7)._id}`);
  });
});
