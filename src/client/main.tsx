import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { loadNotFoundPage } from './app/routes/root';
import { queryClient } from './lib/api-client';
import { hydrateFromPage } from './lib/query-state';
import { signOut } from './lib/sign-out';
import { onAuthError } from './lib/auth-errors';
import { nextTask } from './lib/next-task';
import './styles/global.css';

// Every page arrives rendered: with its data (docs/decisions/098), or prerendered without any (docs/decisions/072).
// React waits until the route's guard has answered and its lazy chunk has loaded: an earlier
// render would show an empty pending page in its place.
// - With its data, the markup is what the browser renders too: React hydrates it, keeping the
//   DOM. Each of its forms stays `inert` until hydrated (lib/hydration-safe.ts): a submit before
//   would go out as a plain GET.
// - Prerendered and marked `data-hydrate` (the home page, docs/decisions/101), the markup is also
//   what the browser's first render makes: the query cache is empty on both sides, and what only
//   the browser knows (the stored cart, the year, reduced motion) renders after hydration. React
//   hydrates it; its lazy sections keep their markup until their code arrives, and each of their
//   forms stays `inert` until hydrated (lib/hydration-safe.ts): a click on a form whose code has
//   not arrived would be lost.
// - Any other prerendered page has no data and no user, which the browser may already have by
//   now, so it is not guaranteed to match: createRoot replaces it. The first render is a
//   transition: the prerendered page stays on screen meanwhile, and React renders in slices that
//   leave the main thread free for the visitor's input instead of one long task.
/**
 * React recovers from markup it cannot hydrate by rendering that part again in the browser, and
 * reports the error without saying where. The component stack does (a minified component still
 * names its chunk and position), so the console says it beside the error, which is reported as before.
 */
function onRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.error(`${error instanceof Error ? error.message : String(error)}, in:${info.componentStack ?? ' (no component stack)'}`);
  reportError(error);
}

/**
 * The start, in steps that are tasks of their own (docs/decisions/158): evaluating the modules,
 * building the router, taking in the page's data and matching its route, and evaluating the
 * route's chunk each take the main thread for tens of milliseconds on a phone, and as one task
 * they kept a visitor's first tap waiting (docs/decisions/160). Hydration then runs in slices.
 * The browser has painted the page's markup before this module was fetched (start/start.ts,
 * docs/decisions/159).
 */
async function start(): Promise<void> {
  // The modules' evaluation is one task, the router's building the next.
  await nextTask();
  const router = createAppRouter();
  // docs/product.md#on-screen: a 401 or 403 from the API signs the user out and returns to the home page.
  onAuthError(() => void signOut(() => router.navigate({ to: '/' })));
  await nextTask();

  // A page the server rendered with its data (docs/decisions/098) brings that data along: the
  // queries start from it, fresh, so nothing is fetched again on load.
  const renderedWithData = hydrateFromPage(queryClient, document);
  // The server's not-found page brings that page's code before the first render (app/routes/root.tsx).
  const notFoundCode = document.getElementById('not-found-title') ? loadNotFoundPage() : undefined;
  // The router shows a failed load itself once it renders, and the not-found route a failed download.
  await Promise.all([router.load(), notFoundCode]).catch(() => {});
  // The route's chunk was evaluated as it arrived (its schemas built): hydration starts in a task of its own.
  await nextTask();

  const container = document.getElementById('root')!;
  if (renderedWithData || container.hasAttribute('data-hydrate')) {
    // What TanStack Start's client sets on a server-rendered page: the router then renders the
    // tree the server did (no Suspense boundary of its own around the matches).
    router.ssr = { manifest: undefined };
    // As a transition, hydration runs in slices that yield to the visitor's input, not as one
    // long task (total blocking time); a click on a part not hydrated yet hydrates it first.
    startTransition(() => void hydrateRoot(container, <App router={router} />, { onRecoverableError }));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<App router={router} />));
}

void start();
