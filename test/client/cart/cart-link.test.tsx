// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartLink } from '../../../src/client/features/cart/cart-link';
import { renderWithApp } from '../../helpers/render-client';
import { cartOf, gloves, lineOf, signedIn, signedOut, spade, storeVisitorCart } from './cart-fixtures';

const MERGE_KEY = '3f0c8a52-9d1e-4b7a-8c3d-5e6f7a8b9c0d';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("the header's Cart link", () => {
  it("counts a visitor's lines (not their units) without asking the server for anything but the session", async () => {
    storeVisitorCart([
      { productId: gloves._id, quantity: 24 },
      { productId: spade._id, quantity: 3 },
    ]);
    renderWithApp(<CartLink />, { api: { 'auth.me': signedOut } });
    const link = await screen.findByRole('link', { name: 'Cart, 2 lines' });
    expect(link.getAttribute('href')).toBe('/cart');
    // The badge shows the number; the words around it are for screen readers.
    expect(within(link).getByText('2').getAttribute('aria-hidden')).toBe('true');
  });

  it("counts a customer's lines on the server, one line in the singular", async () => {
    renderWithApp(<CartLink />, { api: { 'auth.me': signedIn, 'cart.get': () => cartOf(lineOf(gloves, 24)) } });
    await screen.findByRole('link', { name: 'Cart, 1 line' });
  });

  it('merges the lines a visitor kept into the account once the session appears, under the cart\'s merge key, then forgets them', async () => {
    storeVisitorCart(
      [
        { productId: gloves._id, quantity: 12 },
        { productId: spade._id, quantity: 2 },
      ],
      MERGE_KEY,
    );
    const merged: unknown[] = [];
    const after = cartOf(lineOf(gloves, 36), lineOf(spade, 2), lineOf({ ...spade, _id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000099', name: 'Rake' }, 1));
    renderWithApp(<CartLink />, {
      api: {
        'auth.me': signedIn,
        'cart.merge': (input) => {
          merged.push(input);
          return {
            results: [
              { productId: gloves._id, name: gloves.name, quantity: 12, outcome: 'added', reason: null },
              { productId: spade._id, name: spade.name, quantity: 2, outcome: 'added', reason: null },
            ],
            cart: after,
          };
        },
        // Read again after the merge (the test's cache keeps nothing fresh): the same cart.
        'cart.get': () => after,
      },
    });
    await screen.findByRole('link', { name: 'Cart, 3 lines' });
    expect(merged).toEqual([
      {
        mergeKey: MERGE_KEY,
        lines: [
          { productId: gloves._id, quantity: 12 },
          { productId: spade._id, quantity: 2 },
        ],
      },
    ]);
    expect(window.localStorage.getItem('toolyard.cart')).toBeNull();
  });

  it("keeps the visitor's lines when the merge fails, with the key the failed merge carried (a retry is the same merge)", async () => {
    // A cart stored before carts had keys gets one at its merge.
    storeVisitorCart([{ productId: gloves._id, quantity: 12 }]);
    const sent: Array<{ mergeKey: string }> = [];
    renderWithApp(<CartLink />, {
      api: {
        'auth.me': signedIn,
        'cart.merge': (input) => {
          sent.push(input as { mergeKey: string });
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.mergeKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(JSON.parse(window.localStorage.getItem('toolyard.cart')!)).toEqual({ key: sent[0]!.mergeKey, lines: [{ productId: gloves._id, quantity: 12 }] });
  });
});
