import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** What every test file gets, browser journey or not. */
const common = {
  plugins: [react()],
  test: {
    // Every REST answer a test receives is checked against openapi.json; a component test starts
    // on an empty page with the app's modules afresh (docs/decisions/164-component-tests-share-a-worker.md).
    setupFiles: ['test/helpers/check-rest-answers.ts', 'test/helpers/fresh-page.ts'],
    // Browser journeys build and start the real server: give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
} satisfies TestProjectInlineConfiguration;

/**
 * Files that need a module graph of their own (docs/decisions/155-tests-share-module-graph.md); the
 * browser journeys (163) and the component tests (164) share theirs.
 */
const ISOLATED = [
  // Its vi.mock must reach modules that an earlier file would have imported unmocked.
  'test/server/platform/whole-catalogue.test.ts',
  // It reads the process's map of statement names, which earlier files fill.
  'test/server/platform/prepared-statements.test.ts',
];

export default defineConfig({
  ...common,
  test: {
    ...common.test,
    include: ['test/**/*.test.{ts,tsx}'],
    // Runs once, for both projects: one Postgres (it is not in `common`).
    globalSetup: ['test/helpers/global-setup.ts'],
    // The time report before the count, which stays the last line.
    reporters: ['default', './test/helpers/time-reporter.ts', './test/helpers/summary-reporter.ts'],
    maxWorkers: 2,
    projects: [
      { ...common, test: { ...common.test, name: 'isolated', include: ISOLATED } },
      // The rest share a worker's module graph from file to file instead of importing the server
      // afresh for each (about 2 s a file): docs/decisions/155-tests-share-module-graph.md.
      { ...common, test: { ...common.test, name: 'modules', include: ['test/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false } },
    ],
  },
});
