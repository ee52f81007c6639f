import { afterAll, vi } from 'vitest';

/**
 * Setup file of every test (vitest.config.ts). Component tests share a worker's process and its
 * jsdom window with the files it ran before (docs/decisions/164-component-tests-share-a-worker.md),
 * so each starts as if it had a browser of its own: the app's modules evaluated afresh (a cart
 * being merged, a sign-out in flight, a refill notice: the app keeps them in module state), and an
 * empty page, storage and cookie jar. Packages in node_modules (React, Testing Library, sonner) are
 * kept: importing them is most of what a component test's start costs.
 */
export function emptyPage(): void {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

if (typeof document !== 'undefined') {
  vi.resetModules();
  emptyPage();
  // What this file rendered and did not unmount (a toaster still subscribed to sonner's store
  // would show the next file's toast twice).
  afterAll(async () => {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    emptyPage();
  });
}
