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
