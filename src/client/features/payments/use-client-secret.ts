import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * The order's payment secret, requested when the page opens and again whenever the price
 * changes (docs/product.md#9-business-constants). The server answers the order's one intent, so asking twice is safe.
 */
export function useClientSecret(orderId: string, price: number) {
  const createIntent = trpc.payments.createIntent.useMutation();
  const { mutate } = createIntent;
  useEffect(() => {
    mutate({ orderId, price });
  }, [mutate, orderId, price]);
  return createIntent;
}
