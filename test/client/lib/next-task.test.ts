import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask } from '../../../src/client/lib/next-task';

/** Whether `promise` has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

// The client's start waits on these before it hydrates (src/client/main.tsx, docs/decisions/158):
// one that never resolved would leave the page's forms inert and its buttons disabled.
describe("the client's start, in tasks of its own", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes on after a frame has been drawn, without waiting out the 100 ms', async () => {
    vi.useFakeTimers();
    let drawFrame = () => {};
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      drawFrame = () => callback(performance.now());
      return 1;
    });
    const painted = afterNextPaint();
    expect(await settled(painted)).toBe(false);
    drawFrame();
    expect(await settled(painted)).toBe(true);
  });

  it('goes on after 100 ms in a tab that draws no frame (opened in the background)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const painted = afterNextPaint();
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('yields to a later task, with or without scheduler.yield', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    expect(await settled(nextTask())).toBe(true);
    let yielded = false;
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve().then(() => (yielded = true)) });
    await nextTask();
    expect(yielded).toBe(true);
  });
});
