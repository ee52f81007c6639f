import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The id of the `<script type="application/json">` block in which a page rendered on the server
 * carries its queries' data (docs/decisions/098). A data block, never run: the CSP allows no inline
 * script.
 */
export const QUERY_STATE_ID = 'query-state';

/**
 * The data block carrying `state`: JSON with every `<` escaped, so that no value (a product named
 * `</script><script>`) can end the block or open a comment in it. JSON.parse reads it back.
 * Without the times the data was fetched at (the browser counts it as fetched when the page
 * arrives, below), so the same data makes the same bytes, and a public page keeps its ETag.
 */
export function queryStateBlock(state: DehydratedState): string {
  const timeless = { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })) };
  return `<script type="application/json" id="${QUERY_STATE_ID}">${JSON.stringify(timeless).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Fills `queryClient` from the page's data block, when the server rendered the page with one; true
 * if it did. The data counts as fetched now, whatever the two clocks say: the page it came with was
 * just fetched, or revalidated by its ETag, so nothing is asked again on load.
 */
export function hydrateFromPage(queryClient: QueryClient, document: Document): boolean {
  const block = document.getElementById(QUERY_STATE_ID);
  if (!block?.textContent) return false;
  const state = JSON.parse(block.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    query.dehydratedAt = now;
  }
  hydrate(queryClient, state);
  return true;
}
