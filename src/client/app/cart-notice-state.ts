/** What a history entry may carry besides its URL: why the customer was sent back to the cart (routes/checkout.tsx). */
declare module '@tanstack/history' {
  interface HistoryState {
    cartNotice?: string;
  }
}

export {};
