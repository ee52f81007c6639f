/**
 * `npm test`: the type check and lint, and beside them the build then Vitest. Exits non-zero when
 * any of them fails, after all have finished.
 *
 * Why this shape (docs/decisions/119-tests-mirror-src-and-ci-time.md): on a 2-core machine Vitest leaves a core
 * idle much of the time (files waiting on Postgres, the server, Chromium), and the type check and
 * lint need about a minute of CPU between them. They run at a lower priority, so they take idle
 * time and Vitest keeps the cores when it wants them; their output is printed when they end.
 * Both keep what they learnt in `.cache/` (git-ignored): a second run on unchanged files, like
 * `.ci/run`'s Node 24 half, checks only what changed since. The lint cache's folder is named for
 * a hash of the lint configuration, its local rules and the lockfile, since ESLint's own cache
 * notices neither a changed local rule nor an upgraded plugin. A lint that passed is also
 * remembered by the hash of the whole working tree (scripts/tree-hash.mjs): the same files on
 * another Node are not linted again, as ESLint's cache would (it is keyed by Node's version).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { treeHash } from './tree-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** A hash of what decides the lint's findings besides the linted files themselves. */
function lintSettingsHash() {
  const hash = createHash('sha256');
  const rules = path.join(root, 'tools', 'eslint');
  const files = ['eslint.config.js', 'package-lock.json', ...readdirSync(rules).sort().map((name) => path.join('tools', 'eslint', name))];
  for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Runs `command` (`args`); resolves with its exit code and, when `buffered`, what it printed.
 * @param {{ buffered?: boolean, nice?: number }} options
 */
function run(command, args, { buffered = false, nice = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (nice) {
      try {
        os.setPriority(child.pid, nice);
      } catch {
        // Not allowed here: it runs at the normal priority, only slower for Vitest.
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Where a passing lint is remembered by its tree's hash (only the latest is kept). */
const passedLints = path.join(root, '.cache', 'lint-passed');

/** The type check, then the lint, one after the other (one core between them), printed as each ends. */
async function checks() {
  const settings = lintSettingsHash();
  const tree = treeHash(root, settings);
  const steps = [
    { name: 'type check', command: bin('tsc'), args: ['--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/typecheck.tsbuildinfo'] },
    {
      name: 'lint',
      command: bin('eslint'),
      args: ['--cache', '--cache-location', `.cache/eslint-${settings}/`, '.'],
      passedBefore: tree !== undefined && existsSync(path.join(passedLints, tree)),
      // Remembered only when the tree did not change while it was linted.
      onPass: () => {
        if (tree === undefined || treeHash(root, settings) !== tree) return;
        rmSync(passedLints, { recursive: true, force: true });
        mkdirSync(passedLints, { recursive: true });
        writeFileSync(path.join(passedLints, tree), '');
      },
    },
  ];
  let failed = false;
  for (const { name, command, args, passedBefore = false, onPass } of steps) {
    if (passedBefore) {
      process.stdout.write(`\n== ${name}: passed on these same files before (tree ${tree?.slice(0, 12)}), not run again\n`);
      continue;
    }
    const started = performance.now();
    const { code, output } = await run(command, args, { buffered: true, nice: 10 });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`\n== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n${output}`);
    if (code !== 0) failed = true;
    else onPass?.();
  }
  return !failed;
}

/** The build (browser journeys and the served pages need it), then every test (or the files named: `npm test -- test/shared`). */
async function buildThenTests() {
  const build = await run('npm', ['run', 'build', '--silent']);
  if (build.code !== 0) return false;
  const tests = await run(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)]);
  return tests.code === 0;
}

const [checked, tested] = await Promise.all([checks(), buildThenTests()]);
if (!checked) console.error('\nnpm test: the type check or the lint failed (its output is above).');
process.exit(checked && tested ? 0 : 1);
