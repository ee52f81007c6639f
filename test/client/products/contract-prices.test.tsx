// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/client/features/products/product-card';
import { ProductDetails } from '../../../src/client/features/products/product-details';
import { ProductGallery } from '../../../src/client/features/products/product-gallery';
import { CONTRACT_PRICE_LABEL } from '../../../src/shared/words/contract-price-label';
import type { Product } from '../../../src/shared/schemas/product';
import { renderWithApp } from '../../helpers/render-client';
import { contractProduct, product } from './catalogue-products';

afterEach(cleanup);

/** The card of `tool` as the catalogue, search, categories and home list it. */
async function listedCard(tool: Product) {
  renderWithApp(<ProductCard product={tool} withOrderLink />);
  const article = await screen.findByRole('article', { name: tool.name });
  return Object.assign(within(article), { article });
}

/** The card of `tool` as the purchase page shows it, its gallery above the facts. */
async function purchaseCard(tool: Product) {
  renderWithApp(<ProductCard product={tool} heading="h2" media={<ProductGallery images={tool.images} name={tool.name} />} />);
  return within(await screen.findByRole('article', { name: tool.name }));
}

/** The product page's facts for a visitor or a member (the table shows when the order form does not), and its price's paragraph. */
async function productPage(tool: Product) {
  renderWithApp(<ProductDetails product={{ ...tool, stockState: 'in_stock' }} withPriceTable />);
  await screen.findByText(`SKU ${tool.sku}`);
  return Object.assign(screen, { price: screen.getByText('a unit').closest('p')! });
}

/** A member's trowel: $11.61 theirs from $12.90, 10+ at $10.35 and 50+ at $9.81 (10% off the product's). */
const memberTrowel = contractProduct(3, {
  name: 'Hand trowel',
  price: 11.61,
  listPrice: 12.9,
  priceTiers: [
    { minQuantity: 10, price: 10.35 },
    { minQuantity: 50, price: 9.81 },
  ],
});

describe('a contract price on a product card', () => {
  it('says "Your contract price" with the list\'s name, and strikes the higher list price, read as "List price"', async () => {
    for (const card of [await listedCard(memberTrowel), await purchaseCard({ ...memberTrowel, _id: product(4)._id, name: 'Hand trowel (purchase)' })]) {
      expect(card.getByText(`${CONTRACT_PRICE_LABEL} · Acme 2027`)).toBeTruthy();
      const price = card.getByText('$11.61', { exact: false });
      expect(price.textContent).toBe('$11.61List price $12.90 from $9.81');
      const struck = price.querySelector('s');
      expect(struck?.textContent).toBe('List price $12.90');
      // The words "List price" are for screen readers: the eye sees the strike.
      expect(within(struck as HTMLElement).getByText('List price').className).toBe('visually-hidden');
      expect(card.queryByText(/^Price$/)).toBeNull();
    }
  });

  it('strikes nothing when the list price is lower than, or the same as, the contract price', async () => {
    const above = await listedCard(contractProduct(5, { name: 'Leaf rake', price: 19.5, listPrice: 18.99 }));
    expect(above.getByText(`${CONTRACT_PRICE_LABEL} · Acme 2027`)).toBeTruthy();
    expect(above.getByText('$19.50').querySelector('s')).toBeNull();
    expect(above.queryByText(/List price/)).toBeNull();
    expect(above.queryByText('$18.99')).toBeNull();
    cleanup();
    const same = await listedCard(contractProduct(6, { name: 'Border spade', price: 34.99, listPrice: 34.99 }));
    expect(same.getByText(`${CONTRACT_PRICE_LABEL} · Acme 2027`)).toBeTruthy();
    expect(same.queryByText(/List price/)).toBeNull();
    expect(same.article.querySelector('s, del')).toBeNull();
  });

  it('shows nothing new without a list: "Price", the price, no contract words, nothing struck', async () => {
    const rake = await listedCard(product(7, { name: 'Plain rake', price: 18.99, priceTiers: [{ minQuantity: 10, price: 17.5 }] }));
    expect(rake.getByText('Price')).toBeTruthy();
    expect(rake.getByText('$18.99', { exact: false }).textContent).toBe('$18.99 from $17.50');
    expect(rake.queryByText(new RegExp(CONTRACT_PRICE_LABEL))).toBeNull();
    expect(rake.queryByText(/List price/)).toBeNull();
    expect(rake.article.querySelector('s, del')).toBeNull();
  });
});

describe('a contract price on the product page', () => {
  it("shows the member's price with the contract's words, the struck list price and the member's own volume prices", async () => {
    const page = await productPage(memberTrowel);
    const price = page.price;
    expect(price.textContent).toBe(`${CONTRACT_PRICE_LABEL} · Acme 2027$11.61 a unitList price $12.90`);
    expect(price.querySelector('s')?.textContent).toBe('List price $12.90');
    const table = page.getByRole('table', { name: 'Your contract volume prices' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['QuantityUnit price', '1–9$11.61', '10–49$10.35', '50+$9.81']);
  });

  it('strikes nothing when the list price is not higher', async () => {
    const page = await productPage(contractProduct(8, { name: 'Dear rake', price: 21, listPrice: 18.99 }));
    expect(page.getByText(`${CONTRACT_PRICE_LABEL} · Acme 2027`)).toBeTruthy();
    expect(page.queryByText(/List price/)).toBeNull();
    expect(document.querySelector('s, del')).toBeNull();
  });

  it('is as before without a list: the price a unit and "Volume prices"', async () => {
    const page = await productPage(product(9, { name: 'Plain trowel', price: 12.9, priceTiers: [{ minQuantity: 10, price: 11.5 }] }));
    expect(page.price.textContent).toBe('$12.90 a unit');
    expect(page.getByRole('table', { name: 'Volume prices' })).toBeTruthy();
    expect(page.queryByText(new RegExp(CONTRACT_PRICE_LABEL))).toBeNull();
    expect(document.querySelector('s, del')).toBeNull();
  });
});
