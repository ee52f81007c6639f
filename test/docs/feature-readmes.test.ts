import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Each server feature's README says what it owns, uses and offers as the boundary table does. */
const root = path.resolve(import.meta.dirname, '../..');

describe('feature READMEs', () => {
  it("carry their feature's owns, uses and offers as generated from the boundary table", () => {
    const run = () => execFileSync(process.execPath, ['tools/feature-readmes.mjs', '--check'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  });
});
