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

if (tag?.dataset.app) {
  const app = tag.dataset.app;
  const modules = (tag.dataset.modules ?? '').split(' ').filter(Boolean);
  void afterNextPaint().then(() => {
    // Fetched beside the entry rather than after it has run and asked for the route's chunk.
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.fetchPriority = 'low';
      document.head.append(link);
    }
    return import(/* @vite-ignore */ app);
  });
}
