/**
 * The page's one script (docs/decisions/159-scripts-after-the-first-paint.md). Its tag names the
 * app's entry (`data-app`) and the modules of the page's route (`data-modules`), which
 * src/client/pages/prerender-plugin.mjs wrote there instead of a script and modulepreloads of
 * their own: the browser fetches them only once it has painted the page.
 *
 * Kept apart from the app (its own chunk, importing nothing of the app's, vite.config.ts): it is
 * the only script the page's HTML makes the browser fetch before the first paint.
 */
import { afterNextPaint } from './after-next-paint';

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

/**
 * Runs `work` in a task of its own. `scheduler.postTask` where the browser has it: a chain of
 * timers is held back 4 ms a link after the fifth, and the route's modules would then be asked for
 * later than the app wants them.
 */
function inTaskOfItsOwn(work: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?: (work: () => void) => Promise<void> } }).scheduler;
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(work);
  else setTimeout(work, 0);
}

/**
 * Fetches the route's modules beside the entry, rather than after it has run and asked for the
 * route's chunk: one modulepreload per task. Adding one takes the main thread for about a
 * millisecond on a phone (the browser starts its fetch there and then), up to six with Lighthouse's
 * instruments attached: the catalogue's 34 in one task were 36 to 111 ms at a quarter of this
 * machine's speed, and six a task still made tasks of 52 to 97 ms on a product's page (45 modules)
 * and three of 75 ms.
 */
function preload(modules: string[]): void {
  const [href, ...rest] = modules;
  if (href === undefined) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.fetchPriority = 'low';
  document.head.append(link);
  inTaskOfItsOwn(() => preload(rest));
}

if (tag?.dataset.app) {
  const app = tag.dataset.app;
  const modules = (tag.dataset.modules ?? '').split(' ').filter(Boolean);
  void afterNextPaint().then(() => {
    const started = import(/* @vite-ignore */ app);
    preload(modules);
    return started;
  });
}
