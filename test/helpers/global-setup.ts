import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { staleBuilds } from '../../scripts/build-state.mjs';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/migrate';
import { prepareScreenshots } from './page-review';
import { startTestPostgres } from './postgres-server';
import { TEMPLATE_DATABASE, databaseUrl, dropDatabase, recreateDatabase } from './database-admin';
import { LARGE_CATALOGUE_TEMPLATE } from './large-catalogue';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * Whether the run holds a browser journey: the files the command line names (its words not
 * starting with `-`), or all of them. A run without one leaves the review screenshots alone.
 */
async function runsJourneys(project: TestProject): Promise<boolean> {
  const words = process.argv.slice(process.argv.findIndex((word) => word === 'run' || word.endsWith('vitest.mjs')) + 1);
  const filters = words.filter((word) => word !== 'run' && !word.startsWith('-'));
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.some((file) => file.includes(`${path.sep}test${path.sep}browser${path.sep}`));
}

/**
 * The compiled server (tests that start the real process run it), rebuilt here, once and before
 * any test, when it is missing or older than its sources; one Postgres for the whole run; and a
 * migrated template database that each test file clones. The 100k-product template
 * (large-catalogue.ts) is built later, by the first file that asks for it; one left by an earlier
 * run on the same server (TEST_DATABASE_URL) is dropped here, since it has the old migrations.
 * And, when the run has browser journeys, the review screenshots of an earlier run kept if it ran
 * the same working tree (page-review.ts); each worker launches its own Chromium (browser.ts).
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (staleBuilds(root, ['server']).length > 0) await buildServer(root);
  const server = await startTestPostgres();
  await dropDatabase(server.adminUrl, LARGE_CATALOGUE_TEMPLATE);
  await recreateDatabase(server.adminUrl, TEMPLATE_DATABASE);
  const template = createDatabase(databaseUrl(server.adminUrl, TEMPLATE_DATABASE), { max: 1 });
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  project.provide('pgAdminUrl', server.adminUrl);
  const journeys = await runsJourneys(project);
  if (journeys) prepareScreenshots(root);
  return async () => {
    await server.stop();
  };
}
