import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs that are true, at least about where things are: every repository path that README.md,
 * docs/**\/*.md or a folder's README.md cites must exist, every `*.md#anchor` must name a
 * heading of that page, and every decision number cited (`docs/decisions/050`, `ADR 050`) must
 * have its record. Code comments cite docs too (`docs/product.md#5-validation-rules`); those
 * are checked the same way.
 *
 * What counts as a repository path (a citation the reader could open):
 * - a markdown link to a relative target, resolved from the doc's folder;
 * - in a code span: a path under one of the repository's top-level entries (`src/server/app.ts`,
 *   `migrations/`, `.ci/run`); a shorter path with a `/` that ends in a file extension or `/`
 *   (`features/3-accounts/accounts/passwords.ts`, `plugins/`), which must be the end of a real path; a bare
 *   file name (`passwords.ts`), which some file must have;
 * - in a fenced block: words that start with a top-level folder (`migrations/index.ts`).
 * Not paths: URLs, HTTP paths (`/api/...`), package names (`@trpc/server`, `react-dom/server`),
 * placeholders (`{id}`, `<name>`, `$DATA_DIR/...`, `*`, `...`), and what exists only at run time
 * or after a build (`.data/`, `dist/`, `test-results/`, `node_modules/`).
 */

const root = path.resolve(import.meta.dirname, '../..');

/** Not the repository's own files: dependencies, build output, run-time data. */
const NOT_SOURCES = new Set(['.git', 'node_modules', 'dist', '.data', 'coverage', 'test-results', '.cache']);
/** Cited paths under these exist only after a build or at run time. */
const RUNTIME_PREFIXES = ['dist/', '.data/', 'test-results/', 'node_modules/', 'coverage/', '.cache/'];
const FILE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|svg|yaml|yml|sh|webm|mp4|jpe?g|png|webp|sql)$/;
const PLACEHOLDER = /[{}<>$*…|:]|\.\.\./;
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html)$/;

interface Repository {
  /** Every file and folder, relative to the root with `/` separators; folders end with `/`. */
  entries: Set<string>;
  topLevel: Set<string>;
  /** A cited name -> whether some file or folder ends with it. */
  hasSuffix(suffix: string): boolean;
}

function scanRepository(): Repository {
  const entries = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (NOT_SOURCES.has(entry.name)) continue;
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        entries.add(`${relative}/`);
        visit(relative);
      } else entries.add(relative);
    }
  };
  visit('');
  const topLevel = new Set([...entries].filter((entry) => !entry.slice(0, -1).includes('/')).map((entry) => entry.replace(/\/$/, '')));
  const all = [...entries];
  return {
    entries,
    topLevel,
    hasSuffix: (suffix) => all.some((entry) => entry === suffix || entry.endsWith(`/${suffix}`)),
  };
}

/**
 * GitHub's anchors for a page's headings: lower-cased, punctuation dropped, spaces to hyphens.
 * @example headingAnchors('## 4. Accounts and sessions\n### CSRF') // Set { '4-accounts-and-sessions', 'csrf' }
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of withoutFencedBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading!
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

function withoutFencedBlocks(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
}

function fencedBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```[^\n]*$/gm)].map((match) => match[1]!);
}

/**
 * The citations of `docPath` (relative to the root) that name nothing in `repo`, each as a
 * sentence saying what is wrong. `read` gives a cited page's text, to check its anchors.
 */
