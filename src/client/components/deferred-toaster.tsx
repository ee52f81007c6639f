import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster'));

/** Runs `then` once the browser is idle (at most a second from now); returns the cancel. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(then, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 1);
  return () => clearTimeout(timer);
}

/**
 * The toasts' container, downloaded once the page is idle rather than with the first paint
 * (docs/decisions/099). A toast asked for before (lib/lazy-toast.ts) waits in sonner's state and
 * shows when the container mounts.
 */
export function DeferredToaster() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
