import { createRootRoute, createRoute, createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RootLayout } from '../components/root-layout';
import { trpcUtils } from '../lib/api-client';
import { NotFoundPage } from '../components/not-found-page';
import { requireAdmin } from './require-admin';
import { requireSignedIn } from './require-signed-in';
import { AboutRoute } from './routes/about';
import { BlogsRoute } from './routes/blogs';
import { DashboardPage } from './routes/dashboard';
import { HomePage } from './routes/home';
import { PortfolioRoute } from './routes/portfolio';
import { SocialSignInPage } from './routes/social-sign-in';
import { validateAuditLogSearch } from './audit-log-search';
import { validateOrderSearch } from './order-search';
import { validateSignInSearch, validateTokenSearch } from './auth-search';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
const blogsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blogs', component: BlogsRoute });
const portfolioRoute = createRoute({ getParentRoute: () => rootRoute, path: '/portfolio', component: PortfolioRoute });
const aboutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: AboutRoute });

// Pages with forms load on demand: the form library stays out of the home page's download.
const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: validateSignInSearch,
  component: lazyRouteComponent(() => import('./routes/sign-in'), 'SignInPage'),
});
const signUpRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signup', component: lazyRouteComponent(() => import('./routes/sign-up'), 'SignUpPage') });
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: lazyRouteComponent(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(() => import('./routes/account-links'), 'ResetPasswordRoute'),
});
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(() => import('./routes/account-links'), 'VerifyEmailRoute'),
});
const socialSignInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/socialsignin', component: SocialSignInPage });

// Ordering pages load on demand (with the zod rules and the dialog they need).
const purchaseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/purchase/$id',
  // The product is public: asking for it in the same tick as the guard's session check sends both
  // in one batched request, instead of the product waiting for the session and the route's chunk.
  beforeLoad: (context) => {
    void trpcUtils.products.byId.prefetch({ id: context.params.id });
    return requireSignedIn(context);
  },
  component: lazyRouteComponent(() => import('./routes/purchase'), 'PurchaseRoute'),
});

// Payment loads on demand too, and with it Stripe's libraries when the shop uses Stripe.
const paymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment/$id',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('./routes/payment'), 'PaymentRoute'),
});

/** The dashboard shell (signed in only). Features add their pages as its children. */
export const dashboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard', beforeLoad: requireSignedIn, component: DashboardPage });
const myProfileRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./routes/my-profile'), 'MyProfilePage'),
});
const myOrdersRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/my-orders',
  component: lazyRouteComponent(() => import('../features/orders/my-orders-page'), 'MyOrdersPage'),
});
const addReviewRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/add-review',
  component: lazyRouteComponent(() => import('../features/reviews/add-review-page'), 'AddReviewPage'),
});
const manageAllOrdersRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/manage-all-orders',
  beforeLoad: requireAdmin,
  validateSearch: validateOrderSearch,
  component: lazyRouteComponent(() => import('../features/admin-orders/manage-all-orders-page'), 'ManageAllOrdersPage'),
});
const adminOrderRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/orders/$orderId',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin-orders/order-detail-page'), 'OrderDetailPage'),
});

// Admin pages: lazy chunks, guarded on the client too (the server refuses non-admins regardless).
const overviewRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/overview',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/overview/overview-page'), 'OverviewPage'),
});
const makeAdminRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/make-admin',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin-users/make-admin-page'), 'MakeAdminPage'),
});
const auditLogRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/audit-log',
  beforeLoad: requireAdmin,
  validateSearch: validateAuditLogSearch,
  component: lazyRouteComponent(() => import('./routes/audit-log'), 'AuditLogRoute'),
});
const addProductRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/add-product',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin-products/add-product-page'), 'AddProductPage'),
});
const manageProductsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/manage-products',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin-products/manage-products-page'), 'ManageProductsPage'),
});

const manageReviewsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/manage-reviews',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin-reviews/manage-reviews-page'), 'ManageReviewsPage'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  blogsRoute,
  portfolioRoute,
  aboutRoute,
  signInRoute,
  signUpRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  socialSignInRoute,
  purchaseRoute,
  paymentRoute,
  dashboardRoute.addChildren([
    myProfileRoute,
    myOrdersRoute,
    addReviewRoute,
    overviewRoute,
    addProductRoute,
    makeAdminRoute,
    manageProductsRoute,
    manageAllOrdersRoute,
    adminOrderRoute,
    manageReviewsRoute,
    auditLogRoute,
  ]),
]);

/**
 * The app's router. Build-time prerendering (app/prerender.tsx) makes one per page on a memory
 * history, without scroll restoration: on a server render it emits an inline script, which the
 * CSP refuses (and the browser's router restores scrolling anyway).
 */
export function createAppRouter({ history, scrollRestoration = true }: { history?: RouterHistory; scrollRestoration?: boolean } = {}) {
  return createRouter({ routeTree, history, defaultPreload: 'intent', scrollRestoration });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
