// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartRefill } from '../../../src/shared/schemas/reorder';
import { BuyAgainButton } from '../../../src/client/features/cart/buy-again-button';
import { RefillChanges } from '../../../src/client/features/cart/refill-changes';
import { setRefillNotice } from '../../../src/client/features/cart/refill-changes-store';
import { renderWithApp } from '../../helpers/render-client';
import { cartOf, gloves, lineOf, signedIn } from './cart-fixtures';

afterEach(() => {
  cleanup();
  setRefillNotice(null);
});

const ORDER_ID = '30000000-0000-4000-8000-000000000001';

/** The button on a page of its own, and a cart page that shows the notice, as the app's /cart does. */
function renderButton(answer: (input: unknown) => unknown) {
  render(<Toaster />);
  return renderWithApp(<BuyAgainButton orderId={ORDER_ID} number="TY-10482" />, {
    path: '/',
    api: { 'auth.me': signedIn, 'buyAgain.order': answer },
    routes: (root) => [createRoute({ getParentRoute: () => root, path: '/cart', component: RefillChanges })],
  });
}

describe('Buy again', () => {
  it('says it is working while the order goes into the cart, then shows the cart page with what changed', async () => {
    let answer: (refill: CartRefill) => void = () => {};
    const sent: unknown[] = [];
    const { router } = renderButton((input) => {
      sent.push(input);
      return new Promise<CartRefill>((resolve) => (answer = resolve));
    });
    const user = userEvent.setup();

    const button = await screen.findByRole('button', { name: /^Buy again ?: order TY-10482$/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: /^Adding to cart… ?: order TY-10482$/ })).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(sent).toEqual([{ id: ORDER_ID }]);

    answer({
      cart: cartOf(lineOf(gloves, 36)),
      changes: [{ productId: gloves._id, sku: gloves.sku, kind: 'quantity', before: 30, after: 36, message: `Nitrile Gloves (${gloves.sku}): sold in packs of 12, so 36 went in instead of 30` }],
    });
    expect(await screen.findByText("Order TY-10482 is in your cart, at today's prices and rules. What changed:")).toBeTruthy();
    expect(screen.getByText(`Nitrile Gloves (${gloves.sku}): sold in packs of 12, so 36 went in instead of 30`)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("says in the server's words why the order did not go in, and stays to try again", async () => {
    const { router } = renderButton(() => {
      throw new Error('These lines would make your cart hold 101 lines; it holds at most 100: remove some first');
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Buy again ?: order TY-10482$/ }));

    expect(await screen.findByText('Order TY-10482 was not put in your cart: These lines would make your cart hold 101 lines; it holds at most 100: remove some first')).toBeTruthy();
    const button = screen.getByRole('button', { name: /^Buy again ?: order TY-10482$/ });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(router.state.location.pathname).toBe('/');
  });
});
