// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AddToCartButton } from '../../../src/client/features/cart/add-to-cart-button';
import { CardsCart } from '../../../src/client/features/cart/cards-cart';
import { CartLink } from '../../../src/client/features/cart/cart-link';
import { renderWithApp } from '../../helpers/render-client';
import { gloves, signedOut, spade } from './cart-fixtures';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** How many readers each query has, by its procedure's path. */
function observersOf(queryClient: ReturnType<typeof renderWithApp>['queryClient']): Record<string, number> {
  return Object.fromEntries(queryClient.getQueryCache().findAll().map((query) => [(query.queryKey[0] as string[]).join('.'), query.getObserversCount()]));
}

describe("a list's cards", () => {
  it('share one cart and one session however many cards there are, and each card adds to that cart', async () => {
    render(<Toaster />);
    const { queryClient } = renderWithApp(
      <>
        <CartLink />
        <CardsCart>
          <AddToCartButton product={gloves} />
          <AddToCartButton product={spade} />
        </CardsCart>
      </>,
      { api: { 'auth.me': signedOut } },
    );
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Cart, 0 lines' });
    // The header's cart and the list's: not one more per card. The session: one reader for all.
    expect(observersOf(queryClient)).toMatchObject({ 'cart.get': 2, 'auth.me': 1 });

    await user.click(screen.getByRole('button', { name: 'Add to cart: Border Spade' }));
    await screen.findByRole('link', { name: 'Cart, 1 line' });
    await user.click(screen.getByRole('button', { name: 'Add to cart: Nitrile Gloves' }));
    await screen.findByRole('link', { name: 'Cart, 2 lines' });
    expect(JSON.parse(window.localStorage.getItem('toolyard.cart')!).lines).toEqual([
      { productId: spade._id, quantity: spade.minimumOrder },
      { productId: gloves._id, quantity: 12 },
    ]);
  });
});
