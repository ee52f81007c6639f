import { authRouter } from '../features/3-accounts/accounts/auth-router';
import { rolesRouter } from '../features/3-accounts/accounts/roles-router';
import { usersRouter } from '../features/3-accounts/accounts/users-router';
import { userAuditTarget, userName } from '../features/3-accounts/accounts/user-lookups';
import type { AuditLabels } from '../features/1-platform/audit/audit-labels';
import { auditRouter } from '../features/1-platform/audit/audit-router';
import { addressesRouter } from '../features/3-accounts/addresses/addresses-router';
import { buyAgainRouter } from '../features/4-orders/cart/buy-again-router';
import { cartRouter } from '../features/4-orders/cart/cart-router';
import { companiesRouter } from '../features/3-accounts/companies/companies-router';
import { companyAuditTarget } from '../features/3-accounts/companies/company-labels';
import { priceListAuditTarget } from '../features/3-accounts/price-lists/price-list-labels';
import { priceListsRouter } from '../features/3-accounts/price-lists/price-lists-router';
import { myCompanyRouter } from '../features/3-accounts/companies/my-company-router';
import { businessApplicationsRouter } from '../features/3-accounts/companies/applications-router';
import { companyInvitationsRouter } from '../features/3-accounts/companies/invitations-router';
import { companyCheckoutRouter } from '../features/3-accounts/companies/checkout-locations-router';
import { priceListEntriesRouter } from '../features/3-accounts/price-lists/price-list-entries-router';
import { contactRouter } from '../features/3-accounts/contact/contact-router';
import { customersRouter } from '../features/7-summaries/customers/customers-router';
import { newsletterRouter } from '../features/3-accounts/newsletter/newsletter-router';
import { adminOrdersRouter } from '../features/4-orders/orders/admin-orders-router';
import { orderAuditTarget } from '../features/4-orders/orders/order-labels';
import { ordersRouter } from '../features/4-orders/orders/orders-router';
import { companyProductsRouter } from '../features/4-orders/orders/company-products/company-products-router';
import { overviewRouter } from '../features/7-summaries/overview/overview-router';
import { paymentsRouter } from '../features/5-payments/payments/payments-router';
import { orderRefundsRouter } from '../features/5-payments/payments/order-refunds-router';
import { invoicesRouter } from '../features/6-invoices/invoices/invoices-router';
import { receivablesRouter } from '../features/6-invoices/invoices/receivables/receivables-router';
import { accountPaymentsRouter } from '../features/6-invoices/invoices/receivables/account-payments-router';
import { adminProductsRouter } from '../features/2-catalogue/products/admin-list/admin-products-router';
import { categoriesRouter } from '../features/2-catalogue/products/categories/categories-router';
import { catalogueRouter } from '../features/2-catalogue/products/catalogue/catalogue-router';
import { categoryReferences, productAuditTargets } from '../features/2-catalogue/products/product-labels';
import { productsRouter } from '../features/2-catalogue/products/products-router';
import { listsRouter } from '../features/4-orders/requisition-lists/lists-router';
import { reviewsRouter } from '../features/4-orders/reviews/reviews-router';
import { shippingZonesRouter } from '../features/4-orders/shipping/shipping-zones-router';
import { taxRatesRouter } from '../features/4-orders/shipping/tax-rates-router';
import { siteRouter } from '../features/7-summaries/site/site-router';
import { statRouter } from '../features/7-summaries/stats/stat-router';
import { createCallerFactory, router } from '../trpc/trpc';

/**
 * The audit log's labels, from the features whose rows its entries are about: the audit log is
 * platform and imports none of them (features/1-platform/audit/audit-labels.ts).
 */
const auditLabels: AuditLabels = {
  targets: [...productAuditTargets, orderAuditTarget, userAuditTarget, companyAuditTarget, priceListAuditTarget],
  actorName: userName,
  references: categoryReferences,
};

/** Every feature's procedures; the client imports only `type AppRouter`. */
export const appRouter = router({
  auth: authRouter,
  products: productsRouter,
  catalogue: catalogueRouter,
  adminProducts: adminProductsRouter,
  categories: categoriesRouter,
  orders: ordersRouter,
  adminOrders: adminOrdersRouter,
  payments: paymentsRouter,
  orderRefunds: orderRefundsRouter,
  invoices: invoicesRouter,
  receivables: receivablesRouter,
  accountPayments: accountPaymentsRouter,
  reviews: reviewsRouter,
  users: usersRouter,
  site: siteRouter,
  stat: statRouter,
  roles: rolesRouter,
  audit: auditRouter(auditLabels),
  overview: overviewRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  cart: cartRouter,
  lists: listsRouter,
  buyAgain: buyAgainRouter,
  addresses: addressesRouter,
  customers: customersRouter,
  companies: companiesRouter,
  myCompany: myCompanyRouter,
  companyInvitations: companyInvitationsRouter,
  businessApplications: businessApplicationsRouter,
  companyCheckout: companyCheckoutRouter,
  companyProducts: companyProductsRouter,
  shippingZones: shippingZonesRouter,
  taxRates: taxRatesRouter,
  priceLists: priceListsRouter,
  priceListEntries: priceListEntriesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
