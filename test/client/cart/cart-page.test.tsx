// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CartPage } from '../../../src/client/features/cart/cart-page';
import type { Cart } from '../../../src/shared/schemas/cart';
import { never, renderWithApp } from '../../helpers/render-client';
import { cartOf, gloves, lineOf, signedIn, signedOut, spade, storeVisitorCart } from './cart-fixtures';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the cart page', () => {
  it('moves a visitor\'s gloves by whole packs of 12, and the unit price follows the tier in force', async () => {
    storeVisitorCart([{ productId: gloves._id, quantity: 12 }]);
    renderWithApp(<CartPage />, { api: { 'auth.me': signedOut, 'products.byId': () => gloves } });
    const user = userEvent.setup();
    await screen.findByRole('table');
    const line = within(row('Nitrile Gloves'));
    expect(line.getByText('$12.90')).toBeTruthy();
    expect(line.getByText('Base price')).toBeTruthy();
    expect((line.getByRole('button', { name: '12 fewer of Nitrile Gloves' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(line.getByRole('button', { name: '12 more of Nitrile Gloves' }));
    await waitFor(() => expect((within(row('Nitrile Gloves')).getByLabelText('Quantity of Nitrile Gloves') as HTMLInputElement).value).toBe('24'));
    expect(within(row('Nitrile Gloves')).getByText('$11.50')).toBeTruthy();
    expect(within(row('Nitrile Gloves')).getByText('24+ price')).toBeTruthy();
    expect(within(row('Nitrile Gloves')).getByText('$276.00')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('toolyard.cart')!)).toEqual({ key: expect.any(String), lines: [{ productId: gloves._id, quantity: 24 }] });

    // A quantity between packs is refused in the server's words and never changed into another:
    // the line keeps 24 until the buyer chooses one of the packs either side.
    const quantity = within(row('Nitrile Gloves')).getByLabelText('Quantity of Nitrile Gloves') as HTMLInputElement;
    await user.clear(quantity);
    await user.type(quantity, '30{Enter}');
    await user.tab();
    expect(await within(row('Nitrile Gloves')).findByText('Sold in packs of 12: order 24 or 36')).toBeTruthy();
    expect(quantity.value).toBe('30');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(within(row('Nitrile Gloves')).getByText('Sold in packs of 12: order 24 or 36').id);
    expect(JSON.parse(window.localStorage.getItem('toolyard.cart')!)).toEqual({ key: expect.any(String), lines: [{ productId: gloves._id, quantity: 24 }] });
    expect(within(row('Nitrile Gloves')).getByText('$276.00')).toBeTruthy();

    await user.click(within(row('Nitrile Gloves')).getByRole('button', { name: 'Order 36 of Nitrile Gloves' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('toolyard.cart')!)).toEqual({ key: expect.any(String), lines: [{ productId: gloves._id, quantity: 36 }] }));
    expect((within(row('Nitrile Gloves')).getByLabelText('Quantity of Nitrile Gloves') as HTMLInputElement).value).toBe('36');
    expect(within(row('Nitrile Gloves')).queryByText(/Sold in packs/)).toBeNull();

    // Escape puts back the quantity in force, and a quantity below the smallest order offers that.
    const again = within(row('Nitrile Gloves')).getByLabelText('Quantity of Nitrile Gloves') as HTMLInputElement;
    await user.clear(again);
    await user.type(again, '5');
    expect(await within(row('Nitrile Gloves')).findByText('Minimum order quantity 12')).toBeTruthy();
    expect(within(row('Nitrile Gloves')).getByRole('button', { name: 'Order 12 of Nitrile Gloves' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(again.value).toBe('36');
    expect(within(row('Nitrile Gloves')).queryByText('Minimum order quantity 12')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('toolyard.cart')!)).toEqual({ key: expect.any(String), lines: [{ productId: gloves._id, quantity: 36 }] });
  });

  it("sends a customer's stepper to the server and shows the line as the server prices it", async () => {
    const sent: unknown[] = [];
    renderWithApp(<CartPage />, {
      api: {
        'auth.me': signedIn,
        'cart.get': () => cartOf(lineOf(gloves, 36)),
        'cart.setLine': (input) => {
          sent.push(input);
          return cartOf(lineOf(gloves, 48));
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    expect(within(row('Nitrile Gloves')).getByText('24+ price')).toBeTruthy();
    await user.click(within(row('Nitrile Gloves')).getByRole('button', { name: '12 more of Nitrile Gloves' }));
    await waitFor(() => expect(within(row('Nitrile Gloves')).getByText('48+ price')).toBeTruthy());
    expect(sent).toEqual([{ productId: gloves._id, quantity: 48 }]);
    expect(within(row('Nitrile Gloves')).getByText('$10.90')).toBeTruthy();
    expect(screen.getByText('Total:').querySelector('output')?.textContent).toBe('$523.20');
  });

  it('flags the lines that changed, blocks checkout until they are reviewed, and Review changes accepts them', async () => {
    let cart: Cart = cartOf(lineOf(gloves, 24, { changes: ['The price went from $11.00 to $11.50 a unit'] }), lineOf(spade, 3));
    let reviewed = 0;
    renderWithApp(<CartPage />, {
      api: {
        'auth.me': signedIn,
        'cart.get': () => cart,
        'cart.review': () => {
          reviewed++;
          cart = cartOf(lineOf(gloves, 24), lineOf(spade, 3));
          return cart;
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    expect(within(row('Nitrile Gloves')).getByRole('list', { name: 'What changed: Nitrile Gloves' }).textContent).toContain('The price went from $11.00 to $11.50 a unit');
    expect(within(row('Border Spade')).queryByRole('list')).toBeNull();
    expect(screen.getByText(/One line has changed/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await screen.findByRole('link', { name: 'Checkout' });
    expect(reviewed).toBe(1);
    expect(screen.queryByText(/The price went/)).toBeNull();
  });

  it('removes a line, and says what failed when the server refuses', async () => {
    let cart = cartOf(lineOf(gloves, 24), lineOf(spade, 3));
    renderWithApp(<CartPage />, {
      api: {
        'auth.me': signedIn,
        'cart.get': () => cart,
        'cart.removeLine': () => {
          cart = cartOf(lineOf(spade, 3));
          return cart;
        },
        'cart.setLine': () => {
          throw new Error('Maximum order quantity 3');
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Remove Nitrile Gloves' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Nitrile Gloves/ })).toBeNull());
    await user.click(within(row('Border Spade')).getByRole('button', { name: '1 more of Border Spade' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Border Spade: Maximum order quantity 3');
  });

  it('has loading, error and empty states, and sends a visitor through sign-in to checkout', async () => {
    const { unmount } = renderWithApp(<CartPage />, { api: { 'auth.me': signedIn, 'cart.get': never } });
    await screen.findByRole('status', { name: 'Loading your cart' });
    // Ordering by SKU is a link away whatever the cart holds (here: nothing known yet).
    expect(screen.getByRole('link', { name: 'Quick order by SKU' }).getAttribute('href')).toBe('/quick-order');
    unmount();

    const failing = renderWithApp(<CartPage />, {
      api: {
        'auth.me': signedIn,
        'cart.get': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your cart.");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    failing.unmount();

    const empty = renderWithApp(<CartPage />, { api: { 'auth.me': signedOut } });
    expect((await screen.findByText(/Your cart is empty/)).textContent).toContain('order by SKU');
    expect(screen.getByRole('link', { name: 'order by SKU' }).getAttribute('href')).toBe('/quick-order');
    empty.unmount();

    storeVisitorCart([{ productId: spade._id, quantity: 2 }]);
    renderWithApp(<CartPage />, { api: { 'auth.me': signedOut, 'products.byId': () => spade } });
    const checkout = await screen.findByRole('link', { name: 'Sign in to check out' });
    expect(screen.getByRole('link', { name: 'Quick order by SKU' })).toBeTruthy();
    expect(checkout.getAttribute('href')).toBe('/signin?redirect=%2Fcheckout');
  });

  it('shows a 1,000-line cart a page of 50 at a time, finds a line by SKU or name, and keeps the total and Checkout in one place', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => lineOf({ ...spade, _id: `5b1d8f3e-7a2c-4e91-8d4f-${String(i).padStart(12, '0')}`, sku: `BK-${String(i + 1).padStart(4, '0')}`, name: `Tool ${i + 1}` }, 1));
    renderWithApp(<CartPage />, { api: { 'auth.me': signedIn, 'cart.get': () => cartOf(...lines) } });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Lines in your cart' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const pages = screen.getByRole('navigation', { name: 'Cart lines pages' });
    expect(within(pages).getByRole('status').textContent).toBe('Lines 1–50 of 1,000');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByRole('status').textContent).toBe('Lines 51–100 of 1,000');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('BK-0051');

    await user.type(screen.getByLabelText('Find a line'), 'bk-099');
    expect(screen.getByText('10 of 1000 lines match')).toBeTruthy();
    expect(within(table).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell')[0]!.textContent)).toEqual(['BK-0990', 'BK-0991', 'BK-0992', 'BK-0993', 'BK-0994', 'BK-0995', 'BK-0996', 'BK-0997', 'BK-0998', 'BK-0999']);
    expect(screen.queryByRole('navigation', { name: 'Cart lines pages' })).toBeNull();
    await user.clear(screen.getByLabelText('Find a line'));
    await user.type(screen.getByLabelText('Find a line'), 'Tool 77');
    expect(within(table).getAllByRole('row')).toHaveLength(12);
    expect(screen.getByText('Total:').querySelector('output')?.textContent).toBe('$34,990.00');
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });
});
