import { OverviewPage } from '../../features/overview/overview-page';

/** dashboard/overview (admin): sales, unpaid orders, orders to ship, low stock. */
export function OverviewRoute() {
  return <OverviewPage />;
}
