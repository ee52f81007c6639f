/**
 * Build-time prerendering (docs/decisions/072): the HTML each page is sent with, rendered by the
 * same components as the client, so the header, the footer and a public page's static content
 * paint before any JavaScript has downloaded. Data never exists at build time: every query renders
 * its loading state, as the client's first render does. Run by src/client/pages/prerender-plugin.mjs from a Vite
 * SSR build of this file; never part of the browser bundle.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loader } from '../components/loader';
import heroPoster from '../features/home/media/hero-poster.jpg';
import { notFoundPage, pageOfRoute } from '../../shared/pages';
import { RootLayout } from '../components/root-layout';
import { App } from '../app/app';
import { renderToHtml } from './render-to-html';
import { createAppRouter } from '../app/router';
import { loadNotFoundPage } from '../app/routes/root';
import '../styles/global.css';

/** A page the server sends for `path` (a route pattern; `$name` matches one segment). */
export interface PrerenderedPage {
  path: string;
  /** The HTML file's name in dist/client/pages/. */
  file: string;
  /** Its `<title>` and meta description (src/shared/pages.ts): the server rewrites them for a page whose head differs. */
  title: string;
  description: string;
  /** The route's lazily loaded module (relative to src/client), whose chunk and imports the page preloads. */
  routeModule?: string;
  /** The image that is the page's largest paint, fetched first: it is otherwise found only once the body is parsed. */
  largestImage?: string;
  /**
   * The browser hydrates the markup instead of replacing it (docs/decisions/101): every component
   * on the page renders the same in the browser's first render, whatever the browser knows.
   */
  hydrates?: boolean;
}

/** The path, title and description of the page at route `path`. */
function headOf(path: string): Pick<PrerenderedPage, 'path' | 'title' | 'description'> {
  const page = pageOfRoute(path);
  if (!page) throw new Error(`prerender: ${path} is no page of src/shared/pages.ts`);
  return { path, title: page.title, description: page.description };
}

/**
 * Public pages rendered through the real router. Guarded pages (the purchase page, the dashboard)
 * cannot be: who is signed in is known only in the browser.
 */
const routedPages: PrerenderedPage[] = [
  { ...headOf('/'), file: 'home.html', largestImage: heroPoster, hydrates: true },
  { ...headOf('/blogs'), file: 'blogs.html' },
  { ...headOf('/portfolio'), file: 'portfolio.html' },
  { ...headOf('/about'), file: 'about.html' },
  { ...headOf('/products'), file: 'products.html', routeModule: 'app/routes/products.tsx' },
  { ...headOf('/signin'), file: 'signin.html', routeModule: 'app/routes/sign-in.tsx' },
  { ...headOf('/signup'), file: 'signup.html', routeModule: 'app/routes/sign-up.tsx' },
  { ...headOf('/forgot-password'), file: 'forgot-password.html', routeModule: 'app/routes/forgot-password.tsx' },
];

/**
 * Pages whose content needs the signed-in user: the layout around the placeholder the route shows
 * first, so what paints early is what stays (no layout shift when the route takes over).
 */
const shellPages: Array<PrerenderedPage & { placeholder: ReactNode }> = [
  // A product's page is sent rendered with its data (src/server/pages/page-render.ts); its shell
  // is the template that render goes into, preloading the route's module.
  { ...headOf('/products/$slug'), file: 'product.html', routeModule: 'app/routes/product-page.tsx', placeholder: <Loader label="Loading the product" /> },
  { ...headOf('/purchase/$id'), file: 'purchase.html', routeModule: 'app/routes/purchase.tsx', placeholder: <Loader label="Loading the product" /> },
];

/** What the server sends for an unknown path (with a 404): the not-found page in the layout. Its `path` matches no request. */
const unknownPathPage: PrerenderedPage = { path: '404', file: 'not-found.html', ...notFoundPage };

export const pages: PrerenderedPage[] = [...routedPages, ...shellPages, unknownPathPage];

/** The layout alone, for every other page (the dashboard, the payment page), with the home page's head. */
export const fallbackPage: PrerenderedPage = { ...headOf('/'), path: '*', file: 'shell.html' };

/** A router showing `placeholder` inside the real layout at any path. */
function createShellRouter(path: string, placeholder: ReactNode): AnyRouter {
  const rootRoute = createRootRoute({ component: RootLayout });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => placeholder });
  return createRouter({ routeTree: rootRoute.addChildren([anyPath]), history: createMemoryHistory({ initialEntries: [path] }) });
}

/** A build that takes longer than this to render a page has a page that never finishes. */
const RENDER_TIMEOUT_MS = 30_000;

/** The router's page, its lazy components loaded and rendered (a hydrating page's sections load after its first paint). */
async function renderRouter(router: AnyRouter): Promise<string> {
  await router.load();
  return renderToHtml(<App router={router} />, RENDER_TIMEOUT_MS);
}

/** The markup inside #root for one of `pages` or `fallbackPage`. */
export async function renderPage(page: PrerenderedPage): Promise<string> {
  const shell = shellPages.find((candidate) => candidate.file === page.file);
  if (shell) return renderRouter(createShellRouter(shell.path.replace(/\$[^/]+/g, 'placeholder'), shell.placeholder));
  // A path no navigation link matches, so none is marked as the current page.
  if (page === fallbackPage) return renderRouter(createShellRouter('/-', null));
  // The real router at a path it does not know shows its not-found page, its code loaded first.
  if (page === unknownPathPage) await loadNotFoundPage();
  const path = page === unknownPathPage ? '/-' : page.path;
  return renderRouter(createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false }));
}
