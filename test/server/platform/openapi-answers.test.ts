import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { violationOf, type RestAnswer } from '../../helpers/openapi-answers';
import { useTestApp } from '../../helpers/test-app';

/**
 * Item 21 of issue 34: error bodies as openapi.json describes them, and the check every server
 * test's REST answers go through (test/helpers/openapi-answers.ts) catching what it should.
 */

const shop = useTestApp();

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const answer = (overrides: Partial<RestAnswer>): RestAnswer => ({
  method: 'GET',
  url: '/api/stat',
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: json({ customers: 1, products: 2, sell: 3, reviews: 4 }),
  ...overrides,
});

describe('error answers against openapi.json', () => {
  it('documents the 404 of an unknown product and the 403 of a customer at an admin call as they are sent (data included)', async () => {
    const customer = await createUser(shop.db);
    const missingUrl = `/api/product/${randomUUID()}`;
    const missing = await shop.app.inject(missingUrl);
    const forbidden = await shop.app.inject({ url: '/api/orders', headers: await bearerHeaders(shop.db, customer) });
    for (const [response, url, status] of [
      [missing, missingUrl, 404],
      [forbidden, '/api/orders', 403],
    ] as const) {
      expect(response.statusCode).toBe(status);
      expect(response.json().data).toMatchObject({ httpStatus: status });
      expect(violationOf({ method: 'GET', url, status, headers: response.headers, body: response.rawPayload })).toBeNull();
    }
  });

  it('documents a refusal before any procedure ran (a body that is not JSON, too large, cross-site) with the code of its status', async () => {
    const notJson = await shop.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect([notJson.statusCode, notJson.json().code]).toEqual([400, 'BAD_REQUEST']);
    const tooLarge = await shop.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }) });
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const badUrl = await shop.app.inject('/api/product/%E0%A4%A');
    expect([badUrl.statusCode, badUrl.json().code]).toEqual([400, 'BAD_REQUEST']);
  });
});

describe('the check of every REST answer', () => {
  it('passes an answer the document describes', () => {
    expect(violationOf(answer({}))).toBeNull();
  });

  it('catches a body with a property the schema forbids, a missing one, and a wrong type', () => {
    expect(violationOf(answer({ body: json({ customers: 1, products: 2, sell: 3, reviews: 4, extra: true }) }))).toMatch(/additional properties \(extra\)/);
    expect(violationOf(answer({ body: json({ customers: 1 }) }))).toMatch(/must have required property/);
    expect(violationOf(answer({ status: 404, body: json({ message: 'Not found', code: 'NOT_FOUND', data: { code: 'NOT_FOUND', httpStatus: 404, stack: 'at x' } }), url: '/api/product/x' }))).toMatch(/stack/);
  });

  it('catches an undocumented status, content type or path', () => {
    expect(violationOf(answer({ status: 409, body: json({ message: 'No', code: 'CONFLICT' }) }))).toMatch(/does not document/);
    expect(violationOf(answer({ headers: { 'content-type': 'text/html' } }))).toMatch(/content-type "text\/html"/);
    expect(violationOf(answer({ url: '/api/nowhere', status: 200 }))).toMatch(/no operation/);
    expect(violationOf(answer({ url: '/api/nowhere', status: 404, body: json({ message: 'Not found', code: 'NOT_FOUND' }) }))).toBeNull();
  });

  it('leaves other answers alone: pages, and the files the document does not hold', () => {
    expect(violationOf(answer({ url: '/products', headers: { 'content-type': 'text/html' } }))).toBeNull();
    expect(violationOf(answer({ url: '/api/orders.csv', headers: { 'content-type': 'text/csv' } }))).toBeNull();
  });
});
