import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { staleBuilds } from '../../scripts/build-state.mjs';
import { treeHash } from '../../scripts/tree-hash.mjs';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/migrate';
import { prepareScreenshots } from './page-review';
import { startTestPostgres } from './postgres-server';
import { TEMPLATE_DATABASE, databaseUrl, dropDatabase, recreateDatabase } from './database-admin';
import { LARGE_CATALOGUE_TEMPLATE } from './large-catalogue';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** Where this working tree's passing axe verdicts are kept, by page state (a11y.ts); '' for a run without journeys or outside git. */
    axeVerdicts: string;
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
 * The folder of this tree's axe verdicts (`.cache/axe-passed/<tree>`), made empty when the tree
 * is new; those of any other tree are deleted. '' when the tree cannot be hashed.
 */
function axeVerdictsOf(root: string, tree: string | undefined): string {
  if (tree === undefined) return '';
  const all = path.join(root, '.cache', 'axe-passed');
  mkdirSync(path.join(all, tree), { recursive: true });
  for (const other of readdirSync(all)) if (other !== tree) rmSync(path.join(all, other), { recursive: true, force: true });
  return path.join(all, tree);
}

/**
 * The compiled server (tests that start the real process run it), rebuilt here, once and before
 * any test, when it is missing or older than its sources; one Postgres for the whole run; and a
 * migrated template database that each test file clones. The 100k-product template
 * (large-catalogue.ts) is built later, by the first file that asks for it; one left by an earlier
 * run on the same server (TEST_DATABASE_URL) is dropped here, since it has the old migrations.
 * And, when the run has browser journeys, what an earlier run of the same working tree left: its
 * review screenshots (page-review.ts) and the page states axe passed (a11y.ts). Each worker
 * launches its own Chromium (browser.ts).
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
  const tree = journeys ? treeHash(root, 'journeys') : undefined;
  if (journeys) prepareScreenshots(tree);
  project.provide('axeVerdicts', axeVerdictsOf(root, tree));
  return async () => {
    await server.stop();
  };
}
