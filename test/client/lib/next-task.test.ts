import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/client/lib/next-task';
import { settled } from '../../helpers/settled';

// The client's start waits on this between its steps (src/client/main.tsx, docs/decisions/158):
// one that never resolved would leave the page's forms inert and its buttons disabled.
describe("the client's start, in tasks of its own", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
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
