import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../components/skeleton';

// The order form's code (its schemas, the delivery quote, the dialogs) is not in a product page's
// route (docs/decisions/161): it comes when a buyer's page renders it.
const BuyerOrderForm = lazy(() => import('./buyer-order-form').then((module) => ({ default: module.BuyerOrderForm })));

/**
 * A buyer's order form (buyer-order-form.tsx). A page the server rendered with the form keeps its
 * markup until the code arrives (a Suspense boundary, hydrated on its own, the form `inert` until
 * then); a page rendered in the browser shows a placeholder meanwhile.
 */
export function DeferredOrderForm(props: ComponentProps<typeof BuyerOrderForm>) {
  return (
    <Suspense fallback={<Skeleton label="Loading the order form" count={1} />}>
      <BuyerOrderForm {...props} />
    </Suspense>
  );
}
