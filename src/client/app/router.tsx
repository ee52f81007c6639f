import { createRootRoute, createRoute, createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
// First: the stylesheet keeps the layout's rules before the pages' (CSS follows import order).
import { NotFoundRoute, RootErrorRoute, RootRoute, RouteErrorRoute, RoutePendingRoute } from './routes/root';
import { queryClient, trpcOptions } from '../lib/api-client';
import { WithPageHead } from '../pages/page-head';
import { requireAdmin } from './require-admin';
import { requireSignedIn } from './require-signed-in';
import { HomeRoute } from './routes/home';
import { validateAdminProductSearch } from './search/admin-product-search';
import { validateAuditLogSearch } from './search/audit-log-search';
import { validateCatalogueSearch } from './search/catalogue-search';
import { validateCustomerSearch } from './search/customer-search';
import { validatePriceListEntriesSearch } from './search/price-list-entries-search';
import { validateCompanySearch } from './search/company-search';
import { validateCompanyProductsSearch } from './search/company-products-search';
import { validateOrderSearch } from './search/order-search';
import { validateSubscribersSearch } from './search/subscribers-search';
import { validateSignInSearch, validateSignUpSearch, validateTokenSearch } from './search/auth-search';
import { validateApplicationsSearch } from './search/applications-search';
import { validateReceivablesSearch } from './search/receivables-search';
import './cart-notice-state';

// Every route's component, eager or lazy, comes from a file in ./routes/ (docs/architecture.md#6-client):
// route files read the URL (params, search) and assemble features; features never read the route.
// Whatever fails renders inside the layout: a page's error and pending states take the page's place
// (the router's defaults below), and the layout's own error draws the layout again around it.
const rootRoute = createRootRoute({ component: RootRoute, notFoundComponent: NotFoundRoute, errorComponent: RootErrorRoute });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeRoute });
// Only the home page is in the first download (docs/decisions/099): every other page loads on demand.
const blogsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blogs', component: lazyRouteComponent(() => import('./routes/blogs'), 'BlogsRoute') });
const portfolioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/portfolio',
  component: lazyRouteComponent(() => import('./routes/portfolio'), 'PortfolioRoute'),
});
const aboutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: lazyRouteComponent(() => import('./routes/about'), 'AboutRoute') });
// The catalogue loads on demand (with the zod schema it checks its search with); its prerendered
// page preloads the chunk. Every choice lives in the URL's search (app/search/catalogue-search.ts).
const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products',
  validateSearch: validateCatalogueSearch,
  component: lazyRouteComponent(() => import('./routes/products'), 'ProductsRoute'),
});

// Pages with forms load on demand: the form library stays out of the home page's download.
const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: validateSignInSearch,
  component: lazyRouteComponent(() => import('./routes/sign-in'), 'SignInRoute'),
});
const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: validateSignUpSearch,
  component: lazyRouteComponent(() => import('./routes/sign-up'), 'SignUpRoute'),
});
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: lazyRouteComponent(() => import('./routes/forgot-password'), 'ForgotPasswordRoute'),
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
const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/confirm',
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(() => import('./routes/newsletter-links'), 'NewsletterConfirmRoute'),
});
const newsletterUnsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/unsubscribe',
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(() => import('./routes/newsletter-links'), 'NewsletterUnsubscribeRoute'),
});
// The mailed link of a company invitation (issue 37): anyone may open it; accepting signs in first.
const companyInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/company-invitation',
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(() => import('./routes/company-invitations'), 'CompanyInvitationRoute'),
});
const socialSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/socialsignin',
  component: lazyRouteComponent(() => import('./routes/social-sign-in'), 'SocialSignInRoute'),
});

// A product's public page (issue 36): anyone may open it; the product is asked for with the route's chunk.
const productPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products/$slug',
  // No guard (beforeLoad): a loader that starts the product's request without waiting for it.
  loader: ({ params }) => {
    void queryClient.prefetchQuery(trpcOptions.products.bySlug.queryOptions({ slug: params.slug }));
  },
  component: lazyRouteComponent(() => import('./routes/product-page'), 'ProductPageRoute'),
});

