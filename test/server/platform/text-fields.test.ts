import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../../src/server/services';
import { postJson } from '../../helpers/accounts';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { payForAnOrder } from '../reviews/review-helpers';

const shop = useTestApp();
let customer: ContextUser;
let productId: string;

beforeAll(async () => {
  customer = await createUser(shop.db, { name: 'Iris' });
  productId = (await createProduct(shop.db, { quantity: 1000, minimumOrder: 1 })).id;
  // Only a customer who paid for an order may post a review.
  await payForAnOrder(shop.db, customer);
});

const CONTROL = 'Remove control characters';
const DIRECTION = 'Remove hidden text-direction characters';
const profile = { name: 'Iris', phone: '+1 555 0100', address: '3 Bulb Street', socialUrl: 'https://social.example/iris', education: { instituteName: 'Garden College', degree: 'BSc', passingYear: '2019-06-30' } };
const order = { productID: '', orderQuantity: 2, phone: '+1 555 0100', address: '3 Bulb Street' };

/** Each text field, with the request that carries it: `value` goes into that field. */
const FIELDS: Record<string, { path: string; request: (value: string) => { url: string; body: unknown } }> = {
  'sign-up name': { path: 'name', request: (name) => ({ url: '/api/auth/sign-up', body: { name, email: `new-${Math.random().toString(36).slice(2)}@example.com`, password: 'long enough 1' } }) },
  'order phone': { path: 'OrderInformation.phone', request: (phone) => ({ url: '/api/order', body: { OrderInformation: { ...order, productID: productId, phone } } }) },
  'order address': { path: 'OrderInformation.address', request: (address) => ({ url: '/api/order', body: { OrderInformation: { ...order, productID: productId, address } } }) },
  'review': { path: 'reviewInformation.review', request: (review) => ({ url: `/api/add-review/${customer.email}`, body: { reviewInformation: { rating: 4, review } } }) },
  'profile name': { path: 'user.name', request: (name) => ({ url: '/api/update-user', body: { user: { ...profile, name } } }) },
  'profile phone': { path: 'user.phone', request: (phone) => ({ url: '/api/update-user', body: { user: { ...profile, phone } } }) },
  'profile address': { path: 'user.address', request: (address) => ({ url: '/api/update-user', body: { user: { ...profile, address } } }) },
  'profile socialUrl': { path: 'user.socialUrl', request: (socialUrl) => ({ url: '/api/update-user', body: { user: { ...profile, socialUrl } } }) },
  'profile institute': { path: 'user.education.instituteName', request: (instituteName) => ({ url: '/api/update-user', body: { user: { ...profile, education: { ...profile.education, instituteName } } } }) },
  'profile degree': { path: 'user.education.degree', request: (degree) => ({ url: '/api/update-user', body: { user: { ...profile, education: { ...profile.education, degree } } } }) },
};
const MULTI_LINE = new Set(['order address', 'review', 'profile address']);

async function send(field: string, value: string) {
  const { url, body } = FIELDS[field]!.request(value);
  const response = await postJson(shop.app, url, body, await bearerHeaders(shop.db, customer));
  const issues = response.statusCode === 400 ? (response.json().issues as { path: string[]; message: string }[]) : [];
  return { status: response.statusCode, issue: issues[0] && { path: issues[0].path.join('.'), message: issues[0].message } };
}

describe('text fields', () => {
  for (const field of Object.keys(FIELDS)) {
    const inside = field === 'profile socialUrl' ? (c: string) => `https://social.example/${c}x` : (c: string) => `Ab${c}cd`;

    it(`${field}: refuses NUL, escape and other control characters with 400 "${CONTROL}"`, async () => {
      for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', ...(MULTI_LINE.has(field) ? [] : ['\n', '\t', '\r'])]) {
        expect(await send(field, inside(control)), JSON.stringify(control)).toEqual({ status: 400, issue: { path: FIELDS[field]!.path, message: CONTROL } });
      }
    });

    it(`${field}: refuses each text-direction embedding, override and isolate with 400 "${DIRECTION}"`, async () => {
      for (const codePoint of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
        const value = inside(String.fromCodePoint(codePoint));
        expect(await send(field, value), codePoint.toString(16)).toEqual({ status: 400, issue: { path: FIELDS[field]!.path, message: DIRECTION } });
      }
    });

    it(`${field}: accepts ordinary text${MULTI_LINE.has(field) ? ', with newlines and tabs' : ''}`, async () => {
      // The direction marks (U+200E, U+200F) only hint a direction, and Arabic or Hebrew needs them.
      const value = MULTI_LINE.has(field) ? 'Line one\n\tLine two 🌱 \u200fשלום' : inside('é\u200e');
      expect((await send(field, value)).status).toBe(200);
    });
  }
});

describe('the passing year', () => {
  const thisYear = new Date().getUTCFullYear();
  const send = async (passingYear: string) => {
    const response = await postJson(shop.app, '/api/update-user', { user: { ...profile, education: { ...profile.education, passingYear } } }, await bearerHeaders(shop.db, customer));
    return { status: response.statusCode, message: response.statusCode === 400 ? (response.json().message as string) : undefined };
  };

  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '9999-12-31', `${thisYear + 11}-01-01`])('refuses %s with 400 and the allowed range', async (passingYear) => {
    expect(await send(passingYear)).toEqual({ status: 400, message: `Enter a date from 1900 to ${thisYear + 10}` });
  });

  it.each(['2019-02-29', '2019-13-01', '19-06-30', '2019-06-30T00:00:00Z'])('refuses %s as no date', async (passingYear) => {
    expect(await send(passingYear)).toEqual({ status: 400, message: 'Enter a valid date' });
  });

  it.each(['1900-01-01', '2020-02-29', `${thisYear + 10}-12-31`])('accepts %s', async (passingYear) => {
    expect((await send(passingYear)).status).toBe(200);
    const stored = await shop.db.selectFrom('users').select('passingYear').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(stored.passingYear).toBe(passingYear);
  });
});
