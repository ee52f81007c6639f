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
 * The purchase page's order form, once the buyer, their profile and their company (if any) are
 * known: it starts with the profile's phone and address, or a member's locations. A profile that
 * fails to load costs only that head start.
 */
export function OrderForm({ product, action }: { product: Product; action?: (units: number) => ReactNode }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const profile = useQuery(trpc.users.me.queryOptions(undefined, { enabled: Boolean(user) }));
  // A company member orders for one of their company's locations (issue 37).
  const company = useQuery(trpc.companyCheckout.locations.queryOptions(undefined, { enabled: Boolean(user) }));

  if (isOutOfStock(product)) return <FormAlert role="status" message={OUT_OF_STOCK_MESSAGE} />;
  if (!user || profile.isPending || company.isPending) return <Loader label="Loading your details" />;
  if (company.isError) return <FormAlert message="We couldn't load your company's locations. Please reload the page." />;
  return <OrderFormFields product={product} buyer={user} saved={profile.data ? savedContactOf(profile.data) : null} company={company.data} action={action} />;
}
