import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// recheck's pure JavaScript backend: no Java, no native binary, no worker thread, works offline.
process.env.RECHECK_SYNC_BACKEND = 'pure';

const root = path.resolve(import.meta.dirname, '../..');

interface FoundPattern {
  file: string;
  line: number;
  /** The pattern's source, or null when `new RegExp(...)` builds it from something not literal. */
  source: string | null;
  flags: string;
}

const literalText = (node: ts.Expression | undefined) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/** Every regular expression literal and `RegExp(...)` / `new RegExp(...)` in one source text. */
function patternsIn(file: string, text: string): FoundPattern[] {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: FoundPattern[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const end = node.text.lastIndexOf('/');
      found.push({ file, line: lineOf(node), source: node.text.slice(1, end), flags: node.text.slice(end + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      found.push({ file, line: lineOf(node), source: literalText(node.arguments?.[0]), flags: literalText(node.arguments?.[1]) ?? '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** recheck's verdict: 'safe', 'vulnerable' (with the complexity) or 'unknown' (with the reason). */
function verdict(source: string, flags: string): string {
  // No time limit: recheck's own (10 s) turned a safe pattern's verdict into "unknown (timeout)" on
  // a loaded machine, where the slowest one takes a few seconds when it is quiet.
  const result = checkSync(source, flags, { timeout: null });
  if (result.status === 'safe') return 'safe';
  if (result.status === 'vulnerable') return `vulnerable (${result.complexity.type}, attack: ${JSON.stringify(result.attack.pattern)})`;
  return `unknown (${result.error.kind})`;
}

/**
 * The patterns recheck found safe in earlier runs, by recheck's version: a verdict depends only on
 * the pattern, its flags and the checker, and the checks are this file's time (`.ci/run`'s second
 * half on Node 24 checked every pattern again). Only "safe" is kept: anything else is checked, and
 * reported, each run.
 */
const SAFE_FILE = path.join(root, '.cache', `regex-safe-recheck-${createRequire(import.meta.url)('recheck/package.json').version}.json`);
const knownSafe = new Set<string>(existsSync(SAFE_FILE) ? (JSON.parse(readFileSync(SAFE_FILE, 'utf8')) as string[]) : []);

describe('regular expressions', () => {
  it('the checker flags the spec e-mail pattern as exponential, and the collector finds it in source', () => {
    const spec = String.raw`^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$`;
    expect(verdict(spec, '')).toMatch(/^vulnerable \(exponential/);
    const found = patternsIn('email.ts', `export const EMAIL_PATTERN = /${spec}/;\nconst built = new RegExp('^(a|a)+$', 'u');\nconst dynamic = RegExp(name);`);
    expect(found).toEqual([
      { file: 'email.ts', line: 1, source: spec, flags: '' },
      { file: 'email.ts', line: 2, source: '^(a|a)+$', flags: 'u' },
      { file: 'email.ts', line: 3, source: null, flags: '' },
    ]);
  });

  it('every one under src/ is safe from catastrophic backtracking', () => {
    const found = sourceFiles(path.join(root, 'src')).flatMap((file) => patternsIn(path.relative(root, file), readFileSync(file, 'utf8')));
    expect(found.length).toBeGreaterThan(5);
    // Each distinct pattern is checked once (recheck's checks are the test's time).
    const verdicts = new Map<string, string>();
    const verdictOf = (source: string, flags: string) => {
      const key = `/${source}/${flags}`;
      if (!verdicts.has(key)) verdicts.set(key, knownSafe.has(key) ? 'safe' : verdict(source, flags));
      return verdicts.get(key)!;
    };
    const problems = found
      .map((pattern) => ({ ...pattern, verdict: pattern.source === null ? 'built from a non-literal: cannot be checked' : verdictOf(pattern.source, pattern.flags) }))
      .filter((pattern) => pattern.verdict !== 'safe')
      .map(({ file, line, source, flags, verdict }) => `${file}:${line} /${source ?? '?'}/${flags} is ${verdict}`);
    mkdirSync(path.dirname(SAFE_FILE), { recursive: true });
    writeFileSync(SAFE_FILE, JSON.stringify([...verdicts].filter(([, verdict]) => verdict === 'safe').map(([key]) => key).sort()));
    expect(problems).toEqual([]);
  }, 240_000); // about 15 s on a quiet 2-core machine: room for a loaded one
});
