import button from './button.module.css';
import toolbar from './list-toolbar.module.css';

/** The next page of a list a page at a time (an infinite query), when there is one. */
export function ShowMore({ query, label }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <p className={toolbar.more}>
      <button type="button" className={button.primary} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading…' : label}
      </button>
    </p>
  );
}
