import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** What `file` imports when it runs: static imports and re-exports, not `import type`, not an import of types alone, not `import()`. */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';/gm)) {
    const [, typeOnly, names, specifier] = match;
    if (typeOnly) continue;
    const specifiers = names?.match(/^\{([\s\S]*)\}$/)?.[1]?.split(',').map((name) => name.trim()).filter(Boolean);
    if (specifiers && specifiers.length > 0 && specifiers.every((name) => name.startsWith('type '))) continue;
    found.push(specifier!);
  }
  return found;
}

/** A relative specifier as a file, as Vite resolves it. */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** Every package the client's entry (main.tsx) loads before anything lazy, with the chain that reaches it. */
function entryPackages(): Map<string, string[]> {
  const entry = path.join(root, 'src/client/main.tsx');
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const packages = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, chains.get(file)!);
        continue;
      }
      const target = resolve(file, specifier);
      if (!target || chains.has(target)) continue;
      chains.set(target, [...chains.get(file)!, target]);
      queue.push(target);
    }
  }
  return packages;
}

describe("the client's first download", () => {
  // docs/benchmarks.md: `/` loads the entry chunk before anything else (target 120 KB gzipped).
  // zod is about 15 KB of it: the router reads its URLs with zod-free modules (catalogue-sorts.ts,
  // receivables-sorts.ts, ...), and the schemas load with the pages that use them.
  it('loads no zod: nothing the entry imports statically reaches a schema', () => {
    const zod = entryPackages().get('zod');
    expect(zod?.map((file) => path.relative(root, file))).toBeUndefined();
  });
});
