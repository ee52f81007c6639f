import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderSchema } from '../../../src/shared/schemas/order';
import { confirmCardResultSchema, confirmPaymentOutputSchema, createPaymentIntentOutputSchema } from '../../../src/shared/schemas/payment';
import { productSchema } from '../../../src/shared/schemas/product';
import { reviewSchema } from '../../../src/shared/schemas/review';
import { statSchema } from '../../../src/shared/schemas/stat';
import { userSchema } from '../../../src/shared/schemas/user';
import type { ContextUser } from '../../../src/server/trpc/context';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { placeOrder } from '../orders/order-helpers';

/**
 * The spec's call table (docs/product.md#7-the-rest-contract), call by call: each path and
 * method is in the committed openapi.json; an allowed caller gets the documented shape (checked
 * with the same zod output schema the procedure has); anybody else gets 401 (not signed in),
 * 403 (another person's e-mail) or 404 (another person's order, docs/decisions/032).
 * The admin calls join this table with the admin back office.
 */

const shop = useTestApp();
const openapi = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Fixture {
  owner: ContextUser;
  stranger: ContextUser;
  productId: string;
  /** Orders of `owner`: one to pay, one to cancel, one to look at. */
  toPay: string;
  toCancel: string;
  toRead: string;
  /** The payment intent of `toPay`, once created. */
  intentId: string;
}
interface Call {
  method: Method;
  /** The path as openapi.json writes it. */
  documented: string;
  url: (fx: Fixture) => string;
  body?: (fx: Fixture) => unknown;
  output: z.ZodType;
  /** Who may call it; public calls have no refusals to check. */
  audience: 'public' | 'customer' | 'self' | 'owner';
}

const email = (user: ContextUser) => encodeURIComponent(user.email);

/** In the spec's order, with our substitutes (the card provider's confirm is the test gateway's). */
const CALLS: Call[] = [
  { method: 'POST', documented: '/token', url: () => '/api/token', body: () => ({ email: 'contract@garden.com', password: 'contract-password' }), output: z.object({ accessToken: z.string() }), audience: 'public' },
  { method: 'GET', documented: '/products', url: () => '/api/products', output: z.array(productSchema), audience: 'public' },
  { method: 'GET', documented: '/reviews', url: () => '/api/reviews', output: z.array(reviewSchema), audience: 'public' },
  { method: 'GET', documented: '/stat', url: () => '/api/stat', output: statSchema, audience: 'public' },
  { method: 'GET', documented: '/product/{id}', url: (fx) => `/api/product/${fx.productId}`, output: productSchema, audience: 'public' },
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
  {
    method: 'POST',
    documented: '/add-review/{email}',
    url: (fx) => `/api/add-review/${email(fx.owner)}`,
    body: () => ({ reviewInformation: { rating: 5, review: 'Sturdy and sharp.' } }),
    output: z.object({ insertedId: z.uuid() }),
    audience: 'self',
  },
  { method: 'GET', documented: '/order-details/{id}', url: (fx) => `/api/order-details/${fx.toRead}`, output: orderSchema, audience: 'owner' },
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
];

const fx = {} as Fixture;
let ownerHeaders: Record<string, string>;
let strangerHeaders: Record<string, string>;

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
  fx.productId = (await createProduct(shop.db, { price: 12.5, minimumOrder: 2 })).id;
  [fx.toPay, fx.toCancel, fx.toRead] = [
    await placeOrder(shop.db, fx.owner, fx.productId, 2),
    await placeOrder(shop.db, fx.owner, fx.productId, 2),
    await placeOrder(shop.db, fx.owner, fx.productId, 2),
  ];
  ownerHeaders = await bearerHeaders(shop.db, fx.owner);
  strangerHeaders = await bearerHeaders(shop.db, fx.stranger);
});

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

  // In order: the payment calls build on each other (intent -> confirm card -> mark paid).
  it.each(CALLS)('$method $documented answers an allowed caller in the documented shape', async (call) => {
    const response = await send(call, call.audience === 'public' ? {} : ownerHeaders);
    expect(response.statusCode, response.body).toBe(200);
    const parsed = call.output.safeParse(response.json());
    expect(parsed.error?.issues ?? [], response.body).toEqual([]);
    if (call.documented === '/create-payment-intent') fx.intentId = (response.json().clientSecret as string).split('_secret_')[0]!;
  });

  it.each(CALLS.filter((call) => call.audience !== 'public'))('$method $documented refuses anybody else', async (call) => {
    expect((await send(call, {})).statusCode, 'anonymous').toBe(401);
    if (call.audience === 'customer') return;
    const strangerStatus = call.audience === 'self' ? 403 : 404;
    expect((await send(call, strangerHeaders)).statusCode, 'another customer').toBe(strangerStatus);
  });
});
