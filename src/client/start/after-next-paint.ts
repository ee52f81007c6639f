/** How long the start waits for a frame at most: a tab opened in the background draws none. */
const PAINT_WAIT_MAX_MS = 100;

/**
 * Resolves once the browser has drawn a frame (a task after the frame's `requestAnimationFrame`),
 * or after 100 ms where it draws none (a tab in the background).
 *
 * Why: the page's markup is complete and paints from its HTML alone; its scripts only hydrate it.
 * Fetched after that paint, they do not share a slow connection with the page's first picture,
 * and the page's largest text or picture is not held behind the router and hydration
 * (docs/decisions/158-the-start-in-tasks-of-its-own.md, docs/decisions/159-scripts-after-the-first-paint.md).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MAX_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
