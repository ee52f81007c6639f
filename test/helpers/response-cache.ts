import type { FastifyInstance } from 'fastify';
import type { DB } from '../../src/server/db/database';
import { buildTestApp } from './test-app';

type AppOptions = Parameters<typeof buildTestApp>[1];

/**
 * Runs `test` on an instance of its own, started now. Its LISTEN hears only what commits after it,
 * so the notices of the writes that set the test up, which reach an older instance when they do,
 * cannot clear what this one keeps while the test counts it (docs/decisions/152). `options`: the
 * test file's own app's, so that both answer alike.
 */
export async function onInstanceStartedNow(db: DB, test: (app: FastifyInstance) => Promise<void>, options?: AppOptions): Promise<void> {
  const app = await buildTestApp(db, options);
  try {
    await test(app);
  } finally {
    await app.close();
  }
}
