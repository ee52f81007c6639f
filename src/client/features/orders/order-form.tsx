import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Product } from '../../../shared/schemas/product';
import { isOutOfStock, OUT_OF_STOCK_MESSAGE } from '../../../shared/rules/quantity-rules';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import { OrderFormFields } from './order-form-fields';
import { savedContactOf } from './order-form-profile';

/**
 * The purchase page's order form, once the buyer and their profile are known: it starts with the
 * profile's phone and address. A profile that fails to load costs only that head start.
 */
export function OrderForm({ product, action }: { product: Product; action?: (units: number) => ReactNode }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const profile = useQuery(trpc.users.me.queryOptions(undefined, { enabled: Boolean(user) }));

  if (isOutOfStock(product)) return <FormAlert role="status" message={OUT_OF_STOCK_MESSAGE} />;
  if (!user || profile.isPending) return <Loader label="Loading your details" />;
  return <OrderFormFields product={product} buyer={user} saved={profile.data ? savedContactOf(profile.data) : null} action={action} />;
}
