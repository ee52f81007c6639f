import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../../../src/server');

/** Every relative module a file names: imports (type-only too), re-exports and dynamic `import()`. */
const IMPORT = /^\s*(?:import|export)\s[^;'"]*?from\s*'(\.[^']*)'|import\(\s*'(\.[^']*)'\s*\)/gm;

/** The server's import graph: file -> the files under src/server it imports. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(serverRoot, file));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = path.resolve(path.dirname(file), match[1] ?? match[2]!);
      const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Each import circle once, as `a.ts -> b.ts -> a.ts` relative to src/server. */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        found.push([...trail.slice(trail.indexOf(next)), next].map((f) => path.relative(serverRoot, f)).join(' -> '));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the server import graph', () => {
  it('has no import circle, type-only imports included', () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['/s/a.ts', ['/s/b.ts']],
      ['/s/b.ts', ['/s/c.ts']],
      ['/s/c.ts', ['/s/a.ts']],
    ]);
    expect(cycles(graph).map((cycle) => cycle.replaceAll(path.relative(serverRoot, '/s') + path.sep, ''))).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
  });
});
