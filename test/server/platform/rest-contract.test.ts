import { receivablesSchema, statementSchema } from '../../../src/shared/schemas/account-terms';
import {
  applicationPageSchema,
  businessApplicationSchema,
  companyDetailSchema,
  companyLocationSchema,
  companyPageSchema,
  companySchema,
  myBusinessAccountSchema,
  myInvitationsSchema,
  sentInvitationSchema,
} from '../../../src/shared/schemas/company';
import { companyCreditSchema } from '../../../src/shared/schemas/account-terms';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { insertMember } from '../../../src/server/features/3-accounts/companies/members-repository';
import { insertMethods, insertZone } from '../../../src/server/features/4-orders/shipping/shipping-zones-repository';
import { insertTaxRate } from '../../../src/server/features/4-orders/shipping/tax-rates-repository';
import { priceListEntriesPageSchema } from '../../../src/shared/schemas/price-list';
import { createPriceList } from '../../helpers/price-lists';
import { shippingZoneSchema } from '../../../src/shared/schemas/shipping';
import { taxRateSchema } from '../../../src/shared/schemas/tax';
import { contactMessagesPageSchema } from '../../../src/shared/schemas/contact-message';
import { customerDetailSchema, customerPageSchema } from '../../../src/shared/schemas/customer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminOrderDetailSchema, orderPageSchema } from '../../../src/shared/schemas/admin-orders';
import { auditPageSchema } from '../../../src/shared/schemas/audit';
import { accountPaymentResultSchema, companyPaymentsSchema, openInvoicesSchema } from '../../../src/shared/schemas/account-terms';
import { myDocumentsPageSchema } from '../../../src/shared/schemas/invoice';
import { closedOrderSchema, orderSchema } from '../../../src/shared/schemas/order';
import { overviewSchema } from '../../../src/shared/schemas/overview';
import { cartRefillSchema } from '../../../src/shared/schemas/reorder';
import { confirmCardResultSchema, confirmPaymentOutputSchema, createPaymentIntentOutputSchema } from '../../../src/shared/schemas/payment';
import { priceCheckSchema, priceListSchema } from '../../../src/shared/schemas/price-list';
import { productPageSchema, productSchema } from '../../../src/shared/schemas/product';
import { addReviewResultSchema, adminReviewsPageSchema, reviewSchema } from '../../../src/shared/schemas/review';
import { statSchema } from '../../../src/shared/schemas/stat';
import { checkoutQuoteSchema } from '../../../src/shared/schemas/tax';
import { userSchema } from '../../../src/shared/schemas/user';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { markPaid, placeOrder } from '../orders/order-helpers';

/**
 * The spec's call table (docs/product.md#7-the-rest-contract), call by call: each path and
 * method is in the committed openapi.json; an allowed caller gets the documented shape (checked
 * with the same zod output schema the procedure has); anybody else gets 401 (not signed in),
 * 403 (another person's e-mail, or a customer calling an admin call) or 404 (another person's
 * order, docs/decisions/032). Every operation of openapi.json is either a row here or named in
 * TESTED_ELSEWHERE, so no call goes unclassified.
 */

const shop = useTestApp();
const openapi = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Fixture {
  owner: ContextUser;
  stranger: ContextUser;
  productId: string;
  productSlug: string;
  /** Orders of `owner`: one to pay, one to cancel, one to look at. */
  toPay: string;
  toCancel: string;
  toRead: string;
  /** The payment intent of `toPay`, once created. */
  intentId: string;
  /** `owner`'s review, once posted (owner's `toShip` order is paid, so they may). */
  reviewId: string;
  admin: ContextUser;
  /** Another admin: allowed every admin call, but not with `admin`'s e-mail in the path. */
  otherAdmin: ContextUser;
  /** The customer the role calls promote and demote again. */
  promoted: ContextUser;
  /** A paid order to ship, and the products the admin updates and deletes. */
  toShip: string;
  toUpdate: string;
  toDelete: string;
  /** A company with one location and one member (a buyer), for the shop admin's company calls. */
  companyId: string;
  locationId: string;
  companyMember: ContextUser;
  /** `owner`'s business application, once filed (approving it makes the owner a company admin of a new company, `companyId` from then on). */
  applicationId: string;
  /** `stranger`'s pending application, to decline. */
  toDecline: string;
  /** A shipping zone and a tax rate the admin changes and deletes (issue 38). */
  zoneId: string;
  taxRateId: string;
  /** A price list the admin changes, assigns, fills with entries and deletes (issue 39). */
  priceListId: string;
}
interface Call {
  method: Method;
  /** The path as openapi.json writes it. */
  documented: string;
  url: (fx: Fixture) => string;
  body?: (fx: Fixture) => unknown;
  output: z.ZodType;
  /** Who may call it; public calls have no refusals to check. */
  audience: 'public' | 'customer' | 'self' | 'owner' | 'admin';
  /** An admin call whose path carries the acting admin's e-mail: another admin's is refused too. */
  actingAdminInPath?: true;
}

