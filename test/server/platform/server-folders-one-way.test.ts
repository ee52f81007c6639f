import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../../../src/server');

/**
 * The part of src/server a file belongs to: a layer of features (`features/4-orders`), or a folder
 * or file at the top (`pages/`, `services.ts`). The parts import each other one way
 * (docs/architecture.md#layers): platform code below the features, composition above them.
 */
function partOf(file: string): string {
  const [first, second] = path.relative(serverRoot, file).split(path.sep);
  if (first === 'features') return `features/${second}`;
  return second === undefined ? first! : `${first}/`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names, if it is a file of src/server. */
function targetOf(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (candidate.startsWith(serverRoot + path.sep) && statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

/** Which part imports which (type imports included: they tie the code as tightly), with one file pair each as the example. */
function partImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(serverRoot)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = targetOf(file, specifier!);
      if (!target || partOf(target) === partOf(file)) continue;
      const uses = edges.get(partOf(file)) ?? new Map<string, string>();
      if (!uses.has(partOf(target))) uses.set(partOf(target), `${path.relative(serverRoot, file)} imports ${path.relative(serverRoot, target)}`);
      edges.set(partOf(file), uses);
    }
  }
  return edges;
}

/** Every import between parts that closes a loop: the part imported reaches back to the importer. */
function loopingImports(edges: Map<string, Map<string, string>>): string[] {
  const reaches = (from: string, to: string) => {
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length > 0) {
      for (const next of edges.get(stack.pop()!)?.keys() ?? []) {
        if (next === to) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return false;
  };
  return [...edges].flatMap(([from, uses]) => [...uses].filter(([to]) => reaches(to, from)).map(([, example]) => example)).sort();
}

describe('the parts of src/server', () => {
  it('finds a loop between parts and names an import of it', () => {
    const edges = new Map([
      ['db/', new Map([['jobs/', 'db/migrate.ts imports jobs/job-queue.ts']])],
      ['jobs/', new Map([['services.ts', 'jobs/run-jobs.ts imports services.ts']])],
      ['services.ts', new Map([['db/', 'services.ts imports db/database.ts']])],
      ['app.ts', new Map([['db/', 'app.ts imports db/database.ts']])],
    ]);
    expect(loopingImports(edges)).toEqual(['db/migrate.ts imports jobs/job-queue.ts', 'jobs/run-jobs.ts imports services.ts', 'services.ts imports db/database.ts']);
  });

  it('import each other one way: no folder, layer of features or top-level file reaches back to one that imports it', () => {
    expect(loopingImports(partImports())).toEqual([]);
  });
});
