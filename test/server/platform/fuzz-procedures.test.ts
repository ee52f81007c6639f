import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../src/server/app-router/openapi-document';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { seededRandom } from '../../helpers/seeded-random';
import { useTestApp } from '../../helpers/test-app';
import { placeOrder } from '../orders/order-helpers';

/**
 * Every REST operation of the OpenAPI document, and the tRPC procedure behind it, gets junk in its
 * path, query and body, anonymously and as a signed-in customer: whatever the junk, the answer is
 * never a 5xx. Seeded, so a failing case fails on every run.
 */
const shop = useTestApp();
const CASES_PER_OPERATION = 30;

let customer: ContextUser;
let productId: string;
let orderId: string;

beforeAll(async () => {
  customer = await createUser(shop.db, { name: 'Fuzz Customer' });
  productId = (await createProduct(shop.db, { quantity: 1_000_000, minimumOrder: 1 })).id;
  orderId = await placeOrder(shop.db, customer, productId, 1);
});

const nested = (depth: number, open: string, close: string, core = '1') => open.repeat(depth) + core + close.repeat(depth);

/** Junk as JSON text, for bodies (some are not expressible as a JavaScript value). */
const JUNK_JSON = [
  ...[
    null,
    '',
    ' ',
    'x'.repeat(100_000),
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\ud800',
    '😀🌱🇳🇴',
    '\u202eevil',
    'NaN',
    'Infinity',
    '-1',
    '1e308',
    '0000-01-01',
    '9999-12-31',
    '2020-02-30',
    '00000000-0000-0000-0000-000000000000',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'https://x.io/\u0000',
    '9'.repeat(400),
    1e308,
    -1e308,
    -1,
    0,
    -0,
    1.5,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER * 1000,
    true,
    false,
    [],
    {},
    [1, 2, 3],
    [{}],
    { $gt: '' },
    { toString: 'x', valueOf: 1 },
  ].map((value) => JSON.stringify(value)),
  '1e400',
  '-1e400',
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  nested(2000, '{"a":', '}'),
  nested(5000, '[', ']'),
];

/** Junk as text, for path segments and query values. */
const JUNK_TEXT = [
  '',
  'null',
  'undefined',
  '-1',
  'NaN',
  '1e308',
  '9007199254740992',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '😀',
  'x'.repeat(100_000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '0000-01-01',
  '00000000-0000-0000-0000-000000000000',
  'a@b.co\u0000',
  '[]',
  '{}',
];

/** Path segments as sent on the wire: encoded junk, and malformed encodings. */
const JUNK_SEGMENTS = [...JUNK_TEXT.map(encodeURIComponent), '%', '%00', '%E0%A4%A', '%ZZ', '..', '.', '%2e%2e%2f', '%F0%9F%98%80', '%ED%A0%80', '%C0%AF'];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  $ref?: string;
};

interface Operation {
  method: string;
  /** `/api/add-review/{email}` */
  path: string;
  /** `reviews.add` */
  procedure: string;
  params: string[];
  body?: JsonSchema;
}

function operations(): Operation[] {
  const document = buildOpenApiDocument();
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const body = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.['application/json']?.schema;
      return [
        {
          method: method.toUpperCase(),
          path: `/api${path}`,
          procedure: operation.operationId!.replace('-', '.'),
          params: ((operation.parameters ?? []) as { name: string; in: string }[]).filter((p) => p.in === 'path').map((p) => p.name),
          body,
        },
      ];
    }),
  );
}

/** A well-formed value for a field, so junk elsewhere reaches past the first check. */
function plausible(schema: JsonSchema | undefined, name = ''): unknown {
  const known: Record<string, unknown> = {
    email: customer.email,
    password: 'correct horse battery',
    name: 'Fuzz Customer',
    phone: '+1 555 0100',
    address: '1 Fuzz Lane',
    socialUrl: 'https://social.example/fuzz',
    passingYear: '2019-06-30',
    rating: 4,
    review: 'Fine tools',
    productID: productId,
    orderQuantity: 2,
    id: productId,
    orderId,
  };
  if (name in known) return known[name];
  if (!schema) return 'text';
  if (schema.anyOf) return plausible(schema.anyOf.find((option) => option.type !== 'null'), name);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausible(property, key)]));
  }
  if (type === 'array') return [plausible(schema.items)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'text';
}

