import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page rendered on the server with its data (docs/decisions/098) that React hydrates
 * on its own, after the rest: a Suspense boundary in server markup is hydrated at idle priority,
 * in slices that leave the main thread free between them, instead of inside the one task that
 * hydrates the whole page. A click, a key or a focus in it hydrates it at once, then goes to it.
 * Its children never suspend in the browser (their code and data are loaded), so there is no fallback.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
