import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CATALOGUE_PAGE_SIZE } from '../../../../shared/schemas/catalogue';
import { useTRPC } from '../../../lib/trpc';
import { checkedCatalogueInput } from './catalogue-query';
import type { CatalogueView } from './catalogue-view';

/**
 * The view's results, `view.page` keyset pages deep.
 *
 * The URL keeps the depth (`?page=3`), not the cursors: on load the pages are fetched again one
 * after another, each with the cursor the one before answered. A cursor in a URL goes stale (its
 * product deleted, or archived), and it would restore only its own page, not the ones above it;
 * re-fetching in sequence always shows exactly the pages asked for, as they are now, at the
 * cost of `page` requests on a cold load (none when Back finds them in the query cache). The
 * depth is capped (CATALOGUE_PAGE_DEPTH_MAX), so no link can make the page render the catalogue.
 *
 * While a new search or filter loads, the previous results stay on screen (`isUpdating`), so
 * typing never blanks the page.
 */
export function useCataloguePages(view: CatalogueView) {
  const trpc = useTRPC();
  const depth = view.page ?? 1;
  const query = useInfiniteQuery(trpc.catalogue.search.infiniteQueryOptions(checkedCatalogueInput(view, CATALOGUE_PAGE_SIZE), {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  }));
  const { status, isFetching, isPlaceholderData, hasNextPage, fetchNextPage } = query;
  const loaded = query.data?.pages.length ?? 0;

  // Fill up to the depth the URL asks for, one page at a time (each needs the previous cursor).
  useEffect(() => {
    if (status === 'success' && !isFetching && !isPlaceholderData && hasNextPage && loaded < depth) void fetchNextPage();
  }, [status, isFetching, isPlaceholderData, hasNextPage, loaded, depth, fetchNextPage]);

  // Back to a shallower URL may find deeper pages in the cache: show only those asked for.
  const pages = query.data?.pages.slice(0, isPlaceholderData ? undefined : depth) ?? [];
  return {
    query,
    products: pages.flatMap((page) => page.items),
    /** Another page exists beyond those shown (loaded already, or to fetch). */
    hasMore: loaded > pages.length || hasNextPage,
    /** The pages asked for are still arriving. */
    isFillingPages: !isPlaceholderData && (query.isFetchingNextPage || (hasNextPage && loaded < depth && status === 'success')),
    isUpdating: isPlaceholderData,
  };
}
