// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The page's one script (src/client/start/start.ts, docs/decisions/159), run as a page runs it:
// its tag names the app and the route's modules.
describe("the page's start", () => {
  afterEach(() => {
    vi.resetModules();
    document.head.innerHTML = '';
    delete (globalThis as { appStarted?: boolean }).appStarted;
  });

  it('imports the app after a painted frame and preloads the route’s modules, a few per task (adding one takes a millisecond on a phone)', async () => {
    const modules = Array.from({ length: 14 }, (_, i) => `/assets/route-${i}.js`);
    const tag = document.createElement('script');
    tag.dataset.app = 'data:text/javascript,globalThis.appStarted = true;';
    tag.dataset.modules = modules.join(' ');
    document.head.append(tag);
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    // A mutation observer hears of every change one task made at once: one batch per task.
    const batches: number[] = [];
    new MutationObserver((records) => batches.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0))).observe(document.head, { childList: true });

    await import('../../../src/client/start/start');
    expect(preloads()).toHaveLength(0);
    await vi.waitFor(() => expect(preloads()).toHaveLength(14));
    expect(batches).toEqual([6, 6, 2]);
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(modules);
    expect(preloads().every((link) => link.fetchPriority === 'low')).toBe(true);
    await vi.waitFor(() => expect((globalThis as { appStarted?: boolean }).appStarted).toBe(true));
  });
});
