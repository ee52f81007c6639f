import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '../components/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import { requireSignedIn } from '../features/auth/require-signed-in';
import { HomePage } from './routes/home';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

// Ordering pages load on demand (with the zod rules and the dialog they need).
const purchaseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/purchase/$id',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('./routes/purchase'), 'PurchaseRoute'),
});

// Customer dashboard pages; to be re-parented under the dashboard layout route when it lands.
const myOrdersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/my-orders',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('../features/orders/my-orders-page'), 'MyOrdersPage'),
});
const addReviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/add-review',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('../features/reviews/add-review-page'), 'AddReviewPage'),
});

const routeTree = rootRoute.addChildren([homeRoute, purchaseRoute, myOrdersRoute, addReviewRoute]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
