import type { Page, Request } from 'playwright-core';

/** How long no request may be in flight before a page counts as done loading. */
const QUIET_MS = 150;

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting `page`'s requests in flight, for `pageSettled`: call it before the page opens anything. */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until the page is what a person would read: React has drawn it (its heading is React's,
 * hydrated or rendered, not only the server's markup), nothing is in flight for QUIET_MS (its
 * data, images and lazy code), and nothing in it says it is loading. Playwright's `networkidle` waits for
 * 500 ms of quiet after the load event, most of a page-widths journey's time, and says nothing of
 * React having rendered.
 */
export async function pageSettled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('pageSettled needs trackRequests(page) first');
  // React keeps its fiber on each DOM node it owns, under a key of this prefix.
  await page.waitForFunction(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber$')));
  for (let quietSince = performance.now(); performance.now() - quietSince < QUIET_MS; ) {
    await new Promise((done) => setTimeout(done, 25));
    if (pending.size > 0) quietSince = performance.now();
  }
  await nothingLoading(page);
}

/** Waits until nothing in the page's main says it is loading: no busy region, no loading status. */
export async function nothingLoading(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main [role="status"][aria-label^="Loading"]'));
}

/**
 * Takes the page to `viewport` and waits two frames: what the page's own resize and media-query
 * listeners render lands in them.
 */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
