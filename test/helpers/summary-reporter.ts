import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `Tests: N passed, N failed` (`, N skipped` when any), that
 * CI reads as the run's count whatever the test runner.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
      // A file that failed to load has no tests to count: count the file itself as a failure.
      if (module.state() === 'failed' && !module.children.size) count.failed++;
    }
    const skipped = count.skipped ? `, ${count.skipped} skipped` : '';
    console.log(`\nTests: ${count.passed} passed, ${count.failed} failed${skipped}`);
  }
}