/** Every place in `value` junk can go: the root, each property, each element. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const places = [at];
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) places.push(...placesIn(child, [...at, Array.isArray(value) ? Number(key) : key]));
  }
  return places;
}

const MARK = '\u0001junk\u0001';

/** `value` as JSON text with the node at each of `places` replaced by a junk JSON text. */
function withJunk(value: unknown, places: (string | number)[][], junk: () => string): string {
  let copy = structuredClone(value);
  for (const place of places) {
    if (place.length === 0) {
      copy = MARK;
      continue;
    }
    let parent = copy as Record<string | number, unknown>;
    for (const key of place.slice(0, -1)) parent = parent?.[key] as Record<string | number, unknown>;
    if (parent && typeof parent === 'object') parent[place.at(-1)!] = MARK;
  }
  return JSON.stringify(copy).replaceAll(JSON.stringify(MARK), () => junk());
}

interface Attempt {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function restAttempt(operation: Operation, random: ReturnType<typeof seededRandom>): Attempt {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    random.next() < 0.6 ? encodeURIComponent(String(plausible(undefined, name))) : random.pick(JUNK_SEGMENTS),
  );
  const query = random.next() < 0.3 ? `?${random.pick(['input', 'email', '__proto__', 'a[b]', 'x'])}=${encodeURIComponent(random.pick(JUNK_TEXT))}&x=1&x=2` : '';
  const headers: Record<string, string> = { 'content-type': random.next() < 0.85 ? 'application/json' : random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']) };
  if (operation.method === 'GET') return { method: 'GET', url: path + query, headers: {} };
  const base = plausible(operation.body);
  const places = placesIn(base);
  const roll = random.next();
  const payload =
    roll < 0.05
      ? random.pick(['', '{', '{"a":1,}', '\u0000', 'null'])
      : withJunk(base, roll < 0.15 ? [[]] : [random.pick(places), random.pick(places)].slice(0, random.int(1, 2)), () => random.pick(JUNK_JSON));
  return { method: operation.method, url: path + query, headers, payload };
}

function trpcAttempt(operation: Operation, random: ReturnType<typeof seededRandom>): Attempt {
  const params = Object.fromEntries(operation.params.map((name) => [name, plausible(undefined, name)]));
  const base = { ...params, ...(plausible(operation.body) as object) };
  const input = withJunk(base, [random.pick(placesIn(base))], () => random.pick(JUNK_JSON));
  const url = `/trpc/${operation.procedure}`;
  if (operation.method === 'GET') return { method: 'GET', url: `${url}?input=${encodeURIComponent(input)}`, headers: {} };
  return { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: input };
}

describe('junk sent to every procedure', () => {
  it('never answers a 5xx, anonymously or signed in', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [index, operation] of operations().entries()) {
      const random = seededRandom(1000 + index);
      for (let n = 0; n < CASES_PER_OPERATION; n++) {
        const signedIn = n % 2 === 1;
        const attempt = n % 3 === 2 ? trpcAttempt(operation, random) : restAttempt(operation, random);
        // A fresh token each time: a junk sign-out must not end the customer's other requests.
        const auth = signedIn ? await bearerHeaders(shop.db, customer) : {};
        const response = await shop.app.inject({ method: attempt.method as 'GET', url: attempt.url, headers: { ...attempt.headers, ...auth }, payload: attempt.payload });
        sent++;
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} ${attempt.method} ${attempt.url.slice(0, 120)} ${signedIn ? 'as customer' : 'anonymous'} body=${(attempt.payload ?? '').slice(0, 160)} -> ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  }, 60_000);

  it('covers every REST operation of the OpenAPI document', () => {
    const covered = operations().map((operation) => `${operation.method} ${operation.path}`);
    expect(covered).toContain('POST /api/update-user');
    expect(covered).toContain('DELETE /api/cancel-order/{orderId}');
    expect(covered.length).toBe(Object.values(buildOpenApiDocument().paths ?? {}).flatMap((item) => Object.keys(item ?? {})).length);
  });
});
