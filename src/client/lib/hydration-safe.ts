import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * `read()`, a value only the browser knows (the year on the visitor's clock), as a hydration-safe
 * snapshot: `duringHydration` while the server renders and while the browser hydrates that markup,
 * so both render the same; React renders again with `read()` right after. A page the browser
 * renders itself (createRoot, a navigation) shows `read()` at once.
 */
export function useBrowserValue<T>(read: () => T, duringHydration: T): T {
  return useSyncExternalStore(unchanging, read, () => duringHydration);
}

const always = () => true;

/**
 * False while this component renders on the server or hydrates the server's markup, true after.
 * A section hydrated after the first paint (docs/decisions/101) may find a query answered by then
 * that the server rendered as loading: it renders as loading until hydrated.
 */
export function useHydrated(): boolean {
  return useBrowserValue(always, false);
}
