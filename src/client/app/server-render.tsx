/**
 * Pages rendered on the server with their data (docs/decisions/098): the catalogue, the sign-in
 * page and a product's purchase page. The server (src/server/plugins/page-render.ts) loads this
 * module's Vite SSR build (dist/render/server-render.mjs, made by scripts/prerender.mjs) on the
 * first such request. Per request it fetches the route's queries (app/page-data.ts) through the
 * procedures themselves, renders the page through the real router and components with React's
 * streaming renderer, and returns the markup with the query state the browser hydrates from
 * (main.tsx), so the page paints with its data and nothing is fetched again on load.
 */
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { queryClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { queryStateBlock } from '../lib/query-state';
import { trpc } from '../lib/trpc';
import { App } from './app';
import { inProcessLink, type CallProcedure } from './in-process-link';
import { layoutQueries, pageQueries } from './page-data';
import { createAppRouter } from './router';

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

/** The tree's HTML once everything in it is ready (nothing suspends once the router has loaded). */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`server render: not ready after ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    // An unbounded chunk size keeps every finished part in place: React otherwise moves a large
    // one (over about 12 KB) after the page, with an inline script to put it back, which the CSP
    // refuses, leaving that part hidden.
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: fail,
      onError: fail,
    });
  });
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
  const utils = createTRPCQueryUtils({ queryClient: requestCache, client: trpc.createClient({ links: [inProcessLink(call)] }) });
  await Promise.all([layoutQueries(utils), queries(utils, { params: route.params as Record<string, string>, search: route.search as Record<string, unknown> })]);
  const state: DehydratedState = dehydrate(requestCache);

  return inTurn(async () => {
    hydrate(queryClient, state);
    try {
      await router.load();
      // A guard's redirect has moved the router to another route by now.
      const rendered = router.state.matches.at(-1);
      if (!rendered || rendered.routeId !== route.routeId || rendered.status !== 'success') return null;
      return { markup: await renderToHtml(<App router={router} />), dataBlock: queryStateBlock(state) };
    } finally {
      queryClient.clear();
    }
  });
}
