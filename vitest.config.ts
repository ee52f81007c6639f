import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Every REST answer a test receives is checked against openapi.json.
    setupFiles: ['test/helpers/check-rest-answers.ts'],
    // The time report before the count, which stays the last line.
    reporters: ['default', './test/helpers/time-reporter.ts', './test/helpers/summary-reporter.ts'],
    // Browser journeys build and start the real server: give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
