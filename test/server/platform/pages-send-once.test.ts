import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { createSession } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { SESSION_COOKIE } from '../../../src/server/features/3-accounts/accounts/sessions/session-cookie';
import { seedDemoData } from '../../../src/server/features/8-demo/demo/seed-demo-data';
import type { ContextUser } from '../../../src/server/services';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { pages } from '../../../src/shared/pages';
import { createUser } from '../../helpers/factories';
import { createPriceList } from '../../helpers/price-lists';
import { testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { placeOrder } from '../orders/order-helpers';
import { shopPorts } from '../../../src/server/feature-ports';

/*
 * Issue 34: every anonymous /products and /signin view was sent twice (the response cache's
 * sendBuilt resolved with nothing, and the page fell through to its prerendered copy), each
 * logging "Reply was already sent" with a stack; it had come back after an earlier fix of the
 * same error on REST reads (quiet-reads.test.ts). This walks every page of the app, as each
 * visitor and twice (the second view is the one the response cache answers), and fails on any
 * warning or error in the server's log: a second send, a failed render, a request that failed.
 */

const database = useTestDatabase();
interface LogLine {
  level: number;
  msg: string;
  err?: { type?: string; code?: string; message?: string };
  req?: { method?: string; path?: string };
}
const lines: LogLine[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  // The built client (npm run build): its prerendered pages and its server renderer.
  app = await buildApp({ db: database.db, ports: shopPorts, config: { ...testConfig(), logLevel: 'warn' } }, { client: 'built', logStream });
  await app.ready();
});
afterAll(() => app.close());

async function cookieOf(user: ContextUser): Promise<string> {
  const { token } = await createSession(database.db, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

/** Every page path of the app (shared/pages.ts, which the router test keeps equal to the router), its `$name` segments filled. */
function pageUrls(params: Record<string, string>): string[] {
  return pages.map((page) =>
    page.path.replace(/\$(\w+)/g, (_, name: string) => {
      const value = params[`${page.path}:${name}`];
      if (!value) throw new Error(`pages-send-once: no value for ${name} of ${page.path}; add one`);
      return value;
    }),
  );
}

describe('every page, as every visitor', () => {
  it('is sent once: nothing at warn or above in the log (no "Reply was already sent", no failed render)', async () => {
    await seedDemoData(database.db);
    const customer = await createUser(database.db, { name: 'Robin Gardener' });
    const admin = await createUser(database.db, { role: 'admin', name: 'Ada Admin' });
    const products = await database.db.selectFrom('products').select(['id', 'slug']).where('deletedAt', 'is', null).where('status', '=', 'active').limit(2).execute();
    const categories = await database.db.selectFrom('categories').select('slug').limit(2).execute();
    expect(products.length).toBeGreaterThan(0);
    expect(categories.length).toBeGreaterThan(0);
    const orderId = await placeOrder(database.db, customer, products[0]!.id, 10);
    const company = await insertCompany(database.db, { name: 'Greenway Parks', taxId: null });
    const priceList = await createPriceList(database.db, { name: 'Greenway contract' });
    const list = await database.db.insertInto('requisitionLists').values({ ownerId: customer.id, name: 'Spring planting' }).returning('id').executeTakeFirstOrThrow();

    const urls = [
      ...pageUrls({
        '/products/$slug:slug': products[0]!.slug,
        '/purchase/$id:id': products[0]!.id,
        '/payment/$id:id': orderId,
        '/dashboard/orders/$orderId:orderId': orderId,
        '/dashboard/customers/$customerId:customerId': customer.id,
        '/dashboard/companies/$companyId:companyId': company.id,
        '/dashboard/price-lists/$id:id': priceList.id,
        '/dashboard/price-lists/$id/entries:id': priceList.id,
        '/dashboard/lists/$listId:listId': list.id,
      }),
      // The forms the response cache builds once (sharedPageKey) and those rendered per request.
      ...categories.map(({ slug }) => `/products?category=${slug}`),
      '/products?q=spade',
      '/products?category=no-such-category',
      '/signin?redirect=%2Fcart',
      '/no/such/page',
      '/sitemap.xml',
    ];
    const visitors: Array<[string, Record<string, string>]> = [
      ['anonymous', {}],
      ['customer', { cookie: await cookieOf(customer) }],
      ['admin', { cookie: await cookieOf(admin) }],
    ];

    lines.length = 0;
    const answered: string[] = [];
    for (const [who, headers] of visitors) {
      for (const url of urls) {
        // First view (built and stored), second view (from the response cache), compressed and
        // plain, then the revalidation a browser makes with the ETag it was given.
        let etag: string | undefined;
        for (const encoding of ['br, gzip', 'br, gzip', 'gzip', '']) {
          const response = await app.inject({ url, headers: { ...headers, ...(encoding && { 'accept-encoding': encoding }) } });
          expect(response.statusCode, `${who} ${url}`).toBeLessThan(500);
          if (typeof response.headers.etag === 'string') etag = response.headers.etag;
        }
        if (etag) {
          const revalidated = await app.inject({ url, headers: { ...headers, 'if-none-match': etag } });
          expect(revalidated.statusCode, `${who} ${url} revalidated`).toBeLessThan(500);
        }
        const head = await app.inject({ method: 'HEAD', url, headers });
        expect(head.statusCode, `${who} HEAD ${url}`).toBeLessThan(500);
        answered.push(`${who} ${url}`);
      }
    }
    // A second send comes after the first has ended (and after a compression, on the fallback):
    // give the last view's a moment to reach the log. Every view before it was followed by others.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(answered.length).toBe(visitors.length * urls.length);
    const noisy = lines
      .filter((line) => line.level >= 40 || line.err?.code === 'FST_ERR_REP_ALREADY_SENT' || /already sent/i.test(line.msg ?? ''))
      .map((line) => `${line.level} ${line.req?.method ?? ''} ${line.req?.path ?? ''} ${line.msg ?? ''} ${line.err?.code ?? line.err?.message ?? ''}`.trim());
    expect(noisy).toEqual([]);
  });
});
