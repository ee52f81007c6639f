import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/app-router/app-router';
import { CATALOGUE_PAGE_SIZE } from '../../shared/schemas/catalogue';
import { checkedCatalogueInput } from '../features/products/catalogue/catalogue-query';
import type { CatalogueView } from '../features/products/catalogue/catalogue-view';

/** The request's own query cache, and the procedures' options that fill it. */
export interface PageFetch {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
}

/** The route a server render shows: its params and its search, as the route validated them. */
export interface RouteMatch {
  params: Record<string, string>;
  search: Record<string, unknown>;
}

/**
 * The queries a page rendered on the server (docs/decisions/098) asks for as it first renders,
 * fetched before it renders so that its HTML holds their data and the browser asks none of them
 * again. Keyed by route id; a query left out renders its loading state on both sides, as before.
 */
export const pageQueries: Record<string, (fetch: PageFetch, route: RouteMatch) => Promise<unknown>> = {
  // The catalogue: its categories and its results as deep as the URL's `page` (one request per page, as in the browser).
  '/products': ({ queryClient, trpc }, { search }) => {
    const view = search as CatalogueView;
    return Promise.all([
      queryClient.prefetchQuery(trpc.categories.tree.queryOptions()),
      queryClient.prefetchInfiniteQuery({
        ...trpc.catalogue.search.infiniteQueryOptions(checkedCatalogueInput(view, CATALOGUE_PAGE_SIZE), { getNextPageParam: (page) => page.nextCursor ?? undefined }),
        pages: view.page ?? 1,
      }),
    ]);
  },
  // The social providers' buttons.
  '/signin': ({ queryClient, trpc }) => queryClient.prefetchQuery(trpc.auth.providers.queryOptions()),
  // The product, the categories its breadcrumbs name, and for a signed-in buyer the profile and company the order form fills in.
  '/products/$slug': async ({ queryClient, trpc }, { params }) => {
    const [{ user }] = await Promise.all([
      queryClient.ensureQueryData(trpc.auth.me.queryOptions()),
      queryClient.prefetchQuery(trpc.products.bySlug.queryOptions({ slug: params.slug! })),
      queryClient.prefetchQuery(trpc.categories.tree.queryOptions()),
    ]);
    if (user) await Promise.all([queryClient.prefetchQuery(trpc.users.me.queryOptions()), queryClient.prefetchQuery(trpc.companyCheckout.locations.queryOptions())]);
  },
  // The product, the profile the order form fills in, and a company member's locations (issue 37).
  '/purchase/$id': ({ queryClient, trpc }, { params }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.products.byId.queryOptions({ id: params.id! })),
      queryClient.prefetchQuery(trpc.users.me.queryOptions()),
      queryClient.prefetchQuery(trpc.companyCheckout.locations.queryOptions()),
    ]),
};

/**
 * What every page's layout asks for: who is signed in (the header), the site's settings (the
 * footer), and a customer's cart (the header's count).
 */
export async function layoutQueries({ queryClient, trpc }: PageFetch): Promise<void> {
  const [{ user }] = await Promise.all([queryClient.ensureQueryData(trpc.auth.me.queryOptions()), queryClient.prefetchQuery(trpc.site.config.queryOptions())]);
  if (user) await queryClient.prefetchQuery(trpc.cart.get.queryOptions());
}