function brokenCitations(docPath: string, text: string, repo: Repository, read: (file: string) => string): string[] {
  const docFolder = path.posix.dirname(docPath);
  const problems: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(file === docPath ? text : read(file)));
    return anchorsOf.get(file)!;
  };
  const exists = (relative: string) => repo.entries.has(relative) || repo.entries.has(`${relative.replace(/\/$/, '')}/`);
  const normal = (relative: string) => path.posix.normalize(relative).replace(/^\.\//, '');

  const checkAnchor = (shown: string, file: string, anchor: string | undefined) => {
    if (!anchor || !file.endsWith('.md')) return;
    if (!anchors(file).has(anchor)) problems.push(`${docPath}: ${shown} names no heading #${anchor} in ${file}`);
  };

  // Markdown links to relative targets.
  for (const [, target] of withoutFencedBlocks(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target!)) continue;
    const [file, anchor] = target!.split('#') as [string, string | undefined];
    if (file === '') {
      checkAnchor(`link (${target})`, docPath, anchor);
      continue;
    }
    const resolved = normal(path.posix.join(docFolder, file));
    if (!exists(resolved)) problems.push(`${docPath}: link (${target}) names ${resolved}, which is not in the repository`);
    else checkAnchor(`link (${target})`, resolved, anchor);
  }

  // Code spans outside fenced blocks.
  for (const [, span] of withoutFencedBlocks(text).matchAll(/`([^`\n]+)`/g)) {
    const problem = codeSpanProblem(span!.trim());
    if (problem) problems.push(`${docPath}: \`${span}\` ${problem}`);
  }

  function codeSpanProblem(token: string): string | null {
    if (/\s/.test(token) || token.includes('://') || token.startsWith('@') || token.startsWith('/')) return null;
    const [cited, anchor] = token.split('#') as [string, string | undefined];
    if (PLACEHOLDER.test(cited) || RUNTIME_PREFIXES.some((prefix) => cited.startsWith(prefix))) return null;
    // A decision by number (`docs/decisions/050`): checked with the other numbers below.
    if (/^docs\/decisions\/\d{3}$/.test(cited)) return null;
    const first = cited.split('/')[0]!;
    const hasExtension = FILE_EXTENSIONS.test(cited) && /[\w-]\.\w+$/.test(cited);
    let resolved: string | null = null;
    if (cited.includes('/') && repo.topLevel.has(first)) {
      resolved = normal(cited);
      if (!exists(resolved)) {
        const beside = normal(path.posix.join(docFolder, cited));
        if (!exists(beside)) return 'is not in the repository';
        resolved = beside;
      }
    } else if (cited.includes('/') && (hasExtension || cited.endsWith('/'))) {
      const beside = normal(path.posix.join(docFolder, cited));
      if (exists(beside)) resolved = beside;
      else if (!repo.hasSuffix(cited)) return 'is the end of no path in the repository';
    } else if (!cited.includes('/') && hasExtension) {
      const beside = normal(path.posix.join(docFolder, cited));
      if (exists(beside)) resolved = beside;
      else if (!repo.hasSuffix(cited)) return 'is the name of no file in the repository';
    }
    if (resolved && anchor) {
      if (!resolved.endsWith('.md')) return null;
      if (!anchors(resolved).has(anchor)) return `names no heading #${anchor} in ${resolved}`;
    }
    return null;
  }

  // Fenced blocks: words under a top-level folder.
  for (const block of fencedBlocks(text)) {
    for (const [word] of block.matchAll(/[\w.-]+\/[\w./-]*/g)) {
      const cited = word.replace(/[.,;:]+$/, '');
      const first = cited.split('/')[0]!;
      if (!repo.topLevel.has(first) || RUNTIME_PREFIXES.some((prefix) => cited.startsWith(prefix))) continue;
      if (!exists(normal(cited))) problems.push(`${docPath}: ${cited} (in a fenced block) is not in the repository`);
    }
  }

  // Decision records by number.
  const decisions = [...repo.entries].filter((entry) => /^docs\/decisions\/\d{3}-/.test(entry));
  for (const [cited, number] of text.matchAll(/\b(?:docs\/decisions\/|ADRs? )(\d{3})(?!\d|-[a-z])/g)) {
    if (!decisions.some((entry) => entry.startsWith(`docs/decisions/${number}-`))) {
      problems.push(`${docPath}: ${cited} names no record in docs/decisions/`);
    }
  }
  return problems;
}

