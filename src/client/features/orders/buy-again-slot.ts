import type { ReactNode } from 'react';

/** The cart feature's "Buy again" for an order, handed in by the route (features do not import each other). */
export type BuyAgainSlot = (order: { id: string; number: string }) => ReactNode;
