import { vi } from 'vitest';

/** Whether `promise` has settled once the timers due now and the microtasks they queued have run (fake timers). */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}
