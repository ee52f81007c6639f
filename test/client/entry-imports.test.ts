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

/** Every module and package `start` loads before anything lazy, each with the chain that reaches it. */
function staticReach(start: string): { files: Map<string, string[]>; packages: Map<string, string[]> } {
  const entry = path.join(root, start);
  const files = new Map<string, string[]>([[entry, [entry]]]);
  const packages = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, files.get(file)!);
        continue;
      }
      const target = resolve(file, specifier);
      if (!target || files.has(target)) continue;
      files.set(target, [...files.get(file)!, target]);
      queue.push(target);
    }
  }
  return { files, packages };
}

describe("the client's first download", () => {
  // docs/benchmarks.md: `/` loads the entry chunk before anything else (target 120 KB gzipped).
  // zod is about 15 KB of it: the router reads its URLs with zod-free modules (catalogue-sorts.ts,
  // receivables-sorts.ts, ...), and the schemas load with the pages that use them.
  it('loads no zod: nothing the entry imports statically reaches a schema', () => {
    const zod = staticReach('src/client/main.tsx').packages.get('zod');
    expect(zod?.map((file) => path.relative(root, file))).toBeUndefined();
  });
});

describe('the first render of the pages rendered with their data (issue 36)', () => {
  // A schema module builds its schemas as it loads: the product's, a company's, a price list's
  // and the requisition lists' were about 0.3 s of a phone's CPU in one task, before hydration.
  // A page's route loads only the schemas its first render checks with; the words a page shows
  // come from src/shared/words/, the forms' schemas when the form needs them (useSchemaForm).
  /** The files (from the repository's root) a module reaches by static imports. */
  const filesOf = (route: string) => [...staticReach(route).files.keys()].map((file) => path.relative(root, file));
  const schemasOf = (route: string) => filesOf(route).filter((file) => file.startsWith('src/shared/schemas/')).sort();

  it("/products: the catalogue's query and the category's slug, which its URL is checked with (not the other category schemas: docs/decisions/158)", () => {
    expect(schemasOf('src/client/app/routes/products.tsx')).toEqual(['src/shared/schemas/catalogue.ts', 'src/shared/schemas/category-slug.ts', 'src/shared/schemas/text.ts']);
  });

  it("a buyer's order form (on /purchase/{id} and /products/{slug}): the contact's, which the order form's delivery quote waits for", () => {
    expect(schemasOf('src/client/app/buyer-order-form.tsx')).toEqual(['src/shared/schemas/contact.ts', 'src/shared/schemas/text.ts']);
  });

  it("/products/{slug} and /purchase/{id}: none (the order form is a chunk of its own, loaded when a buyer's page renders it)", () => {
    for (const route of ['src/client/app/routes/product-page.tsx', 'src/client/app/routes/purchase.tsx']) expect(schemasOf(route)).toEqual([]);
  });

  it("/products and /products/{slug}: of Add to list, the button alone; its dialog (form, select, the lists' queries) is a chunk a customer's page fetches", () => {
    for (const route of ['src/client/app/routes/products.tsx', 'src/client/app/buyer-order-form.tsx']) {
      expect(filesOf(route).filter((file) => file.includes('/requisition-lists/'))).toEqual(['src/client/features/requisition-lists/add-to-list-button.tsx']);
    }
  });
});
