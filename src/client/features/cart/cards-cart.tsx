import { createContext, useContext, type ReactNode } from 'react';
import { useCart, type CartView } from './use-cart';

const CardsCartContext = createContext<CartView | null>(null);

/**
 * One cart for a list's cards: each card's Add to cart reads it here instead of asking for the
 * cart itself. Asked per card, the catalogue's 24 cards were 24 sessions', carts' and stored
 * lines' queries and subscriptions, each subscribed on the main thread in one task after
 * hydration (issue 36's total blocking time).
 */
export function CardsCart({ children }: { children: ReactNode }) {
  const cart = useCart({ withLines: false });
  return <CardsCartContext value={cart}>{children}</CardsCartContext>;
}

/** The cart of the list this card is in (CardsCart), or null outside one. */
export function useCardsCart(): CartView | null {
  return useContext(CardsCartContext);
}
