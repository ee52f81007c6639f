import path from 'node:path';
import { betweenRule, isInside } from './import-rule.js';

/**
 * The client's import direction (docs/decisions/024-client-forms-and-import-direction.md and
 * docs/architecture.md#layers, after bulletproof-react): shared code (src/shared,
 * src/client/lib, components, styles) -> features -> app (app/, main.tsx), and no feature imports
 * another. What two features need belongs in lib/ or components/.
 *
 * A rule of our own rather than `no-restricted-imports`: that one matches the import's text, and
 * `../auth/use-session` names no folder it could recognise; tools/eslint/import-rule.js resolves
 * relative imports (static, re-exports and dynamic `import()`) against the importing file.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const clientRoot = path.join(repoRoot, 'src/client');
const sharedRoot = path.join(repoRoot, 'src/shared');

const RANK = { shared: 0, feature: 1, app: 2 };
const SHARED_CLIENT_FOLDERS = new Set(['lib', 'components', 'styles', 'public']);

/**
 * The layer a file belongs to, or null outside the client's layers (the server, tests).
 * @example layerOf('/repo/src/client/features/orders/order-form.tsx') // { kind: 'feature', name: 'orders', label: 'features/orders' }
 */
function layerOf(file) {
  if (isInside(sharedRoot, file)) return { kind: 'shared', label: 'src/shared' };
  if (!isInside(clientRoot, file)) return null;
  const [top, name] = path.relative(clientRoot, file).split(path.sep);
  if (top === 'features' && name) return { kind: 'feature', name, label: `features/${name}` };
  if (SHARED_CLIENT_FOLDERS.has(top)) return { kind: 'shared', label: `src/client/${top}` };
  // app/, pages/ (prerendering, rendering with data, page heads) and the files beside them
  // (main.tsx) assemble the app.
  return { kind: 'app', label: top === 'app' ? 'app' : top };
}

/** Why `from` may not import `to`, or null when it may. */
function violation(from, to) {
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return `${from.label} may not import ${to.label}: features do not import each other. Move what both need to src/client/lib or src/client/components.`;
  }
  if (RANK[to.kind] > RANK[from.kind]) {
    return `${from.label} may not import ${to.label}: imports flow one way, shared (src/shared, lib, components) -> features -> app.`;
  }
  return null;
}

const importDirection = betweenRule('Client imports flow shared -> features -> app, and features do not import each other.', layerOf, violation);

/** Where a file may write: only a feature's api/ folder (and lib/, components/, shared code). */
function mayWrite(file) {
  if (!isInside(clientRoot, file)) return true;
  const [top, , folder] = path.relative(clientRoot, file).split(path.sep);
  if (top === 'features') return folder === 'api';
  return top !== 'app';
}

const CACHE_WRITES = new Set(['invalidateQueries', 'setQueryData', 'refetchQueries', 'resetQueries', 'removeQueries']);

/**
 * A feature's writes live in its api/ folder (bulletproof-react's shape), each hook with the reads
 * it refreshes: `features/cart/api/update-cart-line.ts` exports `useUpdateCartLine()`. A page,
 * a component or a route file calls such a hook and hands it its reaction (a toast, closing a
 * dialog); it neither calls `useMutation` nor lists the queries to refresh or overwrite.
 */
const writesInApi = {
  meta: {
    type: 'problem',
    docs: { description: "Client writes (useMutation, and the cached reads they refresh) live in a feature's api/ folder." },
    messages: {
      mutation: "useMutation belongs in this feature's api/ folder: export a hook there (features/<feature>/api/<verb>-<noun>.ts) that owns the reads it refreshes, and call it here.",
      cacheWrite: "{{method}} belongs in this feature's api/ folder, in the hook of the write that makes it necessary: a page does not list the reads to refresh.",
    },
    schema: [],
  },
  create(context) {
    if (mayWrite(context.filename)) return {};
    return {
      ImportSpecifier(node) {
        const imported = node.imported.type === 'Identifier' ? node.imported.name : node.imported.value;
        if (imported === 'useMutation' && node.parent.source.value === '@tanstack/react-query') context.report({ node, messageId: 'mutation' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && CACHE_WRITES.has(callee.property.name)) {
          context.report({ node, messageId: 'cacheWrite', data: { method: callee.property.name } });
        }
      },
    };
  },
};

export const clientBoundaries = { rules: { 'import-direction': importDirection, 'writes-in-api': writesInApi } };
