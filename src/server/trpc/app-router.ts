import { authRouter } from '../features/accounts/auth-router';
import { rolesRouter } from '../features/accounts/roles-router';
import { usersRouter } from '../features/accounts/users-router';
import { userAuditTarget, userName } from '../features/accounts/user-lookups';
import type { AuditLabels } from '../features/audit/audit-labels';
import { auditRouter } from '../features/audit/audit-router';
import { addressesRouter } from '../features/addresses/addresses-router';
import { cartRouter } from '../features/cart/cart-router';
import { contactRouter } from '../features/contact/contact-router';
import { customersRouter } from '../features/customers/customers-router';
import { newsletterRouter } from '../features/newsletter/newsletter-router';
import { adminOrdersRouter } from '../features/orders/admin-orders-router';
import { orderAuditTarget } from '../features/orders/order-labels';
import { ordersRouter } from '../features/orders/orders-router';
import { overviewRouter } from '../features/overview/overview-router';
import { paymentsRouter } from '../features/payments/payments-router';
import { orderRefundsRouter } from '../features/payments/order-refunds-router';
import { adminProductsRouter } from '../features/products/admin-list/admin-products-router';
import { categoriesRouter } from '../features/products/categories/categories-router';
import { catalogueRouter } from '../features/products/catalogue/catalogue-router';
import { categoryReferences, productAuditTargets } from '../features/products/product-labels';
import { productsRouter } from '../features/products/products-router';
import { reviewsRouter } from '../features/reviews/reviews-router';
import { siteRouter } from '../features/site/site-router';
import { statRouter } from '../features/stats/stat-router';
import { createCallerFactory, router } from './trpc';

/**
 * The audit log's labels, from the features whose rows its entries are about: the audit log is
 * platform and imports none of them (features/audit/audit-labels.ts).
 */
const auditLabels: AuditLabels = {
  targets: [...productAuditTargets, orderAuditTarget, userAuditTarget],
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
  addresses: addressesRouter,
  customers: customersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
