import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** What every test file gets, browser journey or not. */
const common = {
  plugins: [react()],
  test: {
    // Every REST answer a test receives is checked against openapi.json.
    setupFiles: ['test/helpers/check-rest-answers.ts'],
    // Browser journeys build and start the real server: give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
} satisfies TestProjectInlineConfiguration;

/**
 * Files that need a module graph of their own (docs/decisions/155-tests-share-module-graph.md); the
 * browser journeys share theirs (163-browser-journeys-share-module-graph.md).
 */
const ISOLATED = [
  // Its vi.mock must reach modules that an earlier file would have imported unmocked.
  'test/server/platform/whole-catalogue.test.ts',
  // It reads the process's map of statement names, which earlier files fill.
  'test/server/platform/prepared-statements.test.ts',
  // Components under a DOM: a toast or a portal an earlier file left in the page or in sonner's
  // store is found twice by the next (.ci/run's Node 24 half: add-to-cart, deferred-toaster).
  'test/client/**/*.test.{ts,tsx}',
];

export default defineConfig({
  ...common,
  test: {
    ...common.test,
    include: ['test/**/*.test.{ts,tsx}'],
    // Runs once, for both projects: one Postgres, one Chromium (it is not in `common`).
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