const email = (user: ContextUser) => encodeURIComponent(user.email);

/** In the spec's order, with our substitutes (the card provider's confirm is the test gateway's). */
const CALLS: Call[] = [
  { method: 'POST', documented: '/token', url: () => '/api/token', body: () => ({ email: 'contract@garden.com', password: 'contract-password' }), output: z.object({ accessToken: z.string() }), audience: 'public' },
  { method: 'GET', documented: '/products', url: () => '/api/products', output: z.array(productSchema), audience: 'public' },
  { method: 'GET', documented: '/reviews', url: () => '/api/reviews', output: z.array(reviewSchema), audience: 'public' },
  { method: 'GET', documented: '/stat', url: () => '/api/stat', output: statSchema, audience: 'public' },
  { method: 'GET', documented: '/product/{id}', url: (fx) => `/api/product/${fx.productId}`, output: productSchema, audience: 'public' },
  { method: 'GET', documented: '/products/by-slug/{slug}', url: (fx) => `/api/products/by-slug/${fx.productSlug}`, output: productPageSchema, audience: 'public' },
  {
    method: 'POST',
    documented: '/order',
    url: () => '/api/order',
    body: (fx) => ({ OrderInformation: { productID: fx.productId, orderQuantity: 2, phone: '+1 555 0100', address: '1 Contract Lane' } }),
    output: z.object({ insertedId: z.uuid() }),
    audience: 'customer',
  },
  { method: 'GET', documented: '/user/{email}', url: (fx) => `/api/user/${email(fx.owner)}`, output: userSchema, audience: 'self' },
  {
    method: 'POST',
    documented: '/update-user',
    url: () => '/api/update-user',
    body: () => ({ user: { phone: '+1 555 0101', address: '2 Contract Lane' } }),
    output: z.object({ modifiedCount: z.number().int() }),
    audience: 'customer',
  },
  { method: 'GET', documented: '/order/{email}', url: (fx) => `/api/order/${email(fx.owner)}`, output: z.array(orderSchema), audience: 'self' },
  { method: 'DELETE', documented: '/cancel-order/{orderId}', url: (fx) => `/api/cancel-order/${fx.toCancel}`, output: z.object({ deletedCount: z.literal(1) }), audience: 'owner' },
  { method: 'GET', documented: '/my-orders', url: () => '/api/my-orders', output: orderPageSchema, audience: 'customer' },
  { method: 'GET', documented: '/my-documents', url: () => '/api/my-documents', output: myDocumentsPageSchema, audience: 'customer' },
  { method: 'GET', documented: '/my-orders/closed', url: () => '/api/my-orders/closed', output: z.array(closedOrderSchema), audience: 'customer' },
  {
    method: 'POST',
    documented: '/add-review/{email}',
    url: (fx) => `/api/add-review/${email(fx.owner)}`,
    body: () => ({ reviewInformation: { rating: 5, review: 'Sturdy and sharp.' } }),
    output: addReviewResultSchema,
    audience: 'self',
  },
  // The spec's free-text address counts as the shop's country (issue 38); no zones or rates here: goods only (asked before the owner's application makes them a company admin).
  { method: 'POST', documented: '/checkout/quote', url: () => '/api/checkout/quote', body: () => ({ phone: '+1 555 0100', address: '1 Contract Lane' }), output: checkoutQuoteSchema, audience: 'customer' },
  { method: 'GET', documented: '/order-details/{id}', url: (fx) => `/api/order-details/${fx.toRead}`, output: orderSchema, audience: 'owner' },
  { method: 'POST', documented: '/orders/{id}/buy-again', url: (fx) => `/api/orders/${fx.toRead}/buy-again`, output: cartRefillSchema, audience: 'owner' },
  { method: 'POST', documented: '/create-payment-intent', url: () => '/api/create-payment-intent', body: (fx) => ({ orderId: fx.toPay, price: 25 }), output: createPaymentIntentOutputSchema, audience: 'owner' },
  {
    method: 'POST',
    documented: '/test-payments/{intentId}/confirm',
    url: (fx) => `/api/test-payments/${fx.intentId}/confirm`,
    body: () => ({ card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' }, billingDetails: { name: 'Owner' } }),
    output: confirmCardResultSchema,
    audience: 'owner',
  },
  {
    method: 'PATCH',
    documented: '/create-payment-intent/payment/{orderId}',
    url: (fx) => `/api/create-payment-intent/payment/${fx.toPay}`,
    body: (fx) => ({ transactionId: fx.intentId, productID: fx.toPay, totalPrice: 25 }),
    output: confirmPaymentOutputSchema,
    audience: 'owner',
  },
  // The admin calls, in the spec's order; make-admin comes before remove-admin (the same user).
  { method: 'GET', documented: '/orders', url: () => '/api/orders', output: z.array(orderSchema), audience: 'admin' },
  {
    method: 'PUT',
    documented: '/shipped-order/{orderId}',
    url: (fx) => `/api/shipped-order/${fx.toShip}`,
    body: () => ({ carrier: 'DHL', trackingNumber: 'JD014600006281' }),
    output: z.object({ modifiedCount: z.literal(1) }),
    audience: 'admin',
  },
  {
    method: 'POST',
    documented: '/add-product/{email}',
    url: (fx) => `/api/add-product/${email(fx.admin)}`,
    body: () => ({ productInformation: productInformation('Contract rake') }),
    output: z.object({ insertedId: z.uuid() }),
    audience: 'admin',
    actingAdminInPath: true,
  },
  { method: 'GET', documented: '/users', url: () => '/api/users', output: z.array(userSchema).min(1), audience: 'admin' },
  {
    method: 'PUT',
    documented: '/make-admin/{adminEmail}',
    url: (fx) => `/api/make-admin/${email(fx.admin)}`,
    body: (fx) => ({ email: fx.promoted.email }),
    output: z.object({ modifiedCount: z.literal(1) }),
    audience: 'admin',
    actingAdminInPath: true,
  },
  {
    method: 'PUT',
    documented: '/remove-admin/{adminEmail}',
    url: (fx) => `/api/remove-admin/${email(fx.admin)}`,
    body: (fx) => ({ email: fx.promoted.email }),
    output: z.object({ modifiedCount: z.literal(1) }),
    audience: 'admin',
    actingAdminInPath: true,
  },
  { method: 'DELETE', documented: '/delete-product/{id}', url: (fx) => `/api/delete-product/${fx.toDelete}`, output: z.object({ deletedCount: z.literal(1) }), audience: 'admin' },
  {
    method: 'PUT',
    documented: '/update-product/{id}',
    url: (fx) => `/api/update-product/${fx.toUpdate}`,
    body: () => ({ productInformation: productInformation('Contract hoe') }),
    output: z.object({ matchedCount: z.literal(1) }),
    audience: 'admin',
  },
  // Our additions for the admin back office (docs/decisions/060 and the audit log, overview).
  { method: 'GET', documented: '/admin/orders', url: () => '/api/admin/orders?limit=2', output: orderPageSchema, audience: 'admin' },
  { method: 'GET', documented: '/admin/orders/{orderId}', url: (fx) => `/api/admin/orders/${fx.toShip}`, output: adminOrderDetailSchema, audience: 'admin' },
  { method: 'GET', documented: '/audit-log', url: () => '/api/audit-log', output: auditPageSchema, audience: 'admin' },
  { method: 'GET', documented: '/overview', url: () => '/api/overview', output: overviewSchema, audience: 'admin' },
  // Review moderation (issue 20); the review is the owner's, posted above.
  { method: 'GET', documented: '/admin/reviews', url: () => '/api/admin/reviews', output: adminReviewsPageSchema, audience: 'admin' },
  { method: 'PUT', documented: '/admin/reviews/{reviewId}/hide', url: (fx) => `/api/admin/reviews/${fx.reviewId}/hide`, output: z.object({ modifiedCount: z.literal(1) }), audience: 'admin' },
  { method: 'PUT', documented: '/admin/reviews/{reviewId}/show', url: (fx) => `/api/admin/reviews/${fx.reviewId}/show`, output: z.object({ modifiedCount: z.literal(1) }), audience: 'admin' },
  // The contact form and the admins' Messages page (issue 23).
  {
    method: 'POST',
    documented: '/contact',
    url: () => '/api/contact',
    body: () => ({ name: 'Contract visitor', email: 'visitor@garden.com', message: 'Do you sell in bulk?' }),
    output: z.object({ insertedId: z.string() }),
    audience: 'public',
  },
  { method: 'GET', documented: '/admin/messages', url: () => '/api/admin/messages', output: contactMessagesPageSchema, audience: 'admin' },
  // The admin's customers (issue 25).
  { method: 'GET', documented: '/customers', url: () => '/api/customers?q=a&limit=5', output: customerPageSchema, audience: 'admin' },
  { method: 'GET', documented: '/customers/{id}', url: (fx) => `/api/customers/${fx.owner.id}`, output: customerDetailSchema, audience: 'admin' },
  // The shop admin's companies (issue 37): the company, its location and member are made in beforeAll.
  { method: 'POST', documented: '/companies', url: () => '/api/companies', body: () => ({ name: 'Contract Landscaping', taxId: 'GB-CONTRACT' }), output: companySchema, audience: 'admin' },
  { method: 'GET', documented: '/companies', url: () => '/api/companies?q=contract&limit=5', output: companyPageSchema, audience: 'admin' },
  { method: 'GET', documented: '/companies/{id}', url: (fx) => `/api/companies/${fx.companyId}`, output: companyDetailSchema, audience: 'admin' },
  { method: 'PUT', documented: '/companies/{id}/status', url: (fx) => `/api/companies/${fx.companyId}/status`, body: () => ({ status: 'on_hold' }), output: companySchema, audience: 'admin' },
  {
    method: 'PUT',
    documented: '/companies/{id}/tax-exemption',
    url: (fx) => `/api/companies/${fx.companyId}/tax-exemption`,
    body: () => ({ reason: 'certificate', reference: 'EX-CONTRACT' }),
    output: companyDetailSchema,
    audience: 'admin',
  },
  {
    method: 'PUT',
    documented: '/companies/{id}/terms',
    url: (fx) => `/api/companies/${fx.companyId}/terms`,
    body: () => ({ mode: 'account', netDays: 30, creditLimit: 5000 }),
    output: companyCreditSchema,
    audience: 'admin',
  },
  { method: 'POST', documented: '/companies/{id}/locations', url: (fx) => `/api/companies/${fx.companyId}/locations`, body: () => contractLocation, output: companyLocationSchema, audience: 'admin' },
  {
    method: 'PUT',
    documented: '/companies/{id}/locations/{locationId}',
    url: (fx) => `/api/companies/${fx.companyId}/locations/${fx.locationId}`,
    body: () => contractLocation,
    output: companyLocationSchema,
    audience: 'admin',
  },
  {
    method: 'PUT',
    documented: '/companies/{id}/members/{userId}',
    url: (fx) => `/api/companies/${fx.companyId}/members/${fx.companyMember.id}`,
    body: (fx) => ({ role: 'buyer', locationIds: [fx.locationId] }),
    output: companyDetailSchema,
    audience: 'admin',
  },
  { method: 'DELETE', documented: '/companies/{id}/members/{userId}', url: (fx) => `/api/companies/${fx.companyId}/members/${fx.companyMember.id}`, output: companyDetailSchema, audience: 'admin' },
  // Shipping zones and tax rates (issue 38): the zone and rate changed and deleted are made in beforeAll.
  { method: 'GET', documented: '/shipping-zones', url: () => '/api/shipping-zones', output: z.array(shippingZoneSchema), audience: 'admin' },
  { method: 'POST', documented: '/shipping-zones', url: () => '/api/shipping-zones', body: () => contractZone, output: shippingZoneSchema, audience: 'admin' },
  { method: 'PUT', documented: '/shipping-zones/{id}', url: (fx) => `/api/shipping-zones/${fx.zoneId}`, body: () => contractZone, output: shippingZoneSchema, audience: 'admin' },
  { method: 'DELETE', documented: '/shipping-zones/{id}', url: (fx) => `/api/shipping-zones/${fx.zoneId}`, output: z.object({ deletedCount: z.literal(1) }), audience: 'admin' },
  { method: 'GET', documented: '/tax-rates', url: () => '/api/tax-rates', output: z.array(taxRateSchema), audience: 'admin' },
  { method: 'POST', documented: '/tax-rates', url: () => '/api/tax-rates', body: () => ({ country: 'GB', taxClass: 'standard', ratePercent: 20 }), output: taxRateSchema, audience: 'admin' },
  { method: 'PUT', documented: '/tax-rates/{id}', url: (fx) => `/api/tax-rates/${fx.taxRateId}`, body: () => ({ country: 'FR', taxClass: 'reduced', ratePercent: 5.5 }), output: taxRateSchema, audience: 'admin' },
  { method: 'DELETE', documented: '/tax-rates/{id}', url: (fx) => `/api/tax-rates/${fx.taxRateId}`, output: z.object({ deletedCount: z.literal(1) }), audience: 'admin' },
  // Price lists (issue 39): the list changed, assigned and deleted is made in beforeAll.
  { method: 'GET', documented: '/price-lists', url: () => '/api/price-lists', output: z.array(priceListSchema), audience: 'admin' },
  { method: 'POST', documented: '/price-lists', url: () => '/api/price-lists', body: () => ({ name: 'Contract list', priority: 5, catalogueDiscountPercent: 8 }), output: priceListSchema, audience: 'admin' },
  { method: 'GET', documented: '/price-lists/{id}', url: (fx) => `/api/price-lists/${fx.priceListId}`, output: priceListSchema, audience: 'admin' },
  {
    method: 'PUT',
    documented: '/price-lists/{id}',
    url: (fx) => `/api/price-lists/${fx.priceListId}`,
    body: () => ({ name: 'Contract list renamed', priority: 7, startsAt: '2026-01-01T00:00:00Z', endsAt: null, catalogueDiscountPercent: 12.5 }),
    output: priceListSchema,
    audience: 'admin',
  },
  { method: 'PUT', documented: '/companies/{id}/price-lists', url: (fx) => `/api/companies/${fx.companyId}/price-lists`, body: (fx) => ({ priceListIds: [fx.priceListId] }), output: z.array(priceListSchema), audience: 'admin' },
  { method: 'GET', documented: '/companies/{id}/price-lists', url: (fx) => `/api/companies/${fx.companyId}/price-lists`, output: z.array(priceListSchema).length(1), audience: 'admin' },
  { method: 'GET', documented: '/companies/{id}/price-check', url: (fx) => `/api/companies/${fx.companyId}/price-check?productId=${fx.productId}&quantity=2`, output: priceCheckSchema, audience: 'admin' },
  // Payments received from a company on account (issue 40): the contract's company has no invoices, so all of it is credit.
  {
    method: 'POST',
    documented: '/companies/{id}/payments',
    url: (fx) => `/api/companies/${fx.companyId}/payments`,
    body: () => ({ amount: 120.5, receivedOn: '2026-11-20', method: 'bank_transfer', reference: 'BACS contract' }),
    output: accountPaymentResultSchema.extend({ allocated: z.literal(0), unallocated: z.literal(120.5) }),
    audience: 'admin',
  },
  { method: 'GET', documented: '/companies/{id}/payments', url: (fx) => `/api/companies/${fx.companyId}/payments?limit=5`, output: companyPaymentsSchema, audience: 'admin' },
  { method: 'GET', documented: '/companies/{id}/open-invoices', url: (fx) => `/api/companies/${fx.companyId}/open-invoices`, output: openInvoicesSchema, audience: 'admin' },
  {
    method: 'PUT',
    documented: '/price-lists/{id}/entries',
    url: (fx) => `/api/price-lists/${fx.priceListId}/entries`,
    body: (fx) => ({ entries: [{ productId: fx.productId, tiers: [{ minQuantity: 1, price: 10 }, { minQuantity: 10, price: 9 }] }] }),
    output: z.object({ added: z.literal(1), updated: z.literal(0) }),
    audience: 'admin',
  },
  { method: 'GET', documented: '/price-lists/{id}/entries', url: (fx) => `/api/price-lists/${fx.priceListId}/entries?q=contract`, output: priceListEntriesPageSchema, audience: 'admin' },
  { method: 'DELETE', documented: '/price-lists/{id}/entries/{productId}', url: (fx) => `/api/price-lists/${fx.priceListId}/entries/${fx.productId}`, output: z.object({ deletedCount: z.literal(1) }), audience: 'admin' },
  { method: 'DELETE', documented: '/price-lists/{id}', url: (fx) => `/api/price-lists/${fx.priceListId}`, output: z.object({ deletedCount: z.literal(1) }), audience: 'admin' },
  // Business applications and invitations (issue 37), last: approving makes the owner a company admin.
  { method: 'POST', documented: '/business-applications', url: () => '/api/business-applications', body: () => ({ companyName: 'Contract Gardens' }), output: businessApplicationSchema, audience: 'customer' },
  { method: 'GET', documented: '/business-applications', url: () => '/api/business-applications?status=pending', output: applicationPageSchema, audience: 'admin' },
  { method: 'POST', documented: '/business-applications/{id}/approve', url: (fx) => `/api/business-applications/${fx.applicationId}/approve`, output: businessApplicationSchema, audience: 'admin' },
  {
    method: 'POST',
    documented: '/business-applications/{id}/decline',
    url: (fx) => `/api/business-applications/${fx.toDecline}/decline`,
    body: () => ({ reason: 'Not a business' }),
    output: businessApplicationSchema,
    audience: 'admin',
  },
  { method: 'GET', documented: '/business-applications/mine', url: () => '/api/business-applications/mine', output: myBusinessAccountSchema, audience: 'customer' },
  {
    method: 'POST',
    documented: '/companies/{id}/invitations',
    url: (fx) => `/api/companies/${fx.companyId}/invitations`,
    body: () => ({ email: 'contract-buyer@garden.com', role: 'buyer' }),
    output: sentInvitationSchema,
    audience: 'admin',
  },
  { method: 'POST', documented: '/my-company/invitations', url: () => '/api/my-company/invitations', body: () => ({ email: 'contract-admin@garden.com', role: 'admin' }), output: sentInvitationSchema, audience: 'customer' },
  { method: 'GET', documented: '/company-invitations', url: () => '/api/company-invitations', output: myInvitationsSchema, audience: 'customer' },
  // Statements and receivables (issue 40): the owner is a company admin since the approval above.
  { method: 'GET', documented: '/my-company/statement', url: () => '/api/my-company/statement', output: statementSchema, audience: 'customer' },
  { method: 'GET', documented: '/companies/{id}/statement', url: (fx) => `/api/companies/${fx.companyId}/statement`, output: statementSchema, audience: 'admin' },
  { method: 'GET', documented: '/receivables', url: () => '/api/receivables?sort=name', output: receivablesSchema, audience: 'admin' },
];

const contractLocation = { name: 'Contract depot', address: '1 Contract Yard\nLeeds', phone: '+44 113 496 0000' };
const contractZone = { name: 'Contract zone', countries: ['GB', 'US'], methods: [{ name: 'Standard', kind: 'flat', price: 9.95, freeOver: 500, estimate: '2-3 working days' }] };

/**
 * The operations of openapi.json that are not rows above, each with the suite that holds it to
 * its contract: the sign-in and account calls set cookies and mail links a table row cannot
 * follow, and 3-D Secure needs an intent in that state.
 */
const TESTED_ELSEWHERE = [
  'GET /auth/me', // test/server/accounts, test/server/platform/http-caching.test.ts
  'POST /auth/sign-up', // test/server/accounts/sign-up-and-sign-in.test.ts
  'POST /auth/sign-in', // test/server/accounts/sign-up-and-sign-in.test.ts
  'POST /auth/sign-out', // test/server/accounts/sign-up-and-sign-in.test.ts, token.test.ts
  'GET /auth/providers', // test/server/accounts/oauth.test.ts
  'POST /auth/forgot-password', // test/server/accounts/password-reset.test.ts
  'POST /auth/reset-password', // test/server/accounts/password-reset.test.ts
  'POST /auth/verify-email', // test/server/accounts/email-verification.test.ts
  'POST /auth/resend-verification', // test/server/accounts/email-verification.test.ts
  'GET /site-config', // test/server/site/site-config.test.ts
  'POST /test-payments/{intentId}/authenticate', // test/server/payments/test-gateway-cards.test.ts
  'GET /payment-receipt/{orderId}', // test/server/payments/payment-receipt.test.ts
  'POST /my-company/invoices/{number}/payment', // test/server/payments/invoice-card-payments.test.ts
  'PATCH /my-company/invoices/{number}/payment', // test/server/payments/invoice-card-payments.test.ts
  'GET /addresses', // test/server/addresses/address-book.test.ts
  'POST /addresses', // test/server/addresses/address-book.test.ts
  'PUT /addresses/{id}', // test/server/addresses/address-book.test.ts
  'DELETE /addresses/{id}', // test/server/addresses/address-book.test.ts
  'DELETE /admin/orders/{orderId}', // test/server/orders/cancel-unpaid-order.test.ts
  'POST /orders/ship', // test/server/orders/bulk-ship-orders.test.ts
  'POST /orders/{id}/refunds', // test/server/payments/refunds.test.ts
  'GET /orders/{id}/refunds', // test/server/payments/refunds.test.ts
  'GET /catalogue', // test/server/products/catalogue-*.test.ts
  'GET /admin/products', // test/server/products/catalogue-access.test.ts
  'GET /categories', // test/server/products/category-tree.test.ts
  'POST /categories', // test/server/products/categories-admin.test.ts
  'PATCH /categories/{id}', // test/server/products/categories-admin.test.ts
  'DELETE /categories/{id}', // test/server/products/categories-admin.test.ts
  'POST /admin/products/status', // test/server/products/products-bulk.test.ts
  'POST /admin/products/category', // test/server/products/products-bulk.test.ts
  'POST /newsletter', // test/server/newsletter/newsletter.test.ts
  'POST /newsletter/confirm', // test/server/newsletter/newsletter.test.ts
  'POST /newsletter/unsubscribe', // test/server/newsletter/newsletter.test.ts
  'GET /admin/subscribers', // test/server/newsletter/subscribers.test.ts
  'GET /cart', // test/server/cart/cart-lines.test.ts
  'PUT /cart/lines/{productId}', // test/server/cart/cart-lines.test.ts
  'DELETE /cart/lines/{productId}', // test/server/cart/cart-lines.test.ts
  'POST /cart/review', // test/server/cart/cart-changes.test.ts
  'POST /cart/quick-add', // test/server/cart/quick-add.test.ts
  'POST /cart/merge', // test/server/cart/cart-merge.test.ts
  'POST /cart/bulk', // test/server/cart/bulk-entry.test.ts
  'POST /checkout', // test/server/cart/checkout.test.ts
  'GET /orders/{id}', // test/server/orders/order-lines.test.ts
  'GET /my-company', // test/server/companies/my-company.test.ts (the contract's owner is in no company)
  'GET /my-company/credit', // test/server/companies/payment-terms.test.ts (the contract's owner is in no company)
  'PUT /my-company/members/{userId}', // test/server/companies/my-company.test.ts
  'DELETE /my-company/members/{userId}', // test/server/companies/my-company.test.ts
  'POST /my-company/locations', // test/server/companies/my-company.test.ts
  'PUT /my-company/locations/{locationId}', // test/server/companies/my-company.test.ts
  'GET /company-invitations/by-token', // test/server/companies/invitations.test.ts
  'POST /company-invitations/accept', // test/server/companies/invitations.test.ts
  'GET /my-company/orders', // test/server/orders/company-orders.test.ts (its callers are company members, two companies)
  'GET /lists', // test/server/requisition-lists/requisition-lists.test.ts
  'POST /lists', // test/server/requisition-lists/requisition-lists.test.ts
  'GET /lists/{id}', // test/server/requisition-lists/requisition-lists.test.ts
  'PUT /lists/{id}', // test/server/requisition-lists/requisition-lists.test.ts
  'DELETE /lists/{id}', // test/server/requisition-lists/requisition-lists.test.ts
  'PUT /lists/{id}/lines', // test/server/requisition-lists/requisition-lists.test.ts
  'POST /lists/{id}/lines', // test/server/requisition-lists/requisition-lists.test.ts
  'POST /lists/{id}/add-to-cart', // test/server/requisition-lists/requisition-lists.test.ts
  'GET /my-company/products', // test/server/orders/company-products.test.ts (its callers are company members, several companies)
];

/** A complete product, with one of the shipped demo illustrations as its image. */
function productInformation(name: string) {
  return { name, image: '/images/products/watering-can.svg', description: 'Made for the contract suite', minimumOrder: 1, quantity: 10, price: 9.5 };
}

const fx = {} as Fixture;
let ownerHeaders: Record<string, string>;
let strangerHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
let otherAdminHeaders: Record<string, string>;

beforeAll(async () => {
  const signUp = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Contract', email: 'contract@garden.com', password: 'contract-password' }),
  });
  expect(signUp.statusCode).toBe(200);
  fx.owner = { ...(signUp.json().user as ContextUser) };
  fx.stranger = await createUser(shop.db);
  const contractProduct = await createProduct(shop.db, { price: 12.5, minimumOrder: 2 });
  fx.productId = contractProduct.id;
  fx.productSlug = contractProduct.slug;
  [fx.toPay, fx.toCancel, fx.toRead] = [
    await placeOrder(shop.db, fx.owner, fx.productId, 2),
    await placeOrder(shop.db, fx.owner, fx.productId, 2),
    await placeOrder(shop.db, fx.owner, fx.productId, 2),
  ];
  ownerHeaders = await bearerHeaders(shop.db, fx.owner);
  strangerHeaders = await bearerHeaders(shop.db, fx.stranger);

  fx.admin = await createUser(shop.db, { role: 'admin' });
  fx.otherAdmin = await createUser(shop.db, { role: 'admin' });
  fx.promoted = await createUser(shop.db);
  fx.toShip = await placeOrder(shop.db, fx.owner, fx.productId, 2);
  await markPaid(shop.db, fx.toShip);
  fx.toUpdate = (await createProduct(shop.db)).id;
  fx.toDelete = (await createProduct(shop.db)).id;
  const company = await insertCompany(shop.db, { name: 'Contract Parks', taxId: null });
  fx.companyId = company.id;
  fx.locationId = (await shop.db.insertInto('companyLocations').values({ companyId: company.id, name: 'Contract yard', address: '2 Contract Yard', phone: '+44 113 496 0001' }).returning('id').executeTakeFirstOrThrow()).id;
  fx.companyMember = await createUser(shop.db);
  await insertMember(shop.db, { companyId: company.id, userId: fx.companyMember.id, role: 'buyer', locationIds: [] });
  adminHeaders = await bearerHeaders(shop.db, fx.admin);
  otherAdminHeaders = await bearerHeaders(shop.db, fx.otherAdmin);
  // Zones exist from here on: this one serves the shop's own country (SELLER_COUNTRY, US) and the
  // locations' (GB), so every order and checkout call finds a method.
  fx.zoneId = (await insertZone(shop.db, { name: 'Contract zone', countries: ['US', 'GB', 'FR'], regions: [] })).id;
  await insertMethods(shop.db, fx.zoneId, [{ position: 1, name: 'Standard', kind: 'flat', priceCents: 995, bands: [], freeOverCents: null, estimate: '2-3 working days' }]);
  fx.taxRateId = (await insertTaxRate(shop.db, { country: 'FR', region: null, taxClass: 'standard', rateBasisPoints: 2000 })).id;
  fx.priceListId = (await createPriceList(shop.db, { name: 'Fixture list', priority: 3 })).id;
  fx.toDecline = (await shop.db.insertInto('businessApplications').values({ userId: fx.stranger.id, companyName: 'Stranger Gardens' }).returning('id').executeTakeFirstOrThrow()).id;
});

