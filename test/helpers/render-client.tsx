import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRootRoute, type AnyRoute } from '@tanstack/react-router';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TRPCProvider } from '../../src/client/lib/trpc';
import type { AppRouter } from '../../src/server/app-router/app-router';

/**
 * The API as a component test sees it: procedure path -> answer. Return data to answer, throw
 * to fail (an Error is the API refusing with that message, a TypeError the network failing, a
 * TRPCClientError is passed on as it is), or return `never()` to keep the query loading.
 */
export type FakeApi = Record<string, (input: unknown) => unknown>;

// jsdom has no scrolling; the router scrolls to the top after each navigation.
window.scrollTo = () => {};

// Tests share two busy cores: give findBy/waitFor 5 s to see the page settle, not 1 s.
configure({ asyncUtilTimeout: 5000 });

/** An answer that never comes: the section stays in its loading state. */
export const never = () => new Promise<never>(() => {});

function fakeLink(api: FakeApi): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const answer = api[op.path];
        Promise.resolve()
          .then(() => {
            if (!answer) throw new Error(`No fake answer for ${op.path}`);
            return answer(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => observer.error(clientErrorOf(error)),
          );
        return () => {};
      });
}

/** What the fake API's failure looks like to the app: a refusal in the server's format, or fetch failing. */
function clientErrorOf(error: unknown): TRPCClientError<AppRouter> {
  if (error instanceof TRPCClientError || error instanceof TypeError) return TRPCClientError.from(error);
  const message = error instanceof Error ? error.message : String(error);
  return new TRPCClientError(message, { result: { error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } } } as never);
}

/**
 * Renders `ui` as the app would (query cache, tRPC's query options, a router for links) against a fake API,
 * at `path` in a memory history. Pass `notFound` to render it for unknown paths instead, the
 * app's own `createQueryClient()` to see what its error reporting does (a 401/403 signs out), and
 * `routes` for pages of the test's own beside those (a route that reads its search params).
 */
export function renderWithApp(
  ui: ReactNode,
  {
    api = {},
    path = '/',
    notFound = false,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    routes,
  }: { api?: FakeApi; path?: string; notFound?: boolean; queryClient?: QueryClient; routes?: (root: AnyRootRoute) => AnyRoute[] } = {},
) {
  const client = createTRPCClient<AppRouter>({ links: [fakeLink(api)] });
  const rootRoute = createRootRoute(notFound ? { notFoundComponent: () => ui } : {});
  // The pages the app's links point at, so typed links resolve in tests too.
  const pages = ['/', '/blogs', '/portfolio', '/about'].map((page) =>
    createRoute({ getParentRoute: () => rootRoute, path: page, component: () => (notFound ? null : ui) }),
  );
  const router = createRouter({ routeTree: rootRoute.addChildren([...pages, ...(routes?.(rootRoute) ?? [])]), history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test router, not the app's registered one */}
        <RouterProvider router={router as any} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
