import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';

/** A REST GET as an API client sends it: anonymously, or with a fresh bearer session of `as`. */
export async function restGet(shop: { app: FastifyInstance; db: DB }, url: string, as: ContextUser | null) {
  return shop.app.inject({ method: 'GET', url, headers: as ? await bearerHeaders(shop.db, as) : {} });
}

/** A tRPC query over HTTP, as the web client sends it. */
export async function trpcGet(shop: { app: FastifyInstance; db: DB }, path: string, input: unknown, as: ContextUser | null) {
  return shop.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: as ? await bearerHeaders(shop.db, as) : {} });
}
