/**
 * Pages rendered on the server with their data (docs/decisions/098): the catalogue, the sign-in
 * page, a product's page and its purchase page. The server (src/server/pages/page-render.ts) loads this
 * module's Vite SSR build (dist/render/server-render.mjs, made by src/client/pages/prerender-plugin.mjs) on the
 * first such request. Per request it fetches the route's queries (pages/page-data.ts) through the
 * procedures themselves, renders the page through the real router and components with React's
 * streaming renderer, and returns the markup with the query state the browser hydrates from
 * (main.tsx), so the page paints with its data and nothing is fetched again on load.
 */
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/app-router/app-router';
import { queryClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { queryStateBlock } from '../lib/query-state';
import { App } from '../app/app';
import { inProcessLink, type CallProcedure } from './in-process-link';
import { layoutQueries, pageQueries } from './page-data';
import { renderToHtml } from './render-to-html';
import { createAppRouter } from '../app/router';

export type { CallProcedure } from './in-process-link';

/** A page rendered with its data. */
export interface RenderedPage {
  /** The markup inside #root. */
  markup: string;
  /** The data block with the dehydrated query state (lib/query-state.ts), to follow #root. */
  dataBlock: string;
}

/** A render that takes longer than this is abandoned: the server sends the prerendered page instead. */
const RENDER_TIMEOUT_MS = 5000;

/** The route ids this module renders with data. */
export const routesWithData = Object.keys(pageQueries);

/**
 * The client's modules keep one query cache, as a browser tab has one visitor, and the router's
 * guards read it (app/require-signed-in.ts). So pages render one at a time: each fills that cache
 * with its own request's data, renders, and empties it again. Only the render waits its turn (it
 * runs on the one JavaScript thread anyway); every request fetches its data beforehand, in parallel.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task, task);
  turn = run.catch(() => {});
  return run;
}

/**
 * The page at `url` (path and search) with its data, fetched by `call`; null when the route is
 * not one rendered with data or does not render as itself (a guard's redirect, a failed load): the
 * server then sends the prerendered page, which the browser fills in.
 */
export async function renderWithData(url: string, call: CallProcedure): Promise<RenderedPage | null> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), scrollRestoration: false });
  const route = router.matchRoutes(router.state.location).at(-1);
  const queries = route && pageQueries[route.routeId];
  if (!route || !queries) return null;

  const requestCache = createQueryClient();
  const fetch = { queryClient: requestCache, trpc: createTRPCOptionsProxy<AppRouter>({ queryClient: requestCache, client: createTRPCClient<AppRouter>({ links: [inProcessLink(call)] }) }) };
  await Promise.all([layoutQueries(fetch), queries(fetch, { params: route.params as Record<string, string>, search: route.search as Record<string, unknown> })]);
  const state: DehydratedState = dehydrate(requestCache);

  return inTurn(async () => {
    hydrate(queryClient, state);
    try {
      await router.load();
      // A guard's redirect has moved the router to another route by now.
      const rendered = router.state.matches.at(-1);
      if (!rendered || rendered.routeId !== route.routeId || rendered.status !== 'success') return null;
      return { markup: await renderToHtml(<App router={router} />, RENDER_TIMEOUT_MS), dataBlock: queryStateBlock(state) };
    } finally {
      queryClient.clear();
    }
  });
}
