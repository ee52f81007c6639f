/** The words beside a price a list gives its buyer. */
export const CONTRACT_PRICE_LABEL = 'Your contract price';
