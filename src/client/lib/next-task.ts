/**
 * Resolves in a later task of the browser's event loop, so the work after it is a task of its own
 * and whatever the browser has waiting (input, a paint) goes first. Where the browser has
 * `scheduler.yield`, the work continues ahead of other scripts' tasks; elsewhere after a timer.
 *
 * Why: a task over 50 ms blocks a visitor's tap and counts towards total blocking time
 * (docs/decisions/158-the-start-in-tasks-of-its-own.md).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the start waits for a frame at most: a tab opened in the background draws none. */
const PAINT_WAIT_MAX_MS = 100;

/**
 * Resolves once the browser has drawn a frame (a task after the frame's `requestAnimationFrame`),
 * or after 100 ms where it draws none (a tab in the background).
 *
 * Why: the page's markup is complete when the entry runs, and a fast connection brings the
 * scripts before the browser has painted it; painting first shows the page as soon as it is
 * parsed, and the page's largest text or picture is not held behind the router and hydration
 * (docs/decisions/158-the-start-in-tasks-of-its-own.md).
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
