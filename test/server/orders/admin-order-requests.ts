import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../src/server/db/database';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';

/** Bearer headers of a fresh admin and a fresh customer. */
export async function adminAndCustomer(db: DB) {
  return {
    admin: await bearerHeaders(db, await createUser(db, { role: 'admin' })),
    customer: await bearerHeaders(db, await createUser(db)),
  };
}

/** `GET url` with `query` as the query string. */
export function getWith(app: FastifyInstance, url: string, query: Record<string, string>, headers: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return app.inject({ method: 'GET', url: search ? `${url}?${search}` : url, headers });
}

/** Every order id of the filtered admin list, following `nextCursor` page by page. */
export async function walkPages(app: FastifyInstance, filters: Record<string, string>, headers: Record<string, string>, limit = 97): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await getWith(app, '/api/admin/orders', { ...filters, limit: String(limit), ...(cursor ? { cursor } : {}) }, headers);
    if (response.statusCode !== 200) throw new Error(`page failed: ${response.statusCode} ${response.body}`);
    const page = response.json() as { orders: { _id: string }[]; nextCursor: string | null };
    ids.push(...page.orders.map((order) => order._id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}
