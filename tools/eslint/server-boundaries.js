import path from 'node:path';

/**
 * The server's import rules (docs/architecture.md#layers):
 *
 * - `trpc-only-in-routers`: under `src/server/features/`, only a `*-router.ts` file imports from
 *   `src/server/trpc/`. Services, repositories, jobs and plain routes take the neutral types of
 *   `src/server/services.ts`, so they can be called without tRPC (jobs, webhooks, tests).
 *
 * Like tools/eslint/client-boundaries.js, these resolve relative imports (static, re-exports and
 * dynamic `import()`) against the importing file rather than matching the import's text.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const featuresRoot = path.join(repoRoot, 'src/server/features');
const trpcRoot = path.join(repoRoot, 'src/server/trpc');

function isInside(folder, file) {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Calls `check(sourceNode)` for every import, re-export and dynamic import of a module. */
function eachImport(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  };
}

/** The file a relative import names, or null for a package or a computed import. */
function resolved(context, source) {
  if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return null;
  return path.resolve(path.dirname(context.filename), source.value);
}

/** @type {import('eslint').Rule.RuleModule} */
const trpcOnlyInRouters = {
  meta: {
    type: 'problem',
    docs: { description: 'Under src/server/features, only *-router.ts files import from src/server/trpc.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!isInside(featuresRoot, file) || file.endsWith('-router.ts')) return {};
    return eachImport((source) => {
      const target = resolved(context, source);
      if (target && isInside(trpcRoot, target)) {
        context.report({
          node: source,
          message: `${path.relative(featuresRoot, file)} may not import src/server/trpc: only a feature's *-router.ts does. Take AppServices, ContextUser or RequestContext from src/server/services.ts.`,
        });
      }
    });
  },
};

export const serverBoundaries = { rules: { 'trpc-only-in-routers': trpcOnlyInRouters } };
