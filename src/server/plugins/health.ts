import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/database';
import { pendingMigrations } from '../migrate';

/** `/healthz`: the process answers. `/readyz`: the database answers and is fully migrated. */
export function registerHealthRoutes(app: FastifyInstance, db: DB): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      const pending = await pendingMigrations(db);
      if (pending.length > 0) return reply.status(503).send({ status: 'migrating', pending });
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}
