import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../src/server/db/database';
import type { ContextUser } from '../../src/server/services';
import { bearerHeaders } from './auth';
import { createUser } from './factories';
import { testConfig } from './test-app';

export interface RestCall {
  method: 'GET' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

/** Sends `call` as an API client would: anonymously, or with a fresh bearer session of `as`. */
export async function rest(app: FastifyInstance, db: DB, call: RestCall, as: ContextUser | null) {
  const headers = as ? await bearerHeaders(db, as) : {};
  return app.inject({
    method: call.method,
    url: call.url,
    headers: call.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
}

/** The audit entries about `target`, oldest first. */
export function auditEntriesAbout(db: DB, target: string) {
  return db.selectFrom('auditLog').select(['actorId', 'actorEmail', 'action', 'target', 'before', 'after']).where('target', '=', target).orderBy('id').execute();
}

/** A test configuration whose UPLOAD_DIR is a fresh, empty folder of its own. */
export function configWithUploadDir() {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'toolyard-uploads-'));
  return { uploadDir, config: testConfig({ UPLOAD_DIR: uploadDir }) };
}

/** An admin, a customer and the Bearer headers of each, as an API client would send them. */
export async function adminAndCustomer(db: DB) {
  const admin = await createUser(db, { role: 'admin' });
  const customer = await createUser(db);
  return { admin, customer, asAdmin: await bearerHeaders(db, admin), asCustomer: await bearerHeaders(db, customer) };
}

/**
 * The spec's add and update product calls as an admin's API client sends them, and the same
 * through tRPC for their field errors (the form's view). `shop` (useTestApp's) and `people` are
 * read at each call, so both may be made ready by a beforeAll.
 */
export function productWrites(shop: { readonly app: FastifyInstance }, people: () => { admin: ContextUser; asAdmin: Record<string, string> }) {
  return {
    add: (productInformation: Record<string, unknown>) =>
      shop.app.inject({ method: 'POST', url: `/api/add-product/${encodeURIComponent(people().admin.email)}`, headers: people().asAdmin, payload: { productInformation } }),
    update: (id: string, productInformation: Record<string, unknown>) =>
      shop.app.inject({ method: 'PUT', url: `/api/update-product/${id}`, headers: people().asAdmin, payload: { productInformation } }),
    addTrpc: (productInformation: Record<string, unknown>) =>
      shop.app.inject({ method: 'POST', url: '/trpc/products.add', headers: people().asAdmin, payload: { email: people().admin.email, productInformation } }),
    updateTrpc: (id: string, productInformation: Record<string, unknown>) =>
      shop.app.inject({ method: 'POST', url: '/trpc/products.update', headers: people().asAdmin, payload: { id, productInformation } }),
  };
}

/** A multipart/form-data body with one file under `image`, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, fileName: string, contentType: string) {
  const boundary = '----toolyard-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
