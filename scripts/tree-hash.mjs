/**
 * A hash of the working tree as git sees it: every file it tracks or would track (not ignored),
 * by path and content, deleted ones by path. `npm test` keys a passing lint by it
 * (scripts/test.mjs): ESLint's own cache is keyed by Node's version as well, so `.ci/run`'s
 * second half, on Node 24, linted every file again although none had changed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The hash of the tree under `root` with `settings` (what else decides the result) mixed in, or
 * undefined where git cannot list the files (no repository, no git).
 * @param {string} root
 * @param {string} settings
 * @returns {string | undefined}
 */
export function treeHash(root, settings) {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
  const files = [...new Set(listed.toString('utf8').split('\0').filter(Boolean))].sort();
  const hash = createHash('sha256').update(settings);
  for (const file of files) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(readFileSync(path.join(root, file)));
    } catch {
      hash.update('\0(none)\0'); // deleted from the tree, still in git's index
    }
  }
  return hash.digest('hex').slice(0, 32);
}
