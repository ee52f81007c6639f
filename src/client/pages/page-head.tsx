import { lazy, Suspense, type ReactNode } from 'react';

// The page's titles and descriptions (src/shared/pages.ts) matter only once the visitor moves to
// another page: the first arrives in the HTML. So they load after the first paint (docs/decisions/099).
const PageHeadSync = lazy(() => import('./page-head-sync'));

/** The router's `InnerWrap`: the pages, with their head kept up to date. */
export function WithPageHead({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={null}>
        <PageHeadSync />
      </Suspense>
      {children}
    </>
  );
}
