import { ShippingPage } from '../../features/admin-shipping/shipping-page';

/** dashboard/shipping (admin): shipping zones and tax rates. */
export function ShippingRoute() {
  return <ShippingPage />;
}
