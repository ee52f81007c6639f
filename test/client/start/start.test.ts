// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The page's one script (src/client/start/start.ts, docs/decisions/159), run as a page runs it:
// its tag names the app and the route's modules.
describe("the page's start", () => {
  afterEach(() => {
    vi.resetModules();
    document.head.innerHTML = '';
    delete (globalThis as { appStarted?: boolean }).appStarted;
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('imports the app after a painted frame and preloads the route’s modules, one per task (adding one takes a millisecond on a phone)', async () => {
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
    expect(batches).toEqual(Array.from({ length: 14 }, () => 1));
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(modules);
    expect(preloads().every((link) => link.fetchPriority === 'low')).toBe(true);
    await vi.waitFor(() => expect((globalThis as { appStarted?: boolean }).appStarted).toBe(true));
  });

  it('posts each preload as a task of the browser’s scheduler where it has one, not on a chain of timers (held back 4 ms a link after the fifth)', async () => {
    const posted: Array<() => void> = [];
    (globalThis as { scheduler?: unknown }).scheduler = { postTask: (work: () => void) => (posted.push(work), Promise.resolve()) };
    const tag = document.createElement('script');
    tag.dataset.app = 'data:text/javascript,globalThis.appStarted = true;';
    tag.dataset.modules = '/assets/a.js /assets/b.js /assets/c.js';
    document.head.append(tag);
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

    await import('../../../src/client/start/start');
    await vi.waitFor(() => expect(preloads()).toBe(1));
    for (const expected of [2, 3]) {
      posted.shift()!();
      expect(preloads()).toBe(expected);
    }
    posted.shift()!();
    expect(posted).toHaveLength(0);
  });
});
