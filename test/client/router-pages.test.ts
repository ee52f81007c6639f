// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { dashboardMenu } from '../../src/client/app/dashboard/dashboard-menu';
import { requireAdmin } from '../../src/client/app/require-admin';
import { createAppRouter } from '../../src/client/app/router';
import { pages } from '../../src/shared/pages';

const router = createAppRouter();

/*
 * Where page components live (docs/architecture.md#6-client): the router takes every route's
 * component, eager or lazy, from a file in app/routes/; those files read the URL and assemble
 * features, and features never read the route. And the admin guard is written once, on the
 * pathless admin layout route.
 */

const clientRoot = path.resolve(import.meta.dirname, '../../src/client');
const routerFile = path.join(clientRoot, 'app/router.tsx');
const routesFolder = path.join(clientRoot, 'app/routes');
const source = ts.createSourceFile(routerFile, readFileSync(routerFile, 'utf8'), ts.ScriptTarget.Latest, true);

/** The client folder (relative to src/client) a relative import of the router resolves into. */
const resolved = (specifier: string) => path.relative(clientRoot, path.resolve(path.dirname(routerFile), specifier));

/** Local name -> module, for the router's static imports. */
const importedFrom = new Map<string, string>();
for (const statement of source.statements) {
  if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
  for (const element of statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings) ? statement.importClause.namedBindings.elements : []) {
    importedFrom.set(element.name.text, statement.moduleSpecifier.text);
  }
}

/** Every `component` and `notFoundComponent` in the router, as `[property, module it comes from]`. */
function componentSources(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && /^(component|notFoundComponent)$/.test(node.name.text)) {
      const value = node.initializer;
      let module = `<${value.getText(source)}>`;
      if (ts.isIdentifier(value)) module = importedFrom.get(value.text) ?? module;
      else if (ts.isCallExpression(value) && value.expression.getText(source) === 'lazyRouteComponent') {
        const loader = value.arguments[0];
        const call = loader && ts.isArrowFunction(loader) && ts.isCallExpression(loader.body) ? loader.body : undefined;
        const specifier = call?.expression.kind === ts.SyntaxKind.ImportKeyword ? call.arguments[0] : undefined;
        if (specifier && ts.isStringLiteral(specifier)) module = specifier.text;
      }
      found.push([node.name.text, module]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('where page components live', () => {
  it('takes every route component, eager or lazy, from app/routes/', () => {
    const sources = componentSources();
    expect(sources.length).toBeGreaterThan(20);
    for (const [property, module] of sources) expect(`${property} from ${module}`).toMatch(/ from \.\/routes\/[a-z-]+$/);
  });

  it('imports nothing from features/ or components/ into the router', () => {
    const modules = [...importedFrom.values()].filter((module) => module.startsWith('.')).map(resolved);
    expect(modules.filter((module) => /^(features|components)\//.test(module))).toEqual([]);
  });

  it('uses every file in app/routes/', () => {
    const used = new Set(componentSources().map(([, module]) => module.replace('./routes/', '')));
    const files = readdirSync(routesFolder).filter((file) => file.endsWith('.tsx')).map((file) => file.replace(/\.tsx$/, ''));
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });

  it('keeps features and shared components from reading the route', () => {
    const readers: string[] = [];
    for (const folder of ['features', 'components', 'lib']) {
      for (const file of readdirSync(path.join(clientRoot, folder), { recursive: true, encoding: 'utf8' })) {
        if (/\.tsx?$/.test(file) && /\b(getRouteApi|useParams|useSearch)\b/.test(readFileSync(path.join(clientRoot, folder, file), 'utf8'))) readers.push(`${folder}/${file}`);
      }
    }
    expect(readers).toEqual([]);
  });
});

describe('the admin guard', () => {
  const routes = Object.values(router.routesById);
  const adminLayout = routes.find((route) => route.id === '/dashboard/_admin');
  const underAdminLayout = (route: (typeof routes)[number]) => route.id.startsWith('/dashboard/_admin/');

  it('sits once, on the pathless admin layout route', () => {
    expect(adminLayout?.options.beforeLoad).toBe(requireAdmin);
    expect(adminLayout?.fullPath).toBe('/dashboard');
    expect(routes.filter((route) => route.options.beforeLoad === requireAdmin).map((route) => route.id)).toEqual(['/dashboard/_admin']);
  });

  it('covers every admin page of the dashboard menu, and no other', () => {
    for (const entry of dashboardMenu) {
      const route = routes.find((candidate) => candidate.to === entry.to);
      expect({ page: entry.to, guarded: route && underAdminLayout(route) }).toEqual({ page: entry.to, guarded: entry.audience === 'admin' });
    }
    expect(routes.filter(underAdminLayout).map((route) => route.fullPath)).toContain('/dashboard/customers/$customerId');
    // One order's page is a customer's and an admin's (the route picks the page by role).
    expect(routes.filter(underAdminLayout).map((route) => route.fullPath)).not.toContain('/dashboard/orders/$orderId');
  });
});

describe('the page list the server answers from (src/shared/pages.ts)', () => {
  const routes = Object.values(router.routesById);
  /** A route that shows a page: one without children (the dashboard's own page is its `/` child). */
  const pageRoutes = routes.filter((route) => !(route.children as unknown[] | undefined)?.length && route.id !== '__root__');
  const fullPath = (route: (typeof routes)[number]) => (route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath);
  const guardOf = (route: (typeof routes)[number]) => {
    const guards = [];
    for (let at: typeof route | undefined = route; at; at = at.parentRoute as typeof route | undefined) guards.push(at.options.beforeLoad);
    return guards.includes(requireAdmin) ? 'admin' : guards.some(Boolean) ? 'signed-in' : 'everyone';
  };

  it('holds every page path of the client router, and no other', () => {
    expect(pageRoutes.length).toBeGreaterThan(20);
    expect(pages.map((page) => page.path).sort()).toEqual(pageRoutes.map(fullPath).sort());
  });

  it('says who may open each page as the router’s guards do', () => {
    const audiences = Object.fromEntries(pages.map((page) => [page.path, page.audience]));
    expect(audiences).toEqual(Object.fromEntries(pageRoutes.map((route) => [fullPath(route), guardOf(route)])));
  });

  it('gives every page a title and a description of its own', () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) expect(page.title, page.path).toMatch(/^(.+ · Toolyard|Toolyard · .+)$/);
  });
});