// Ordering pages load on demand (with the zod rules and the dialog they need).
const purchaseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/purchase/$id',
  // The product is public: asking for it in the same tick as the guard's session check sends both
  // in one batched request, instead of the product waiting for the session and the route's chunk.
  beforeLoad: (context) => {
    void queryClient.prefetchQuery(trpcOptions.products.byId.queryOptions({ id: context.params.id }));
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

// The cart (issue 24): a visitor's in this browser, a customer's on the server; checkout signs in first.
const cartRoute = createRoute({ getParentRoute: () => rootRoute, path: '/cart', component: lazyRouteComponent(() => import('./routes/cart'), 'CartRoute') });
const quickOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quick-order',
  component: lazyRouteComponent(() => import('./routes/quick-order'), 'QuickOrderRoute'),
});
const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('./routes/checkout'), 'CheckoutRoute'),
});

/** The dashboard shell (signed in only). Features add their pages as its children, admin pages under `adminRoute`. */
export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('./routes/dashboard'), 'DashboardRoute'),
});
const myProfileRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./routes/my-profile'), 'MyProfileRoute'),
});
const myOrdersRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/my-orders',
  component: lazyRouteComponent(() => import('./routes/my-orders'), 'MyOrdersRoute'),
});
/**
 * One order, for its customer or an admin (the route picks the page by role): outside the admin
 * layout, because the order e-mails send customers here. The server answers only the owner and admins.
 */
const orderDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/orders/$orderId',
  component: lazyRouteComponent(() => import('./routes/order-detail'), 'OrderDetailRoute'),
});
const documentsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/documents',
  component: lazyRouteComponent(() => import('./routes/documents'), 'DocumentsRoute'),
});
const addressesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/addresses',
  component: lazyRouteComponent(() => import('./routes/addresses'), 'AddressesRoute'),
});
const listsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/lists',
  component: lazyRouteComponent(() => import('./routes/lists'), 'ListsRoute'),
});
const listRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/lists/$listId',
  component: lazyRouteComponent(() => import('./routes/lists'), 'ListRoute'),
});
const companyRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/company',
  component: lazyRouteComponent(() => import('./routes/company'), 'CompanyRoute'),
});
const companyProductsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/company/products',
  validateSearch: validateCompanyProductsSearch,
  component: lazyRouteComponent(() => import('./routes/company'), 'CompanyProductsRoute'),
});
const companyStatementRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/company/statement',
  component: lazyRouteComponent(() => import('./routes/statements'), 'StatementRoute'),
});
const businessAccountRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/business-account',
  component: lazyRouteComponent(() => import('./routes/business-applications'), 'BusinessAccountRoute'),
});
const companyInvitationsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/company-invitations',
  component: lazyRouteComponent(() => import('./routes/company-invitations'), 'PendingInvitationsRoute'),
});
const addReviewRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/add-review',
  component: lazyRouteComponent(() => import('./routes/add-review'), 'AddReviewRoute'),
});

/**
 * The admin pages' layout: no path and no component of its own, only the guard, so every page
 * under it is guarded on the client too (the server refuses non-admins regardless). Its id keeps
 * the file-based `_` of a pathless route: it shows in route ids (`getRouteApi`), never in URLs.
 */
const adminRoute = createRoute({ getParentRoute: () => dashboardRoute, id: '_admin', beforeLoad: requireAdmin });

// Admin pages: lazy chunks. (Their order here is their CSS's order in the one stylesheet.)
const manageAllOrdersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/manage-all-orders',
  validateSearch: validateOrderSearch,
  component: lazyRouteComponent(() => import('./routes/manage-all-orders'), 'ManageAllOrdersRoute'),
});
const overviewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/overview',
  component: lazyRouteComponent(() => import('./routes/overview'), 'OverviewRoute'),
});
const makeAdminRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/make-admin',
  component: lazyRouteComponent(() => import('./routes/make-admin'), 'MakeAdminRoute'),
});
const auditLogRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/audit-log',
  validateSearch: validateAuditLogSearch,
  component: lazyRouteComponent(() => import('./routes/audit-log'), 'AuditLogRoute'),
});
const addProductRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/add-product',
  component: lazyRouteComponent(() => import('./routes/add-product'), 'AddProductRoute'),
});
const manageProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/manage-products',
  validateSearch: validateAdminProductSearch,
  component: lazyRouteComponent(() => import('./routes/manage-products'), 'ManageProductsRoute'),
});
const manageCategoriesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/manage-categories',
  component: lazyRouteComponent(() => import('./routes/manage-categories'), 'ManageCategoriesRoute'),
});
const shippingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/shipping',
  component: lazyRouteComponent(() => import('./routes/shipping'), 'ShippingRoute'),
});
const priceListsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/price-lists',
  component: lazyRouteComponent(() => import('./routes/price-lists'), 'PriceListsRoute'),
});
const priceListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/price-lists/$id',
  component: lazyRouteComponent(() => import('./routes/price-lists'), 'PriceListRoute'),
});
const manageReviewsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/manage-reviews',
  component: lazyRouteComponent(() => import('./routes/manage-reviews'), 'ManageReviewsRoute'),
});
const messagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/messages',
  component: lazyRouteComponent(() => import('./routes/messages'), 'MessagesRoute'),
});
const subscribersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/subscribers',
  validateSearch: validateSubscribersSearch,
  component: lazyRouteComponent(() => import('./routes/subscribers'), 'SubscribersRoute'),
});

const businessApplicationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/business-applications',
  validateSearch: validateApplicationsSearch,
  component: lazyRouteComponent(() => import('./routes/business-applications'), 'BusinessApplicationsRoute'),
});

const customersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/customers',
  validateSearch: validateCustomerSearch,
  component: lazyRouteComponent(() => import('./routes/customers'), 'CustomersRoute'),
});
const customerDetailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/customers/$customerId',
  component: lazyRouteComponent(() => import('./routes/customers'), 'CustomerDetailRoute'),
});

const companiesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/companies',
  validateSearch: validateCompanySearch,
  component: lazyRouteComponent(() => import('./routes/companies'), 'CompaniesRoute'),
});
const receivablesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/receivables',
  validateSearch: validateReceivablesSearch,
  component: lazyRouteComponent(() => import('./routes/statements'), 'ReceivablesRoute'),
});
const priceListEntriesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/price-lists/$id/entries',
  validateSearch: validatePriceListEntriesSearch,
  component: lazyRouteComponent(() => import('./routes/price-list-entries'), 'PriceListEntriesRoute'),
});
const companyDetailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/companies/$companyId',
  component: lazyRouteComponent(() => import('./routes/companies'), 'CompanyDetailRoute'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  blogsRoute,
  portfolioRoute,
  aboutRoute,
  productsRoute,
  signInRoute,
  signUpRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  newsletterConfirmRoute,
  newsletterUnsubscribeRoute,
  socialSignInRoute,
  companyInvitationRoute,
  productPageRoute,
  purchaseRoute,
  paymentRoute,
  cartRoute,
  quickOrderRoute,
  checkoutRoute,
  dashboardRoute.addChildren([
    myProfileRoute,
    myOrdersRoute,
    orderDetailRoute,
    documentsRoute,
    addressesRoute,
    listsRoute,
    listRoute,
    companyRoute,
    companyStatementRoute,
    companyProductsRoute,
    businessAccountRoute,
    companyInvitationsRoute,
    addReviewRoute,
    adminRoute.addChildren([
      overviewRoute,
      addProductRoute,
      makeAdminRoute,
      manageProductsRoute,
      manageCategoriesRoute,
      manageAllOrdersRoute,
      customersRoute,
      customerDetailRoute,
      companiesRoute,
      receivablesRoute,
      priceListEntriesRoute,
      companyDetailRoute,
      shippingRoute,
      priceListsRoute,
      priceListRoute,
      manageReviewsRoute,
      auditLogRoute,
      messagesRoute,
      subscribersRoute,
      businessApplicationsRoute,
    ]),
  ]),
]);

/**
 * The app's router: main.tsx makes the browser's in a task of its own. Build-time prerendering
 * (pages/prerender.tsx) makes one per page on a memory history, without scroll restoration: on a
 * server render it emits an inline script, which the CSP refuses (and the browser's router
 * restores scrolling anyway). Every page keeps its title and description (pages/page-head.tsx) as
 * the router moves.
 */
export function createAppRouter({ history, scrollRestoration = true }: { history?: RouterHistory; scrollRestoration?: boolean } = {}) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    scrollRestoration,
    defaultErrorComponent: RouteErrorRoute,
    defaultPendingComponent: RoutePendingRoute,
    InnerWrap: WithPageHead,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
