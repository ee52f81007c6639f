// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AddToCartButton } from '../../../src/client/features/cart/add-to-cart-button';
import { CartLink } from '../../../src/client/features/cart/cart-link';
import { renderWithApp } from '../../helpers/render-client';
import { cartOf, gloves, lineOf, signedIn, signedOut } from './cart-fixtures';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('Add to cart', () => {
  it("puts a visitor's smallest order in this browser's cart, says so, and the badge counts the line", async () => {
    render(<Toaster />);
    renderWithApp(
      <>
        <CartLink />
        <AddToCartButton product={gloves} />
      </>,
      { api: { 'auth.me': signedOut } },
    );
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Cart, 0 lines' });
    await user.click(screen.getByRole('button', { name: 'Add to cart: Nitrile Gloves' }));
    expect(await screen.findByText('Added 12 x Nitrile Gloves to your cart')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View cart' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Cart, 1 line' });
    // Again: the same line, more units.
    await user.click(screen.getByRole('button', { name: 'Add to cart: Nitrile Gloves' }));
    await screen.findAllByText('Added 12 x Nitrile Gloves to your cart');
    expect(JSON.parse(window.localStorage.getItem('toolyard.cart')!)).toEqual({ key: expect.any(String), lines: [{ productId: gloves._id, quantity: 24 }] });
  });

  it("adds the chosen quantity to a customer's line on the server", async () => {
    render(<Toaster />);
    const sent: unknown[] = [];
    renderWithApp(<AddToCartButton product={gloves} quantity={36} />, {
      api: {
        'auth.me': signedIn,
        'cart.get': () => cartOf(lineOf(gloves, 12)),
        'cart.setLine': (input) => (sent.push(input), cartOf(lineOf(gloves, 48))),
      },
    });
    const user = userEvent.setup();
    const button = (await screen.findByRole('button', { name: 'Add to cart: Nitrile Gloves' })) as HTMLButtonElement;
    // It waits for the cart: the quantities add up to what the line holds.
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText('Added 36 x Nitrile Gloves to your cart')).toBeTruthy();
    expect(sent).toEqual([{ productId: gloves._id, quantity: 48 }]);
  });

  it('refuses a typed quantity the rules refuse, in their words, and never adds another quantity instead', async () => {
    render(<Toaster />);
    renderWithApp(<AddToCartButton product={gloves} quantity={25} />, { api: { 'auth.me': signedOut } });
    const user = userEvent.setup();
    const button = (await screen.findByRole('button', { name: 'Add to cart: Nitrile Gloves' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText('Nitrile Gloves was not added to your cart: Sold in packs of 12: order 24 or 36')).toBeTruthy();
    expect(window.localStorage.getItem('toolyard.cart')).toBeNull();
  });
});
