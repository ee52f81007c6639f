/**
 * Build-time prerendering (docs/decisions/072): the HTML each page is sent with, rendered by the
 * same components as the client, so the header, the footer and a public page's static content
 * paint before any JavaScript has downloaded. Data never exists at build time: every query renders
 * its loading state, as the client's first render does. Run by scripts/prerender.mjs from a Vite
 * SSR build of this file; never part of the browser bundle.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Loader } from '../components/loader';
import heroPoster from '../features/home/media/hero-poster.jpg';
import { RootLayout } from '../components/root-layout';
import { App } from './app';
import { createAppRouter } from './router';
import '../styles/global.css';

/** A page the server sends for `path` (a route pattern; `$name` matches one segment). */
export interface PrerenderedPage {
  path: string;
  /** The HTML file's name in dist/client/pages/. */
  file: string;
  /** The route's lazily loaded module (relative to src/client), whose chunk and imports the page preloads. */
  routeModule?: string;
  /** The image that is the page's largest paint, fetched first: it is otherwise found only once the body is parsed. */
  largestImage?: string;
}

/**
 * Public pages rendered through the real router. Guarded pages (the purchase page, the dashboard)
 * cannot be: who is signed in is known only in the browser.
 */
const routedPages: PrerenderedPage[] = [
  { path: '/', file: 'home.html', largestImage: heroPoster },
  { path: '/blogs', file: 'blogs.html' },
  { path: '/portfolio', file: 'portfolio.html' },
  { path: '/about', file: 'about.html' },
  { path: '/products', file: 'products.html', routeModule: 'app/routes/products.tsx' },
  { path: '/signin', file: 'signin.html', routeModule: 'app/routes/sign-in.tsx' },
  { path: '/signup', file: 'signup.html', routeModule: 'app/routes/sign-up.tsx' },
  { path: '/forgot-password', file: 'forgot-password.html', routeModule: 'app/routes/forgot-password.tsx' },
];

/**
 * Pages whose content needs the signed-in user: the layout around the placeholder the route shows
 * first, so what paints early is what stays (no layout shift when the route takes over).
 */
const shellPages: Array<PrerenderedPage & { placeholder: ReactNode }> = [
  { path: '/purchase/$id', file: 'purchase.html', routeModule: 'app/routes/purchase.tsx', placeholder: <Loader label="Loading the product" /> },
];

export const pages: PrerenderedPage[] = [...routedPages, ...shellPages];

/** The layout alone, for every other path (the dashboard, not-found pages). */
export const fallbackPage: PrerenderedPage = { path: '*', file: 'shell.html' };

/** A router showing `placeholder` inside the real layout at any path. */
function createShellRouter(path: string, placeholder: ReactNode): AnyRouter {
  const rootRoute = createRootRoute({ component: RootLayout });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => placeholder });
  return createRouter({ routeTree: rootRoute.addChildren([anyPath]), history: createMemoryHistory({ initialEntries: [path] }) });
}

async function renderRouter(router: AnyRouter): Promise<string> {
  await router.load();
  return renderToString(<App router={router} />);
}

/** The markup inside #root for one of `pages` or `fallbackPage`. */
export function renderPage(page: PrerenderedPage): Promise<string> {
  const shell = shellPages.find((candidate) => candidate.file === page.file);
  if (shell) return renderRouter(createShellRouter(shell.path.replace(/\$[^/]+/g, 'placeholder'), shell.placeholder));
  // A path no navigation link matches, so none is marked as the current page.
  if (page === fallbackPage) return renderRouter(createShellRouter('/-', null));
  return renderRouter(createAppRouter({ history: createMemoryHistory({ initialEntries: [page.path] }), scrollRestoration: false }));
}
