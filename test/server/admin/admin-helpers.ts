import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/trpc/context';
import { bearerHeaders } from '../../helpers/auth';

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
