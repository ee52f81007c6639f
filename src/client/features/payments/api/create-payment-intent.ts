import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc';

/**
 * The order's payment secret, requested when the page opens and again whenever the price
 * changes (docs/product.md#9-business-constants). The server answers the order's one intent, so asking twice is safe.
 */
export function useClientSecret(orderId: string, price: number) {
  const trpc = useTRPC();
  const createIntent = useMutation(trpc.payments.createIntent.mutationOptions());
  const { mutate } = createIntent;
  useEffect(() => {
    mutate({ orderId, price });
  }, [mutate, orderId, price]);
  return createIntent;
}
