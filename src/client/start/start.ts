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

/**
 * How many modulepreloads are added in one task. Adding one takes the main thread for about a
 * millisecond on a phone (the browser starts its fetch there and then): the catalogue's 34 in one
 * task were 36 to 111 ms at a quarter of this machine's speed, a long task of their own.
 */
const PRELOADS_PER_TASK = 6;

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

/** Fetches the route's modules beside the entry, rather than after it has run and asked for the route's chunk. */
function preload(modules: string[]): void {
  for (const href of modules.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
  if (modules.length > PRELOADS_PER_TASK) setTimeout(() => preload(modules.slice(PRELOADS_PER_TASK)), 0);
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
