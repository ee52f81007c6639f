import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFirstIssueMessage } from '../../../src/server/rest/adapter-patches';
import { FAST_PATH_PROCEDURES } from '../../../src/server/rest/procedure-route';
import { appRouter } from '../../../src/server/app-router/app-router';
import { cachePolicy } from '../../../src/server/trpc/cache-policy';
import { contextFactory } from '../../../src/server/app-router/request-context';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { markPaid, placeOrder } from '../orders/order-helpers';
import { shopPorts } from '../../../src/server/feature-ports';

/**
 * The REST layer against the adapter it patches and partly rewrites (src/server/rest/README.md):
 * every operation of openapi.json, called through the app (the fast path for POST /api/order,
 * /api/checkout and /api/cart/bulk, the whole catalogue for GET /api/products, the patched adapter for the rest) and
 * through trpc-to-openapi's adapter as it ships, unpatched, on a bare Fastify. Each answer must be
 * the adapter's byte for byte (status, body, content type, cache policy) once the declared patches
 * are applied to it (src/server/rest/adapter-patches.ts): an invalid input's first issue as the
 * message, a write with no body sent as `{}`.
 *
 * Both sides run the same procedure once: the app's call runs it for real and records what the
 * procedure was handed and what it answered or threw; the adapter's call must hand it the same
 * input and gets the same outcome back. So a write (an order placed, a product deleted) is compared
 * too, and what is compared is the transport alone: how the input reaches the procedure and how
 * its answer or error is written. An answer the app sends without calling the procedure (the whole
 * catalogue, a cached public read) is compared with the adapter running it for real.
 *
 * Every operation of openapi.json needs its calls in CALLS: a valid one (reaching the procedure past
 * its input parsing) and an invalid input (a 400), or for an operation that takes no input a second
 * call by someone else. A new operation fails here until it has them.
 */

const shop = useTestApp();
const openapi = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
};

// ---- One procedure run shared by both sides -------------------------------------------------

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
interface ProcedureRun {
  path: string;
  input: unknown;
  outcome: Outcome;
}
type Procedure = ((opts: { getRawInput: () => Promise<unknown> }) => Promise<unknown>) & Record<string, unknown>;

let mode: 'pass' | 'record' | 'replay' = 'pass';
let runs: ProcedureRun[] = [];
let inputMismatches: string[] = [];

// Each procedure wrapped in place: the caller of the fast path and the adapter's both look it up
// in the router's table on every call.
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
for (const [procedurePath, original] of Object.entries(procedures)) {
  const wrapped = async (opts: { getRawInput: () => Promise<unknown> }) => {
    if (mode === 'pass') return original(opts);
    const input = await opts.getRawInput();
    if (mode === 'replay') {
      const run = runs.shift();
      if (!run) return original(opts);
      if (run.path !== procedurePath || !isDeepStrictEqual(run.input, input)) {
        inputMismatches.push(`the app handed ${run.path} ${JSON.stringify(run.input)}, the adapter handed ${procedurePath} ${JSON.stringify(input)}`);
      }
      if (run.outcome.ok) return run.outcome.value;
      throw run.outcome.error;
    }
    const copy = structuredClone(input);
    try {
      const value = await original(opts);
      runs.push({ path: procedurePath, input: copy, outcome: { ok: true, value } });
      return value;
    } catch (error) {
      runs.push({ path: procedurePath, input: copy, outcome: { ok: false, error } });
      throw error;
    }
  };
  procedures[procedurePath] = Object.assign(wrapped, original);
}

// ---- The unpatched adapter --------------------------------------------------------------------

let adapter: FastifyInstance;
beforeAll(async () => {
  adapter = Fastify({ logger: false });
  await adapter.register(fastifyTRPCOpenApiPlugin, { basePath: '/api', router: appRouter, createContext: contextFactory({ db: shop.db, ports: shopPorts, config: testConfig() }), responseMeta: cachePolicy(appRouter) });
  await adapter.ready();
});
afterAll(() => adapter?.close());

// ---- The calls ---------------------------------------------------------------------------------

interface Fixture {
  admin: ContextUser;
  customer: ContextUser;
  promoted: ContextUser;
  /** A live product with stock, and others to change. */
  product: { id: string; sku: string; slug: string };
  toDelete: string;
  toRestatus: string;
  categoryToRename: string;
  categoryToDelete: string;
  /** The customer's orders: to read, to cancel, to pay; paid ones to ship, bulk-ship and refund; one for the admin to cancel. */
  toRead: string;
  toCancel: string;
  toPay: string;
  toShip: string;
  toShipMany: string;
  toRefund: string;
  toAdminCancel: string;
}

type Who = 'anonymous' | 'customer' | 'admin' | 'signed-out-later';
interface Call {
  kind: 'valid' | 'invalid' | 'someone else';
  as: Who;
  url: string;
  body?: unknown;
}

