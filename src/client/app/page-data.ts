import type { CreateQueryUtils } from '@trpc/react-query/shared';
import type { AppRouter } from '../../server/trpc/app-router';
import { CATALOGUE_PAGE_SIZE } from '../../shared/schemas/catalogue';
import { checkedCatalogueInput } from '../features/products/catalogue/catalogue-query';
import type { CatalogueView } from '../features/products/catalogue/catalogue-view';

type QueryUtils = CreateQueryUtils<AppRouter>;

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
export const pageQueries: Record<string, (utils: QueryUtils, route: RouteMatch) => Promise<unknown>> = {
  // The catalogue: its categories and its results as deep as the URL's `page` (one request per page, as in the browser).
  '/products': (utils, { search }) => {
    const view = search as CatalogueView;
    return Promise.all([
      utils.categories.tree.prefetch(),
      utils.catalogue.search.prefetchInfinite(checkedCatalogueInput(view, CATALOGUE_PAGE_SIZE), {
        pages: view.page ?? 1,
        getNextPageParam: (page) => page.nextCursor ?? undefined,
      }),
    ]);
  },
  // The social providers' buttons.
  '/signin': (utils) => utils.auth.providers.prefetch(),
  // The product, and the profile the order form fills in.
  '/purchase/$id': (utils, { params }) => Promise.all([utils.products.byId.prefetch({ id: params.id! }), utils.users.me.prefetch()]),
};

/**
 * What every page's layout asks for: who is signed in (the header), the site's settings (the
 * footer), and a customer's cart (the header's count).
 */
export async function layoutQueries(utils: QueryUtils): Promise<void> {
  const [{ user }] = await Promise.all([utils.auth.me.ensureData(), utils.site.config.prefetch()]);
  if (user) await utils.cart.get.prefetch();
}
