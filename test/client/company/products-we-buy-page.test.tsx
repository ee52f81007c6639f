// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductsWeBuyPage } from '../../../src/client/features/company/products-we-buy-page';
import type { CompanyProduct } from '../../../src/shared/schemas/company-products';
import { renderWithApp, type FakeApi } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const me = () => ({ user: { id: '20000000-0000-4000-8000-000000000001', email: 'ada@acme.test', name: 'Ada', role: 'user' } });
const myCompany = () => ({
  company: { id: '10000000-0000-4000-8000-000000000001', name: 'Acme Landscaping', taxId: null, status: 'active' },
  role: 'buyer',
  locations: [],
});

const product = (fields: Partial<CompanyProduct> & Pick<CompanyProduct, 'productId' | 'sku' | 'name'>): CompanyProduct => ({
  image: '',
  lastOrderedAt: '2026-11-20T10:00:00.000Z',
  lastQuantity: 12,
  timesOrdered: 3,
  price: 8,
  priceTiers: [],
  priceList: null,
  minimumOrder: 1,
  packSize: 1,
  maximumOrder: null,
  stock: 100,
  sold: true,
  orderable: true,
  ...fields,
});

const items = [
  product({ productId: '40000000-0000-4000-8000-000000000001', sku: 'TRW-1', name: 'Hand trowel', packSize: 6, minimumOrder: 6, priceList: { id: '50000000-0000-4000-8000-000000000001', name: 'Acme 2027' } }),
  product({ productId: '40000000-0000-4000-8000-000000000002', sku: 'RAK-1', name: 'Leaf rake', price: 15 }),
  product({ productId: '40000000-0000-4000-8000-000000000003', sku: 'SIV-1', name: 'Old sieve', sold: false, orderable: false }),
];

function renderPage(addToCart: Parameters<typeof ProductsWeBuyPage>[0]['addToCart'], api: FakeApi = {}) {
  renderWithApp(<ProductsWeBuyPage sort="last_ordered" onSearch={() => {}} onSort={() => {}} addToCart={addToCart} />, {
    api: { 'auth.me': me, 'myCompany.get': myCompany, 'companyProducts.list': () => ({ items, nextCursor: null }), ...api },
  });
  return userEvent.setup();
}

describe('Products we buy', () => {
  it('adds every row with a quantity at once; a refused row keeps its quantity and says why', async () => {
    const addToCart = vi.fn(async (lines: { sku: string; quantity: number }[]) => ({
      results: [
        { sku: 'TRW-1', quantity: 6, added: true, productId: items[0]!.productId, reason: null },
        { sku: 'RAK-1', quantity: 3, added: false, productId: items[1]!.productId, reason: 'Only 2 units are left' },
      ].slice(0, lines.length),
      cart: { lines: [], total: 0 },
    }));
    const user = renderPage(addToCart as never);

    const table = await screen.findByRole('table', { name: 'Products we buy' });
    await within(table).findByRole('link', { name: 'Hand trowel' });
    expect(within(table).getByText('No longer sold')).toBeTruthy();
    expect(within(table).getByText('Your contract price · Acme 2027')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add selected to cart' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(table).getByRole('button', { name: '6 more of Hand trowel' }));
    const rake = within(table).getByRole('spinbutton', { name: 'Quantity of Leaf rake' });
    await user.type(rake, '3{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add selected to cart (2)' }));

    expect(addToCart).toHaveBeenCalledWith([
      { sku: 'TRW-1', quantity: 6 },
      { sku: 'RAK-1', quantity: 3 },
    ]);
    await screen.findByText(/1 of 2 products added to your cart: the others keep their quantity to correct/);
    expect(screen.getByText('Leaf rake (RAK-1): Only 2 units are left')).toBeTruthy();
    expect((within(table).getByRole('spinbutton', { name: 'Quantity of Hand trowel' }) as HTMLInputElement).value).toBe('');
    expect((within(table).getByRole('spinbutton', { name: 'Quantity of Leaf rake' }) as HTMLInputElement).value).toBe('3');
    expect(within(table).getByText('Only 2 units are left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add selected to cart (1)' })).toBeTruthy();
  });

  it('says when the company has bought nothing in 12 months, and tells an account in no company how to join', async () => {
    renderPage(vi.fn() as never, { 'companyProducts.list': () => ({ items: [], nextCursor: null }) });
    await screen.findByText('Your company has not ordered anything in the last 12 months.');
    cleanup();
    renderPage(vi.fn() as never, {
      'myCompany.get': () => {
        throw serverError('Your account is not in a company', 404);
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Not in a company' });
    expect(screen.queryByRole('table')).toBeNull();
  });
});
