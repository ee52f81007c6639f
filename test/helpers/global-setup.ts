import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { staleBuilds } from '../../scripts/build-state.mjs';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { startTestPostgres } from './postgres-server';
import { TEMPLATE_DATABASE, databaseUrl, recreateDatabase } from './database-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * The compiled server (tests that start the real process run it), rebuilt here, once and before
 * any test, when it is missing or older than its sources; one Postgres for the whole run; and a
 * migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (staleBuilds(root, ['server']).length > 0) await buildServer(root);
  const server = await startTestPostgres();
  await recreateDatabase(server.adminUrl, TEMPLATE_DATABASE);
  const template = createDatabase(databaseUrl(server.adminUrl, TEMPLATE_DATABASE), { max: 1 });
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  project.provide('pgAdminUrl', server.adminUrl);
  return () => server.stop();
}
