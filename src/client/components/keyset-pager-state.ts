import { useState } from 'react';

/** The page sizes a list offers under "Rows per page". */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

interface PagesState {
  resetKey: string;
  /** The cursors of the pages before this one's, oldest first: the last is this page's. */
  cursors: string[];
  limit: PageSize;
}

/** Where a keyset-paged list stands, and how to move: what KeysetPager needs. */
export interface KeysetPages {
  /** This page's cursor for the query; undefined on the first page. */
  cursor: string | undefined;
  /** Rows per page, for the query's `limit`. */
  limit: PageSize;
  /** 1 on the first page. */
  page: number;
  next: (nextCursor: string) => void;
  previous: () => void;
  setLimit: (limit: PageSize) => void;
}

/**
 * The pages of a list paged by keyset cursors: the server hands out only the next page's cursor,
 * so going back needs the cursors seen on the way (a stack). A new `resetKey` (the filters, as a
 * string) starts again at page 1; so does a new page size.
 *
 * @example
 * const pages = useKeysetPages(JSON.stringify(filters));
 * const list = useQuery(trpc.adminOrders.page.queryOptions({ ...filters, cursor: pages.cursor, limit: pages.limit }));
 * <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} label="Orders" />
 */
export function useKeysetPages(resetKey: string, initialLimit: PageSize = 25): KeysetPages {
  const [state, setState] = useState<PagesState>({ resetKey, cursors: [], limit: initialLimit });
  // Adjusting state while rendering (React's pattern for state derived from props): no stale page in between.
  if (state.resetKey !== resetKey) setState({ resetKey, cursors: [], limit: state.limit });
  const cursors = state.resetKey === resetKey ? state.cursors : [];

  return {
    cursor: cursors.at(-1),
    limit: state.limit,
    page: cursors.length + 1,
    next: (nextCursor) => setState((now) => ({ ...now, cursors: [...now.cursors, nextCursor] })),
    previous: () => setState((now) => ({ ...now, cursors: now.cursors.slice(0, -1) })),
    setLimit: (limit) => setState((now) => ({ ...now, cursors: [], limit })),
  };
}
