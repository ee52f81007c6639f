import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/client/start/after-next-paint';
import { settled } from '../../helpers/settled';

// The page's one script waits on this before it fetches the app (src/client/start/start.ts,
// docs/decisions/159): a wait that never ended would leave every page unhydrated, its forms inert.
describe('the start, after the first paint', () => {
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
});
