import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { startTestPostgres } from './postgres-server';
import { TEMPLATE_DATABASE, databaseUrl, recreateDatabase } from './database-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/** One Postgres for the whole run and a migrated template database that each test file clones. */
export default async function setup(project: TestProject) {
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
