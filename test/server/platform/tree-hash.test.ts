import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { treeHash } from '../../../scripts/tree-hash.mjs';

/** The hash `npm test` remembers a passing lint by (scripts/test.mjs): it must change with anything the lint reads. */
describe('the working tree hash a passing lint is remembered by', () => {
  let dir: string;
  const hash = (settings = 'settings') => treeHash(dir, settings);

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tree-hash-'));
    execFileSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(path.join(dir, '.gitignore'), 'dist/\n');
    writeFileSync(path.join(dir, 'a.ts'), 'export const a = 1;\n');
    execFileSync('git', ['add', '.'], { cwd: dir });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the same for the same files and settings', () => {
    expect(hash()).toMatch(/^[0-9a-f]{32}$/);
    expect(hash()).toBe(hash());
  });

  it("changes with a file's content, a new file, a deleted file and the settings", () => {
    const before = hash();
    writeFileSync(path.join(dir, 'a.ts'), 'export const a = 2;\n');
    const edited = hash();
    expect(edited).not.toBe(before);
    writeFileSync(path.join(dir, 'b.ts'), 'export const b = 1;\n'); // not added to git: still linted
    const added = hash();
    expect(added).not.toBe(edited);
    unlinkSync(path.join(dir, 'a.ts'));
    expect(hash()).not.toBe(added);
    expect(hash('other settings')).not.toBe(hash());
  });

  it('ignores what git ignores', () => {
    const before = hash();
    execFileSync('mkdir', ['dist'], { cwd: dir });
    writeFileSync(path.join(dir, 'dist', 'out.js'), 'built\n');
    expect(hash()).toBe(before);
  });

  it('is undefined outside a repository, so the lint runs', () => {
    const plain = mkdtempSync(path.join(os.tmpdir(), 'no-repo-'));
    try {
      expect(treeHash(plain, 'settings')).toBeUndefined();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
