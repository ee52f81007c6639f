#!/usr/bin/env node
/**
 * Lays the server's feature folders out by layer: each `src/server/features/<feature>/` moves to
 * `src/server/features/<n>-<layer>/<feature>/`, the layer the feature table gives it
 * (`LAYER_OF` and `LAYERS` in tools/eslint/server-boundaries.js; ADR 116), and every
 * path that named the old place is rewritten:
 *
 * - relative module paths in code (`'../audit/audit-log-repository'`, `vi.mock('…')`,
 *   `new URL('…', import.meta.url)`): any string literal starting `./` or `../`, resolved from
 *   the file's old place and written again from its new one;
 * - relative links in Markdown (`[x](../mail/README.md)`), likewise;
 * - paths from the repository's root (`src/server/features/…`) in any text file;
 * - the short form docs and comments use (`features/…/file.ts`) where it names a server file
 *   or folder and no client one (`src/client/features/` has folders of the same names): one that
 *   could be either is left as it is and listed, unless the file citing it is the server's.
 *
 * Re-runnable: it reads the tree as it is, so a feature added to the table later, a file another
 * branch added at a feature's old place, or a feature given another layer in the table is moved
 * too, and a tree already laid out is left unchanged (it prints "nothing to do"). A folder under
 * features/ that `LAYER_OF` does not name stops it before anything is touched.
 *
 * Usage, from the repository's root: node tools/move-to-layers.mjs [--check]
 * (`--check` changes nothing and exits 1 when something would move or change).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAYER_FOLDER, LAYER_OF, layerFolder } from './eslint/server-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const featuresRoot = path.join(root, 'src/server/features');
const clientFeatures = path.join(root, 'src/client/features');
const self = path.join(root, 'tools/move-to-layers.mjs');
const check = process.argv.includes('--check');

/** Where the tree's files are read: code and its docs, never dependencies, builds or generated contracts. */
const ROOTS = ['src', 'test', 'tools', 'bench', 'scripts', 'docs', '.ci', '.github'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.git']);
const SKIPPED_ROOT_FILES = new Set(['package-lock.json', 'openapi.json']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const TEXT = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|sh|css|html|txt)$/;

/**
 * Where a path under src/server/features belongs: a feature's folder, at its old place or in any
 * layer folder, goes to its layer's folder; everything else stays.
 *
 * @example placeOf('/repo/src/server/features/audit/audit-router.ts') // '/repo/src/server/features/1-platform/audit/audit-router.ts'
 */
function placeOf(file) {
  const relative = path.relative(featuresRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '') return file;
  const parts = relative.split(path.sep);
  const [name, ...rest] = LAYER_FOLDER.test(parts[0]) ? parts.slice(1) : parts;
  if (!name || !Object.hasOwn(LAYER_OF, name)) return file;
  return path.join(featuresRoot, layerFolder(LAYER_OF[name]), name, ...rest);
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** The folders under features/ that are neither a layer's folder nor a feature of the table. */
function unknownFolders() {
  const unknown = [];
  for (const entry of readdirSync(featuresRoot, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (!LAYER_FOLDER.test(entry.name)) {
      if (!Object.hasOwn(LAYER_OF, entry.name)) unknown.push(entry.name);
      continue;
    }
    for (const inner of readdirSync(path.join(featuresRoot, entry.name), { withFileTypes: true })) {
      if (inner.isDirectory() && !Object.hasOwn(LAYER_OF, inner.name)) unknown.push(`${entry.name}/${inner.name}`);
    }
  }
  return unknown;
}

/** `to` as a file in `fromDir` names it: `./x`, `../x`, keeping a trailing slash. */
function relativeSpecifier(fromDir, to, trailingSlash) {
  let relative = path.relative(fromDir, to).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = relative === '' ? '.' : `./${relative}`;
  return trailingSlash && !relative.endsWith('/') ? `${relative}/` : relative;
}

/**
 * A relative path written in `file` (now at `oldDir`, soon at `newDir`), written again for its new
 * place and its target's: unchanged when neither moves.
 */
function rewriteRelative(specifier, oldDir, newDir) {
  const target = path.resolve(oldDir, specifier);
  const moved = placeOf(target);
  if (moved === target && oldDir === newDir) return specifier;
  return relativeSpecifier(newDir, moved, specifier.endsWith('/'));
}

const serverFiles = new Set();
const ambiguous = [];

/** Whether `file` (from the root) is the server's, where a short `features/…` path means the server's folder. */
const isServerContext = (file) => /^(?:src\/server|test\/server|tools\/eslint)\//.test(path.relative(root, file).split(path.sep).join('/'));

/** A path that exists before or after the move (the file list is read before anything moves). */
const existsServer = (abs) => serverFiles.has(abs) || serverFiles.has(placeOf(abs)) || [...serverFiles].some((file) => file.startsWith(`${abs}${path.sep}`) || file.startsWith(`${placeOf(abs)}${path.sep}`));

/** A file's text with every path to a feature's old place written for the new one. */
function rewrite(file, text) {
  const oldDir = path.dirname(file);
  const newDir = path.dirname(placeOf(file));
  let out = text;
  if (CODE.test(file)) {
    // String literals that are relative paths (no template holes).
    out = out.replace(/(['"`])(\.\.?\/[^'"`\n$]*)\1/g, (whole, quote, specifier) => `${quote}${rewriteRelative(specifier, oldDir, newDir)}${quote}`);
  }
  if (file.endsWith('.md')) {
    // Markdown links and images with a relative target; an anchor is kept.
    out = out.replace(/(\]\()([^)\s#]+)((?:#[^)\s]*)?\))/g, (whole, open, target, close) =>
      /^[a-z]+:|^\/|^#/.test(target) ? whole : `${open}${rewriteRelative(target, oldDir, newDir)}${close}`,
    );
  }
  // Paths from the root: src/server/features/<feature>/…
  out = out.replace(/(?<![\w./-])src\/server\/features\/([\w./-]*[\w/])/g, (whole, rest) => {
    const moved = placeOf(path.join(featuresRoot, rest));
    return `src/server/features/${path.relative(featuresRoot, moved).split(path.sep).join('/')}${rest.endsWith('/') && !moved.endsWith('/') ? '/' : ''}`;
  });
  // The short form, features/<feature>/…, where it names the server's folder.
  out = out.replace(/(?<![\w./-])features\/([a-z-]+)\/([\w./-]*[\w/])?/g, (whole, name, rest = '') => {
    if (!Object.hasOwn(LAYER_OF, name)) return whole;
    const server = path.join(featuresRoot, name, rest);
    const onServer = existsServer(server.replace(/\/$/, ''));
    const onClient = existsSync(path.join(clientFeatures, name, rest));
    if (!onServer) return whole;
    if (onClient && !isServerContext(file)) {
      ambiguous.push(`${path.relative(root, file)}: ${whole}`);
      return whole;
    }
    const moved = path.relative(featuresRoot, placeOf(server)).split(path.sep).join('/');
    return `features/${moved}${rest === '' || rest.endsWith('/') ? '/' : ''}`;
  });
  return out;
}

function removeEmptyDirs(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name));
  if (dir !== featuresRoot && readdirSync(dir).length === 0) rmdirSync(dir);
}

function main() {
  const unknown = unknownFolders();
  if (unknown.length > 0) {
    console.error(`Without a layer (LAYER_OF in tools/eslint/server-boundaries.js, beside its FEATURES row): ${unknown.join(', ')}. Give each its layer there, then run this again. Nothing was changed.`);
    process.exit(2);
  }

  const files = [
    ...ROOTS.flatMap((dir) => walk(path.join(root, dir))),
    ...readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isFile() && TEXT.test(entry.name) && !SKIPPED_ROOT_FILES.has(entry.name))
      .map((entry) => path.join(root, entry.name)),
  ].filter((file) => file !== self);
  for (const file of walk(featuresRoot)) serverFiles.add(file);

  // Every move first, refusing one onto a different file that stands there.
  const moves = walk(featuresRoot)
    .map((file) => [file, placeOf(file)])
    .filter(([from, to]) => from !== to);
  const clashes = moves.filter(([from, to]) => existsSync(to) && readFileSync(to).compare(readFileSync(from)) !== 0);
  if (clashes.length > 0) {
    console.error(`These would overwrite a different file: ${clashes.map(([from, to]) => `${path.relative(root, from)} -> ${path.relative(root, to)}`).join(', ')}. Nothing was changed.`);
    process.exit(2);
  }

  const edits = [];
  for (const file of files) {
    if (!TEXT.test(file) || statSync(file).size > 2_000_000) continue;
    const text = readFileSync(file, 'utf8');
    if (text.includes('\u0000')) continue;
    const again = rewrite(file, text);
    if (again !== text) edits.push([file, again]);
  }

  const rel = (file) => path.relative(root, file);
  if (moves.length === 0 && edits.length === 0) {
    console.log('move-to-layers: nothing to do; every feature is in its layer folder and every path names it there.');
    return;
  }
  if (check) {
    console.log(`move-to-layers --check: ${moves.length} files would move and ${edits.length} files would change:`);
    for (const [file] of edits) console.log(`  ${rel(file)}`);
    process.exit(1);
  }

  for (const [file, text] of edits) writeFileSync(file, text);
  const tracked = new Set(trackedFiles());
  for (const [from, to] of moves) {
    mkdirSync(path.dirname(to), { recursive: true });
    // git mv keeps the index in step where the file is tracked; an untracked one is renamed.
    if (tracked.has(rel(from)) && !existsSync(to)) execFileSync('git', ['mv', rel(from), rel(to)], { cwd: root });
    else renameSync(from, to);
  }
  removeEmptyDirs(featuresRoot);

  console.log(`move-to-layers: moved ${moves.length} files into layer folders; rewrote paths in ${edits.length} files.`);
  if (ambiguous.length > 0) {
    console.log(`Left as written (a client folder of the same name exists; check by hand):\n  ${[...new Set(ambiguous)].join('\n  ')}`);
  }
}

/** The files git tracks (none outside a repository). */
function trackedFiles() {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

main();
