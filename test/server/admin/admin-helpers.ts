import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { testConfig } from '../../helpers/test-app';

export interface RestCall {
  method: 'GET' | 'PUT';
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


/** A multipart/form-data body with one file under `image`, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, fileName: string, contentType: string) {
  const boundary = '----toolyard-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