/** Pages and anchors that code comments cite: `docs/product.md#5-validation-rules`, `docs/decisions/072`. */
function brokenDocCitationsInCode(file: string, text: string, repo: Repository, read: (file: string) => string): string[] {
  const problems: string[] = [];
  for (const [cited, page, anchor] of text.matchAll(/\bdocs\/([\w/-]+\.md)(?:#([\w-]+))?/g)) {
    const target = `docs/${page}`;
    if (!repo.entries.has(target)) problems.push(`${file}: ${cited}: ${target} is not in the repository`);
    else if (anchor && !headingAnchors(read(target)).has(anchor)) problems.push(`${file}: ${cited}: ${target} has no heading #${anchor}`);
  }
  const decisions = [...repo.entries].filter((entry) => /^docs\/decisions\/\d{3}-/.test(entry));
  for (const [cited, number] of text.matchAll(/\bdocs\/decisions\/(\d{3})(?!\d|-[a-z])/g)) {
    if (!decisions.some((entry) => entry.startsWith(`docs/decisions/${number}-`))) problems.push(`${file}: ${cited} names no record in docs/decisions/`);
  }
  return problems;
}

const repo = scanRepository();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const docs = [...repo.entries].filter((entry) => entry === 'README.md' || entry.endsWith('/README.md') || (entry.startsWith('docs/') && entry.endsWith('.md')));
// This folder's tests cite missing pages on purpose.
const sources = [...repo.entries].filter(
  (entry) => /^(src|migrations|scripts|bench|tools|test)\//.test(entry) && !entry.startsWith('test/docs/') && TEXT_FILE.test(entry),
);

/**
 * Named in the docs as what the code does not use, so found in no source file. Every other
 * camelCase or PascalCase name in a code span (`takeStockQuery`, `AppError`) must occur in the code.
 */
const NAMED_AS_NOT_USED = new Set(['FileMigrationProvider']);

/** The code-span names (`insertOrder`, `PaymentGateway`) of a doc that no source file mentions. */
function missingIdentifiers(docPath: string, text: string, code: string): string[] {
  const problems: string[] = [];
  for (const [, name] of withoutFencedBlocks(text).matchAll(/`([A-Za-z_]\w*)(?:\(\))?`/g)) {
    if (!/[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(name!) || NAMED_AS_NOT_USED.has(name!)) continue;
    if (!new RegExp(`\\b${name}\\b`).test(code)) problems.push(`${docPath}: \`${name}\` is named nowhere in the code`);
  }
  return problems;
}

describe('the paths the docs cite', () => {
  it('finds the docs: README.md, docs/, decisions', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/architecture.md', 'docs/product.md']));
    expect(docs.filter((doc) => doc.startsWith('docs/decisions/')).length).toBeGreaterThan(10);
  });

  it('reports each cited path, anchor or decision that does not exist, and nothing else', () => {
    const sample = [
      '# Sample',
      '## 2. Data',
      'Real: `src/server/app.ts`, `migrations/`, `.ci/run`, `features/3-accounts/accounts/passwords.ts`, `plugins/`,',
      '`passwords.ts`, [architecture](architecture.md#2-data), [decisions](decisions/), [here](#2-data),',
      '`docs/product.md#5-validation-rules`, docs/decisions/050, `docs/decisions/040`, ADR 042, `decisions/001-procedures-served-twice.md`.',
      'Not paths: `/api/products`, `@trpc/server`, `react-dom/server`, `{id}`, `<name>-router.ts`, `$DATA_DIR/uploads`,',
      '`.data/postgres-password`, `dist/server/main.js`, `test-results/screenshots/`, `https://example.com/a.ts`, `pending`|`shipped`.',
      'Gone: `bench/servers.ts`, `features/dashboard/dashboard-menu.ts`, `no-such-menu.ts`, [old](decisions/999-old.md),',
      '`docs/architecture.md#no-such-section`, [there](#nowhere), docs/decisions/052, ADR 999, `src/server/nothing/`.',
      '```',
      'migrations    listed in migrations/index.ts and migrations/gone.ts',
      '```',
    ].join('\n');
    expect(brokenCitations('docs/sample.md', sample, repo, read)).toEqual([
      'docs/sample.md: link (decisions/999-old.md) names docs/decisions/999-old.md, which is not in the repository',
      'docs/sample.md: link (#nowhere) names no heading #nowhere in docs/sample.md',
      'docs/sample.md: `bench/servers.ts` is not in the repository',
      'docs/sample.md: `features/dashboard/dashboard-menu.ts` is the end of no path in the repository',
      'docs/sample.md: `no-such-menu.ts` is the name of no file in the repository',
      'docs/sample.md: `docs/architecture.md#no-such-section` names no heading #no-such-section in docs/architecture.md',
      'docs/sample.md: `src/server/nothing/` is not in the repository',
      'docs/sample.md: migrations/gone.ts (in a fenced block) is not in the repository',
      'docs/sample.md: docs/decisions/052 names no record in docs/decisions/',
      'docs/sample.md: ADR 999 names no record in docs/decisions/',
    ]);
  });

  it('exist, every one of them', () => {
    expect(docs.flatMap((doc) => brokenCitations(doc, read(doc), repo, read))).toEqual([]);
  });

  it('and the functions, types and variables they name, which exist in the code', () => {
    // Test files are left out: a helper of one test (stat.test.ts's insertOrder) is not the code a doc describes.
    const code = [...repo.entries]
      .filter((entry) => /^(src|migrations|scripts|bench|tools|test\/helpers)\//.test(entry) || /^[\w.-]+\.(ts|js|json)$/.test(entry))
      .filter((entry) => TEXT_FILE.test(entry) || entry.endsWith('.json'))
      .filter((entry) => entry !== 'package-lock.json')
      .map(read)
      .join('\n');
    expect(missingIdentifiers('docs/sample.md', 'We call `takeStockQuery`, `insertOrder()` and `AppError`.', code)).toEqual([
      'docs/sample.md: `insertOrder` is named nowhere in the code',
    ]);
    expect(docs.flatMap((doc) => missingIdentifiers(doc, read(doc), code))).toEqual([]);
  });

  it('include the pages and anchors that code comments cite', () => {
    expect(sources.flatMap((file) => brokenDocCitationsInCode(file, read(file), repo, read))).toEqual([]);
  });
});