const allowedHeaders = (call: Call) => (call.audience === 'public' ? {} : call.audience === 'admin' ? adminHeaders : ownerHeaders);

const operationsOf = (document: typeof openapi) =>
  Object.entries(document.paths).flatMap(([documented, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${documented}`));

function send(call: Call, headers: Record<string, string>) {
  const body = call.body?.(fx);
  return shop.app.inject({
    method: call.method,
    url: call.url(fx),
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe('the REST contract', () => {
  it.each(CALLS)('$method $documented is in openapi.json', (call) => {
    expect(openapi.paths[call.documented]?.[call.method.toLowerCase()], `${call.method} ${call.documented}`).toBeDefined();
  });

  it('classifies every operation of openapi.json: a row here or a suite named in TESTED_ELSEWHERE', () => {
    const classified = [...CALLS.map((call) => `${call.method} ${call.documented}`), ...TESTED_ELSEWHERE];
    expect(new Set(classified).size, 'an operation listed twice').toBe(classified.length);
    expect(operationsOf(openapi).filter((operation) => !classified.includes(operation)), 'unclassified').toEqual([]);
    expect(TESTED_ELSEWHERE.filter((operation) => !operationsOf(openapi).includes(operation)), 'no longer in openapi.json').toEqual([]);
  });

  // In order: the payment calls build on each other (intent -> confirm card -> mark paid).
  it.each(CALLS)('$method $documented answers an allowed caller in the documented shape', async (call) => {
    const response = await send(call, allowedHeaders(call));
    expect(response.statusCode, response.body).toBe(200);
    const parsed = call.output.safeParse(response.json());
    expect(parsed.error?.issues ?? [], response.body).toEqual([]);
    if (call.documented === '/create-payment-intent') fx.intentId = (response.json().clientSecret as string).split('_secret_')[0]!;
    if (call.documented === '/add-review/{email}') fx.reviewId = response.json().insertedId as string;
    if (call.documented === '/business-applications' && call.method === 'POST') fx.applicationId = response.json().id as string;
    if (call.documented === '/business-applications/{id}/approve') fx.companyId = response.json().companyId as string;
  });

  it.each(CALLS.filter((call) => call.audience !== 'public'))('$method $documented refuses anybody else', async (call) => {
    expect((await send(call, {})).statusCode, 'anonymous').toBe(401);
    if (call.audience === 'admin') {
      expect((await send(call, ownerHeaders)).statusCode, 'a customer').toBe(403);
      if (call.actingAdminInPath) expect((await send(call, otherAdminHeaders)).statusCode, "another admin, with this admin's e-mail").toBe(403);
      return;
    }
    if (call.audience === 'customer') return;
    const strangerStatus = call.audience === 'self' ? 403 : 404;
    expect((await send(call, strangerHeaders)).statusCode, 'another customer').toBe(strangerStatus);
  });
});