const PASSWORD = 'contract-password';
const TOKEN = 'a'.repeat(43);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const email = (user: ContextUser) => encodeURIComponent(user.email);
const valid = (as: Who, url: string, body?: unknown): Call => ({ kind: 'valid', as, url, body });
const invalid = (as: Who, url: string, body?: unknown): Call => ({ kind: 'invalid', as, url, body });
const someoneElse = (as: Who, url: string, body?: unknown): Call => ({ kind: 'someone else', as, url, body });
const product = (name: string) => ({ productInformation: { name, image: '/images/products/watering-can.svg', description: 'Made for the contract test', price: 9.5, quantity: 10, minimumOrder: 1 } });
const contractAddress = { name: 'Contract buyer', line1: '4 Contract Lane', city: 'Kew', country: 'GB', phone: '+1 555 0103' };
const contractLocation = { name: 'Contract depot', address: '1 Contract Yard\nLeeds', phone: '+44 113 496 0000' };
const contractZone = { name: 'Contract zone', countries: ['GB'], methods: [{ name: 'Standard', kind: 'flat', price: 9.95, freeOver: 500, estimate: '2-3 working days' }] };
const contractPriceList = { name: 'Contract list', priority: 5, startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', catalogueDiscountPercent: 8 };
const contractRate = { country: 'GB', taxClass: 'standard', ratePercent: 20 };
const card = { card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' } };

/** Per operation of openapi.json (`METHOD /path`), its calls, in the document's order. */
const CALLS: Record<string, (fx: Fixture) => Call[]> = {
  'GET /auth/me': () => [valid('customer', '/api/auth/me'), someoneElse('anonymous', '/api/auth/me')],
  'POST /auth/sign-up': () => [valid('anonymous', '/api/auth/sign-up', { name: 'Signed Up', email: 'signed-up@garden.com', password: PASSWORD }), invalid('anonymous', '/api/auth/sign-up', { name: 'x', email: 'no', password: 'short' })],
  'POST /auth/sign-in': (fx) => [valid('anonymous', '/api/auth/sign-in', { email: fx.customer.email, password: PASSWORD }), invalid('anonymous', '/api/auth/sign-in', {})],
  'POST /auth/sign-out': () => [valid('signed-out-later', '/api/auth/sign-out'), someoneElse('anonymous', '/api/auth/sign-out')],
  'POST /token': (fx) => [valid('anonymous', '/api/token', { email: fx.customer.email, password: PASSWORD }), invalid('anonymous', '/api/token', { email: 'not an e-mail' })],
  'GET /auth/providers': () => [valid('anonymous', '/api/auth/providers'), someoneElse('customer', '/api/auth/providers')],
  'POST /auth/forgot-password': (fx) => [valid('anonymous', '/api/auth/forgot-password', { email: fx.customer.email }), invalid('anonymous', '/api/auth/forgot-password', { email: 'nobody' })],
  'POST /auth/reset-password': () => [valid('anonymous', '/api/auth/reset-password', { token: TOKEN, password: 'a-new-password' }), invalid('anonymous', '/api/auth/reset-password', { token: 'short', password: 'a-new-password' })],
  'POST /auth/verify-email': () => [valid('anonymous', '/api/auth/verify-email', { token: TOKEN }), invalid('anonymous', '/api/auth/verify-email', {})],
  'POST /auth/resend-verification': () => [valid('customer', '/api/auth/resend-verification'), someoneElse('anonymous', '/api/auth/resend-verification')],
  'GET /products': () => [valid('anonymous', '/api/products'), someoneElse('customer', '/api/products?ignored=1')],
  'GET /product/{id}': (fx) => [valid('anonymous', `/api/product/${fx.product.id}`), invalid('anonymous', '/api/product/not-an-id')],
  'GET /products/by-slug/{slug}': (fx) => [valid('anonymous', `/api/products/by-slug/${fx.product.slug}`), invalid('anonymous', '/api/products/by-slug/Not%20a%20slug')],
  'POST /add-product/{email}': (fx) => [valid('admin', `/api/add-product/${email(fx.admin)}`, product('Contract rake')), invalid('admin', `/api/add-product/${email(fx.admin)}`, { productInformation: { name: '' } })],
  'PUT /update-product/{id}': (fx) => [valid('admin', `/api/update-product/${fx.product.id}`, product('Contract hoe')), invalid('admin', '/api/update-product/not-an-id', product('Contract hoe'))],
  'DELETE /delete-product/{id}': (fx) => [valid('admin', `/api/delete-product/${fx.toDelete}`), invalid('admin', '/api/delete-product/not-an-id')],
  'POST /admin/products/status': (fx) => [valid('admin', '/api/admin/products/status', { ids: [fx.toRestatus], status: 'draft' }), invalid('admin', '/api/admin/products/status', { ids: [], status: 'lost' })],
  'POST /admin/products/category': (fx) => [valid('admin', '/api/admin/products/category', { ids: [fx.toRestatus], categoryId: null }), invalid('admin', '/api/admin/products/category', { ids: ['x'] })],
  'GET /catalogue': () => [valid('anonymous', '/api/catalogue?q=contract&limit=5&inStock=true'), invalid('anonymous', '/api/catalogue?limit=0&sort=cheapest')],
  'GET /admin/products': () => [valid('admin', '/api/admin/products?status=active&limit=5'), invalid('admin', '/api/admin/products?status=lost')],
  'GET /categories': () => [valid('anonymous', '/api/categories'), someoneElse('admin', '/api/categories')],
  'POST /categories': () => [valid('admin', '/api/categories', { name: 'Contract shears' }), invalid('admin', '/api/categories', { name: '' })],
  'PATCH /categories/{id}': (fx) => [valid('admin', `/api/categories/${fx.categoryToRename}`, { name: 'Contract loppers' }), invalid('admin', `/api/categories/${fx.categoryToRename}`, { position: -1 })],
  'DELETE /categories/{id}': (fx) => [valid('admin', `/api/categories/${fx.categoryToDelete}`), invalid('admin', '/api/categories/not-an-id')],
  'POST /order': (fx) => [
    valid('customer', '/api/order', { OrderInformation: { productID: fx.product.id, orderQuantity: 2, phone: '+1 555 0100', address: '1 Contract Lane' } }),
    invalid('customer', '/api/order', { OrderInformation: { productID: fx.product.id, orderQuantity: 'two', phone: '', address: '1 Contract Lane' } }),
    someoneElse('anonymous', '/api/order', { OrderInformation: { productID: fx.product.id, orderQuantity: 2, phone: '+1 555 0100', address: '1 Contract Lane' } }),
  ],
  'GET /my-orders': () => [valid('customer', '/api/my-orders?limit=2'), invalid('customer', '/api/my-orders?limit=zero')],
  'GET /my-documents': () => [valid('customer', '/api/my-documents?limit=2'), invalid('customer', '/api/my-documents?limit=zero'), someoneElse('anonymous', '/api/my-documents')],
  'GET /my-orders/closed': () => [valid('customer', '/api/my-orders/closed'), someoneElse('anonymous', '/api/my-orders/closed')],
  'GET /my-company/orders': () => [valid('customer', '/api/my-company/orders?limit=2'), invalid('customer', '/api/my-company/orders?limit=zero'), someoneElse('anonymous', '/api/my-company/orders')],
  'GET /order/{email}': (fx) => [valid('customer', `/api/order/${email(fx.customer)}`), invalid('customer', '/api/order/not-an-email')],
  'GET /order-details/{id}': (fx) => [valid('customer', `/api/order-details/${fx.toRead}`), invalid('customer', '/api/order-details/not-an-id')],
  'GET /orders/{id}': (fx) => [valid('customer', `/api/orders/${fx.toRead}`), invalid('customer', '/api/orders/not-an-id')],
  'POST /orders/{id}/buy-again': (fx) => [valid('customer', `/api/orders/${fx.toRead}/buy-again`), invalid('customer', '/api/orders/not-an-id/buy-again')],
  'DELETE /cancel-order/{orderId}': (fx) => [valid('customer', `/api/cancel-order/${fx.toCancel}`), invalid('customer', '/api/cancel-order/not-an-id')],
  'GET /admin/orders': () => [valid('admin', '/api/admin/orders?limit=2&paid=false'), invalid('admin', '/api/admin/orders?from=yesterday')],
  'GET /orders': () => [valid('admin', '/api/orders?status=pending'), invalid('admin', '/api/orders?status=lost')],
  'GET /admin/orders/{orderId}': (fx) => [valid('admin', `/api/admin/orders/${fx.toRead}`), invalid('admin', '/api/admin/orders/not-an-id')],
  'DELETE /admin/orders/{orderId}': (fx) => [valid('admin', `/api/admin/orders/${fx.toAdminCancel}?reason=Out%20of%20season`), invalid('admin', '/api/admin/orders/not-an-id')],
  'PUT /shipped-order/{orderId}': (fx) => [valid('admin', `/api/shipped-order/${fx.toShip}`), invalid('admin', '/api/shipped-order/not-an-id')],
  'POST /orders/ship': (fx) => [valid('admin', '/api/orders/ship', { orderIds: [fx.toShipMany], carrier: 'DHL' }), invalid('admin', '/api/orders/ship', { orderIds: [] })],
  'POST /create-payment-intent': (fx) => [valid('customer', '/api/create-payment-intent', { orderId: fx.toPay, price: 25 }), invalid('customer', '/api/create-payment-intent', { orderId: 'x' })],
  'PATCH /create-payment-intent/payment/{orderId}': (fx) => [
    valid('customer', `/api/create-payment-intent/payment/${fx.toPay}`, { transactionId: 'pi_Contract00000001' }),
    invalid('customer', `/api/create-payment-intent/payment/${fx.toPay}`, { transactionId: 'not-an-intent' }),
  ],
  'POST /test-payments/{intentId}/confirm': () => [valid('customer', '/api/test-payments/pi_Contract00000001/confirm', card), invalid('customer', '/api/test-payments/pi_Contract00000001/confirm', {})],
  'POST /test-payments/{intentId}/authenticate': () => [
    valid('customer', '/api/test-payments/pi_Contract00000001/authenticate', { outcome: 'complete' }),
    invalid('customer', '/api/test-payments/pi_Contract00000001/authenticate', { outcome: 'maybe' }),
  ],
  'POST /my-company/invoices/{number}/payment': () => [valid('customer', '/api/my-company/invoices/INV-999999/payment', { amount: 25 }), invalid('customer', '/api/my-company/invoices/INV-999999/payment', { amount: -1 })],
  'PATCH /my-company/invoices/{number}/payment': () => [
    valid('customer', '/api/my-company/invoices/INV-999999/payment', { transactionId: 'pi_Contract00000001' }),
    invalid('customer', '/api/my-company/invoices/INV-999999/payment', { transactionId: 'not-an-intent' }),
  ],
  'GET /payment-receipt/{orderId}': (fx) => [valid('customer', `/api/payment-receipt/${fx.toRead}`), invalid('customer', '/api/payment-receipt/not-an-id')],
  'POST /orders/{id}/refunds': (fx) => [valid('admin', `/api/orders/${fx.toRefund}/refunds`, { amountCents: 100, reason: 'Damaged in transit' }), invalid('admin', `/api/orders/${fx.toRefund}/refunds`, { amountCents: 0, reason: '' })],
  'GET /orders/{id}/refunds': (fx) => [valid('admin', `/api/orders/${fx.toRefund}/refunds`), invalid('admin', '/api/orders/not-an-id/refunds')],
  'GET /reviews': () => [valid('anonymous', '/api/reviews'), someoneElse('customer', '/api/reviews')],
  'POST /add-review/{email}': (fx) => [valid('customer', `/api/add-review/${email(fx.customer)}`, { reviewInformation: { rating: 5, review: 'Sturdy and sharp.' } }), invalid('customer', `/api/add-review/${email(fx.customer)}`, { reviewInformation: { rating: 9 } })],
  'GET /admin/reviews': () => [valid('admin', '/api/admin/reviews?limit=2'), invalid('admin', '/api/admin/reviews?cursor=x')],
  'PUT /admin/reviews/{reviewId}/hide': () => [valid('admin', `/api/admin/reviews/${UNKNOWN_ID}/hide`), invalid('admin', '/api/admin/reviews/not-an-id/hide')],
  'PUT /admin/reviews/{reviewId}/show': () => [valid('admin', `/api/admin/reviews/${UNKNOWN_ID}/show`), invalid('admin', '/api/admin/reviews/not-an-id/show')],
  'GET /user/{email}': (fx) => [valid('customer', `/api/user/${email(fx.customer)}`), invalid('customer', '/api/user/not-an-email')],
  'POST /update-user': () => [valid('customer', '/api/update-user', { user: { phone: '+1 555 0101', address: '2 Contract Lane' } }), invalid('customer', '/api/update-user', { user: { phone: '' } })],
  'GET /site-config': () => [valid('anonymous', '/api/site-config'), someoneElse('admin', '/api/site-config')],
  'GET /stat': () => [valid('anonymous', '/api/stat'), someoneElse('customer', '/api/stat')],
  'GET /users': () => [valid('admin', '/api/users?search=contract'), invalid('admin', '/api/users?search=a&search=b'), someoneElse('customer', '/api/users')],
  'PUT /make-admin/{adminEmail}': (fx) => [valid('admin', `/api/make-admin/${email(fx.admin)}`, { email: fx.promoted.email }), invalid('admin', `/api/make-admin/${email(fx.admin)}`, { email: 'nobody' })],
  'PUT /remove-admin/{adminEmail}': (fx) => [valid('admin', `/api/remove-admin/${email(fx.admin)}`, { email: fx.promoted.email }), invalid('admin', `/api/remove-admin/${email(fx.admin)}`, {})],
  'GET /audit-log': () => [valid('admin', '/api/audit-log?limit=3'), invalid('admin', '/api/audit-log?action=product.stolen')],
  'GET /overview': () => [valid('admin', '/api/overview'), someoneElse('customer', '/api/overview')],
  'POST /contact': () => [valid('anonymous', '/api/contact', { name: 'Contract visitor', email: 'visitor@garden.com', message: 'Do you sell in bulk?' }), invalid('anonymous', '/api/contact', { name: 'Contract visitor' })],
  'GET /admin/messages': () => [valid('admin', '/api/admin/messages?limit=2'), invalid('admin', '/api/admin/messages?cursor=first')],
  'POST /newsletter': () => [valid('anonymous', '/api/newsletter', { email: 'reader@garden.com' }), invalid('anonymous', '/api/newsletter', { email: 'reader' })],
  'POST /newsletter/confirm': () => [valid('anonymous', '/api/newsletter/confirm', { token: TOKEN }), invalid('anonymous', '/api/newsletter/confirm', { token: 'x' })],
  'POST /newsletter/unsubscribe': () => [valid('anonymous', '/api/newsletter/unsubscribe', { token: TOKEN }), invalid('anonymous', '/api/newsletter/unsubscribe', {})],
  'GET /admin/subscribers': () => [valid('admin', '/api/admin/subscribers?status=confirmed'), invalid('admin', '/api/admin/subscribers?status=lost')],
  'GET /cart': () => [valid('customer', '/api/cart'), someoneElse('anonymous', '/api/cart')],
  'PUT /cart/lines/{productId}': (fx) => [valid('customer', `/api/cart/lines/${fx.product.id}`, { quantity: 2 }), invalid('customer', `/api/cart/lines/${fx.product.id}`, { quantity: 'two' })],
  'DELETE /cart/lines/{productId}': (fx) => [valid('customer', `/api/cart/lines/${fx.product.id}`), invalid('customer', '/api/cart/lines/not-an-id')],
  'POST /cart/review': () => [valid('customer', '/api/cart/review'), someoneElse('anonymous', '/api/cart/review')],
  'POST /cart/quick-add': (fx) => [valid('customer', '/api/cart/quick-add', { lines: [{ sku: fx.product.sku, quantity: 2 }] }), invalid('customer', '/api/cart/quick-add', { lines: [] })],
  'POST /cart/bulk': (fx) => [valid('customer', '/api/cart/bulk', { text: `SKU,Quantity\n${fx.product.sku}, 2\nNOPE-1 x` }), invalid('customer', '/api/cart/bulk', { text: 7 })],
  'POST /cart/merge': (fx) => [valid('customer', '/api/cart/merge', { mergeKey: '00000000-0000-4000-8000-000000000001', lines: [{ productId: fx.product.id, quantity: 3 }] }), invalid('customer', '/api/cart/merge', { lines: [{ quantity: 0 }] })],
  'POST /checkout': () => [
    valid('customer', '/api/checkout', { phone: '+1 555 0102', address: '3 Contract Lane', poNumber: 'PO-7' }),
    invalid('customer', '/api/checkout', { phone: '', address: 3 }),
    someoneElse('anonymous', '/api/checkout', { phone: '+1 555 0102', address: '3 Contract Lane' }),
  ],
  'POST /checkout/quote': () => [
    valid('customer', '/api/checkout/quote', { phone: '+1 555 0102', address: '3 Contract Lane' }),
    invalid('customer', '/api/checkout/quote', { address: '3 Contract Lane' }),
    someoneElse('anonymous', '/api/checkout/quote', { phone: '+1 555 0102', address: '3 Contract Lane' }),
  ],
  'GET /lists': () => [valid('customer', '/api/lists'), someoneElse('anonymous', '/api/lists')],
  'POST /lists': () => [valid('customer', '/api/lists', { name: 'Contract list', shared: false }), invalid('customer', '/api/lists', { name: ' ', shared: 'yes' })],
  'GET /lists/{id}': () => [valid('customer', `/api/lists/${UNKNOWN_ID}`), invalid('customer', '/api/lists/not-an-id')],
  'PUT /lists/{id}': () => [valid('customer', `/api/lists/${UNKNOWN_ID}`, { name: 'Renamed', shared: true }), invalid('customer', `/api/lists/${UNKNOWN_ID}`, { name: '' })],
  'DELETE /lists/{id}': () => [valid('customer', `/api/lists/${UNKNOWN_ID}`), invalid('customer', '/api/lists/not-an-id')],
  'PUT /lists/{id}/lines': (fx) => [valid('customer', `/api/lists/${UNKNOWN_ID}/lines`, { lines: [{ productId: fx.product.id, quantity: 2 }] }), invalid('customer', `/api/lists/${UNKNOWN_ID}/lines`, { lines: [{ productId: fx.product.id, quantity: 0 }] })],
  'POST /lists/{id}/lines': (fx) => [valid('customer', `/api/lists/${UNKNOWN_ID}/lines`, { productId: fx.product.id, quantity: 2 }), invalid('customer', `/api/lists/${UNKNOWN_ID}/lines`, { productId: 'x', quantity: 2 })],
  'POST /lists/{id}/add-to-cart': () => [valid('customer', `/api/lists/${UNKNOWN_ID}/add-to-cart`, {}), invalid('customer', `/api/lists/${UNKNOWN_ID}/add-to-cart`, { productIds: [] })],
  'GET /addresses': () => [valid('customer', '/api/addresses'), someoneElse('anonymous', '/api/addresses')],
  'POST /addresses': () => [valid('customer', '/api/addresses', contractAddress), invalid('customer', '/api/addresses', { ...contractAddress, country: 'UK' })],
  'PUT /addresses/{id}': () => [valid('customer', `/api/addresses/${UNKNOWN_ID}`, contractAddress), invalid('customer', '/api/addresses/not-an-id', contractAddress)],
  'DELETE /addresses/{id}': () => [valid('customer', `/api/addresses/${UNKNOWN_ID}`), invalid('customer', '/api/addresses/not-an-id')],
  'GET /customers': () => [valid('admin', '/api/customers?q=contract&limit=5'), invalid('admin', '/api/customers?limit=none')],
  'GET /customers/{id}': (fx) => [valid('admin', `/api/customers/${fx.customer.id}`), invalid('admin', '/api/customers/not-an-id')],
  'GET /companies': () => [valid('admin', '/api/companies?q=contract&limit=5'), invalid('admin', '/api/companies?limit=none')],
  'POST /companies': () => [valid('admin', '/api/companies', { name: 'Contract Landscaping', taxId: 'GB-CONTRACT' }), invalid('admin', '/api/companies', { name: '' })],
  'GET /companies/{id}': () => [valid('admin', `/api/companies/${UNKNOWN_ID}`), invalid('admin', '/api/companies/not-an-id')],
  'PUT /companies/{id}/status': () => [valid('admin', `/api/companies/${UNKNOWN_ID}/status`, { status: 'on_hold' }), invalid('admin', `/api/companies/${UNKNOWN_ID}/status`, { status: 'closed' })],
  'PUT /companies/{id}/tax-exemption': () => [
    valid('admin', `/api/companies/${UNKNOWN_ID}/tax-exemption`, { reason: null }),
    invalid('admin', `/api/companies/${UNKNOWN_ID}/tax-exemption`, { reason: 'certificate' }),
  ],
  'PUT /companies/{id}/terms': () => [
    valid('admin', `/api/companies/${UNKNOWN_ID}/terms`, { mode: 'account', netDays: 30, creditLimit: 5000 }),
    invalid('admin', `/api/companies/${UNKNOWN_ID}/terms`, { mode: 'account', netDays: 30 }),
  ],
  'POST /companies/{id}/locations': () => [valid('admin', `/api/companies/${UNKNOWN_ID}/locations`, contractLocation), invalid('admin', `/api/companies/${UNKNOWN_ID}/locations`, { ...contractLocation, country: 'UK' })],
  'PUT /companies/{id}/locations/{locationId}': () => [
    valid('admin', `/api/companies/${UNKNOWN_ID}/locations/${UNKNOWN_ID}`, contractLocation),
    invalid('admin', `/api/companies/${UNKNOWN_ID}/locations/not-an-id`, contractLocation),
  ],
  'PUT /companies/{id}/members/{userId}': (fx) => [valid('admin', `/api/companies/${UNKNOWN_ID}/members/${fx.customer.id}`, { role: 'buyer' }), invalid('admin', `/api/companies/${UNKNOWN_ID}/members/${fx.customer.id}`, { role: 'owner' })],
  'DELETE /companies/{id}/members/{userId}': (fx) => [valid('admin', `/api/companies/${UNKNOWN_ID}/members/${fx.customer.id}`), invalid('admin', `/api/companies/${UNKNOWN_ID}/members/not-an-id`)],
  'GET /my-company': () => [valid('customer', '/api/my-company'), someoneElse('anonymous', '/api/my-company')],
  'GET /my-company/credit': () => [valid('customer', '/api/my-company/credit'), someoneElse('anonymous', '/api/my-company/credit')],
  'GET /my-company/statement': () => [valid('customer', '/api/my-company/statement'), someoneElse('anonymous', '/api/my-company/statement')],
  'GET /my-company/products': () => [valid('customer', '/api/my-company/products?sort=name&limit=2'), invalid('customer', '/api/my-company/products?limit=zero'), someoneElse('anonymous', '/api/my-company/products')],
  'GET /companies/{id}/statement': () => [valid('admin', `/api/companies/${UNKNOWN_ID}/statement`), invalid('admin', '/api/companies/not-an-id/statement')],
  'GET /receivables': () => [valid('admin', '/api/receivables?sort=overdue'), invalid('admin', '/api/receivables?sort=owed')],
  'PUT /my-company/members/{userId}': (fx) => [valid('customer', `/api/my-company/members/${fx.customer.id}`, { role: 'buyer', locationIds: [] }), invalid('customer', `/api/my-company/members/${fx.customer.id}`, { role: 'buyer', locationIds: ['x'] })],
  'DELETE /my-company/members/{userId}': (fx) => [valid('customer', `/api/my-company/members/${fx.customer.id}`), invalid('customer', '/api/my-company/members/not-an-id')],
  'POST /my-company/locations': () => [valid('customer', '/api/my-company/locations', contractLocation), invalid('customer', '/api/my-company/locations', { ...contractLocation, phone: '' })],
  'PUT /my-company/locations/{locationId}': () => [valid('customer', `/api/my-company/locations/${UNKNOWN_ID}`, contractLocation), invalid('customer', '/api/my-company/locations/not-an-id', contractLocation)],
  'POST /companies/{id}/invitations': () => [valid('admin', `/api/companies/${UNKNOWN_ID}/invitations`, { email: 'invitee@garden.com', role: 'buyer' }), invalid('admin', `/api/companies/${UNKNOWN_ID}/invitations`, { email: 'no', role: 'boss' })],
  'POST /my-company/invitations': () => [valid('customer', '/api/my-company/invitations', { email: 'invitee@garden.com', role: 'buyer' }), invalid('customer', '/api/my-company/invitations', { email: 'invitee@garden.com', role: 'buyer', locationIds: ['not-an-id'] })],
  'GET /company-invitations': () => [valid('customer', '/api/company-invitations'), someoneElse('anonymous', '/api/company-invitations')],
  'GET /company-invitations/by-token': () => [valid('anonymous', `/api/company-invitations/by-token?token=${TOKEN}`), invalid('anonymous', '/api/company-invitations/by-token?token=short')],
  'POST /company-invitations/accept': () => [valid('customer', '/api/company-invitations/accept', { token: TOKEN }), invalid('customer', '/api/company-invitations/accept', {})],
  'POST /business-applications': () => [valid('customer', '/api/business-applications', { companyName: 'Contract Gardens' }), invalid('customer', '/api/business-applications', { companyName: ' ' })],
  'GET /business-applications': () => [valid('admin', '/api/business-applications?status=pending&limit=5'), invalid('admin', '/api/business-applications?status=lost')],
  'GET /business-applications/mine': () => [valid('customer', '/api/business-applications/mine'), someoneElse('anonymous', '/api/business-applications/mine')],
  'POST /business-applications/{id}/approve': () => [valid('admin', `/api/business-applications/${UNKNOWN_ID}/approve`), invalid('admin', '/api/business-applications/not-an-id/approve')],
  'POST /business-applications/{id}/decline': () => [valid('admin', `/api/business-applications/${UNKNOWN_ID}/decline`, { reason: 'Not a business' }), invalid('admin', `/api/business-applications/${UNKNOWN_ID}/decline`, { reason: '' })],
  'GET /shipping-zones': () => [valid('admin', '/api/shipping-zones'), someoneElse('customer', '/api/shipping-zones')],
  'POST /shipping-zones': () => [valid('admin', '/api/shipping-zones', contractZone), invalid('admin', '/api/shipping-zones', { ...contractZone, countries: ['UK'] })],
  'PUT /shipping-zones/{id}': () => [valid('admin', `/api/shipping-zones/${UNKNOWN_ID}`, contractZone), invalid('admin', '/api/shipping-zones/not-an-id', contractZone)],
  'DELETE /shipping-zones/{id}': () => [valid('admin', `/api/shipping-zones/${UNKNOWN_ID}`), invalid('admin', '/api/shipping-zones/not-an-id')],
  'GET /tax-rates': () => [valid('admin', '/api/tax-rates'), someoneElse('customer', '/api/tax-rates')],
  'POST /tax-rates': () => [valid('admin', '/api/tax-rates', contractRate), invalid('admin', '/api/tax-rates', { ...contractRate, ratePercent: 120 })],
  'PUT /tax-rates/{id}': () => [valid('admin', `/api/tax-rates/${UNKNOWN_ID}`, contractRate), invalid('admin', `/api/tax-rates/${UNKNOWN_ID}`, { ...contractRate, taxClass: 'luxury' })],
  'DELETE /tax-rates/{id}': () => [valid('admin', `/api/tax-rates/${UNKNOWN_ID}`), invalid('admin', '/api/tax-rates/not-an-id')],
  'GET /price-lists': () => [valid('admin', '/api/price-lists'), someoneElse('customer', '/api/price-lists')],
  'POST /price-lists': () => [valid('admin', '/api/price-lists', contractPriceList), invalid('admin', '/api/price-lists', { ...contractPriceList, catalogueDiscountPercent: 100 })],
  'GET /price-lists/{id}': () => [valid('admin', `/api/price-lists/${UNKNOWN_ID}`), invalid('admin', '/api/price-lists/not-an-id')],
  'PUT /price-lists/{id}': () => [valid('admin', `/api/price-lists/${UNKNOWN_ID}`, contractPriceList), invalid('admin', `/api/price-lists/${UNKNOWN_ID}`, { ...contractPriceList, priority: -1 })],
  'DELETE /price-lists/{id}': () => [valid('admin', `/api/price-lists/${UNKNOWN_ID}`), invalid('admin', '/api/price-lists/not-an-id')],
  'GET /companies/{id}/price-lists': () => [valid('admin', `/api/companies/${UNKNOWN_ID}/price-lists`), invalid('admin', '/api/companies/not-an-id/price-lists')],
  'PUT /companies/{id}/price-lists': () => [valid('admin', `/api/companies/${UNKNOWN_ID}/price-lists`, { priceListIds: [] }), invalid('admin', `/api/companies/${UNKNOWN_ID}/price-lists`, { priceListIds: ['nope'] })],
  'GET /companies/{id}/price-check': () => [
    valid('admin', `/api/companies/${UNKNOWN_ID}/price-check?productId=${UNKNOWN_ID}&quantity=3`),
    invalid('admin', `/api/companies/${UNKNOWN_ID}/price-check?productId=${UNKNOWN_ID}&quantity=0`),
  ],
  'POST /companies/{id}/payments': () => [
    valid('admin', `/api/companies/${UNKNOWN_ID}/payments`, { amount: 10, receivedOn: '2026-11-20', method: 'cheque', reference: 'Cheque 100200', allocations: [{ invoiceNumber: 'INV-000001', amount: 10 }] }),
    invalid('admin', `/api/companies/${UNKNOWN_ID}/payments`, { amount: 10, receivedOn: '2026-11-20', method: 'cheque', reference: 'Cheque 100200', allocations: [{ invoiceNumber: '1', amount: 10 }] }),
  ],
  'GET /companies/{id}/payments': () => [valid('admin', `/api/companies/${UNKNOWN_ID}/payments?limit=10`), invalid('admin', `/api/companies/${UNKNOWN_ID}/payments?limit=0`)],
  'GET /companies/{id}/open-invoices': () => [valid('admin', `/api/companies/${UNKNOWN_ID}/open-invoices`), invalid('admin', '/api/companies/not-an-id/open-invoices')],
  'GET /price-lists/{id}/entries': () => [valid('admin', `/api/price-lists/${UNKNOWN_ID}/entries?q=spade&limit=10`), invalid('admin', `/api/price-lists/${UNKNOWN_ID}/entries?limit=0`)],
  'PUT /price-lists/{id}/entries': (fx) => [
    valid('admin', `/api/price-lists/${UNKNOWN_ID}/entries`, { entries: [{ productId: fx.product.id, percentOff: 12.5 }] }),
    invalid('admin', `/api/price-lists/${UNKNOWN_ID}/entries`, { entries: [{ productId: fx.product.id, tiers: [{ minQuantity: 5, price: 9 }] }] }),
  ],
  'DELETE /price-lists/{id}/entries/{productId}': (fx) => [valid('admin', `/api/price-lists/${UNKNOWN_ID}/entries/${fx.product.id}`), invalid('admin', `/api/price-lists/${UNKNOWN_ID}/entries/not-an-id`)],
};

/** A fixture whose every field is some user, id and SKU, for reading the table without a database. */
const ANY_FIXTURE = new Proxy({}, { get: () => ({ id: UNKNOWN_ID, email: 'any@garden.com', name: 'Any', role: 'user', sku: 'ANY', slug: 'any' }) }) as Fixture;

const operations = Object.entries(openapi.paths).flatMap(([documented, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${documented}`, method: method.toUpperCase(), takesInput: Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0 })),
);

// ---- Fixture -------------------------------------------------------------------------------------

const fx = {} as Fixture;
const headersOf: Partial<Record<Who, () => Promise<Record<string, string>>>> = {};

beforeAll(async () => {
  const db = shop.db;
  fx.admin = await createUser(db, { role: 'admin', name: 'Contract Admin', verified: true });
  fx.customer = await createUser(db, { name: 'Contract Customer', password: PASSWORD, verified: true });
  fx.promoted = await createUser(db, { name: 'Contract Promoted' });
  const live = await createProduct(db, { name: 'Contract spade', price: 12.5, minimumOrder: 1, quantity: 1000 });
  fx.product = { id: live.id, sku: live.sku, slug: live.slug };
  fx.toDelete = (await createProduct(db)).id;
  fx.toRestatus = (await createProduct(db)).id;
  const admin = await bearerHeaders(db, fx.admin);
  const customer = await bearerHeaders(db, fx.customer);
  headersOf.admin = async () => admin;
  headersOf.customer = async () => customer;
  headersOf.anonymous = async () => ({});
  // A session of its own each time: signing out ends it.
  headersOf['signed-out-later'] = () => bearerHeaders(db, fx.customer);

  const place = () => placeOrder(db, fx.customer, fx.product.id, 2);
  [fx.toRead, fx.toCancel, fx.toPay, fx.toShip, fx.toShipMany, fx.toRefund, fx.toAdminCancel] = [await place(), await place(), await place(), await place(), await place(), await place(), await place()];
  for (const [paid, n] of [
    [fx.toShip, 1],
    [fx.toShipMany, 2],
    [fx.toRefund, 3],
  ] as const) {
    await markPaid(db, paid, `pi_3ContractPaid00000${n}`);
  }
  const categories = await shop.app.inject({ method: 'POST', url: '/api/categories', headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'Contract rakes' }) });
  fx.categoryToRename = categories.json().id as string;
  const another = await shop.app.inject({ method: 'POST', url: '/api/categories', headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'Contract forks' }) });
  fx.categoryToDelete = another.json().id as string;
});

// ---- Comparing -------------------------------------------------------------------------------

interface Answer {
  status: number;
  contentType: unknown;
  cacheControl: unknown;
  body: string;
}
const answerOf = (response: LightMyRequestResponse, body = response.body): Answer => ({
  status: response.statusCode,
  contentType: response.headers['content-type'],
  cacheControl: response.headers['cache-control'],
  body,
});

function request(method: string, call: Call, headers: Record<string, string>, bodiless: 'as-is' | 'as-empty-json'): InjectOptions {
  const body = call.body ?? (bodiless === 'as-empty-json' && ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);
  if (body === undefined) return { method: method as InjectOptions['method'], url: call.url, headers };
  return { method: method as InjectOptions['method'], url: call.url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) };
}

/** The call through the app, then through the unpatched adapter with the patches applied around it. */
async function bothAnswers(method: string, call: Call) {
  const headers = await headersOf[call.as]!();
  runs = [];
  inputMismatches = [];
  mode = 'record';
  const app = await shop.app.inject(request(method, call, headers, 'as-is')).finally(() => (mode = 'pass'));
  const ranProcedure = runs.length > 0;
  mode = 'replay';
  // Patch 2: a write with no body is an empty JSON input.
  const reference = await adapter.inject(request(method, call, headers, 'as-empty-json')).finally(() => (mode = 'pass'));
  // Patch 1: an invalid input's first issue as the message.
  const expected = answerOf(reference, reference.statusCode === 400 ? withFirstIssueMessage(reference.body) : reference.body);
  return { app: answerOf(app), expected, ranProcedure, unreplayed: runs.map((run) => run.path), inputMismatches: [...inputMismatches] };
}

describe('the REST layer answers as the adapter it patches, on every operation of openapi.json', () => {
  it('has a valid call and an invalid input (or, taking none, a call by someone else) for every operation, and no other', () => {
    expect(Object.keys(CALLS).filter((name) => !operations.some((operation) => operation.name === name)), 'not in openapi.json').toEqual([]);
    const missing = operations.filter((operation) => {
      const calls = CALLS[operation.name]?.(ANY_FIXTURE) ?? [];
      const needed = operation.takesInput ? 'invalid' : 'someone else';
      return !calls.some((call) => call.kind === 'valid') || !calls.some((call) => call.kind === needed);
    });
    expect(missing.map((operation) => operation.name), 'operations without their calls').toEqual([]);
  });

  it('serves the fast path for operations that are in openapi.json', () => {
    const fastPaths = FAST_PATH_PROCEDURES.map((procedurePath) => (procedures[procedurePath]!._def as { meta: { openapi: { method: string; path: string } } }).meta.openapi);
    expect(fastPaths.map(({ method, path: documented }) => `${method} ${documented}`).filter((name) => !(name in CALLS))).toEqual([]);
  });

  for (const operation of operations) {
    it(`${operation.name}: byte for byte`, async () => {
      const calls = CALLS[operation.name]?.(fx);
      if (!calls) throw new Error(`${operation.name} has no calls in CALLS`);
      for (const call of calls) {
        const { app, expected, ranProcedure, unreplayed, inputMismatches: mismatches } = await bothAnswers(operation.method, call);
        const label = `${call.kind} call ${operation.method} ${call.url} as ${call.as}`;
        expect(mismatches, `${label}: the procedure's input`).toEqual([]);
        expect(unreplayed, `${label}: the adapter never reached the procedure the app ran`).toEqual([]);
        expect(app, label).toEqual(expected);
        if (call.kind === 'valid' && ranProcedure) expect(app.status === 400 && app.body.includes('"issues":['), `${label} is refused as invalid: ${app.body}`).toBe(false);
        if (call.kind === 'invalid') expect(app.status, `${label}: ${app.body}`).toBe(400);
      }
    });
  }
});

describe('the pinned versions', () => {
  it('are the installed ones, exact in package.json and named in src/server/rest/README.md', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; dependencies: Record<string, string> };
    const readme = readFileSync(path.join(root, 'src/server/rest/README.md'), 'utf8');
    for (const name of ['trpc-to-openapi', '@trpc/server']) {
      const installed = (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
      expect(manifest.devDependencies[name] ?? manifest.dependencies[name], name).toBe(installed);
      expect(readme, name).toContain(`| \`${name}\` | ${installed} |`);
    }
  });
});
