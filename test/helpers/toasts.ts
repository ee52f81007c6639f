import type { Locator, Page } from 'playwright-core';

/**
 * The toast saying `text`, once it has slid into place. A toast slides up from the bottom of the
 * screen for 0.4 s; on a phone it ends over the rows near the bottom. A click made while it slides
 * can press a button and be released on the toast, and no click reaches the button: Playwright
 * checks only where the press lands (CI lost "Delete the tax rate …" on shipping-admin that way).
 * Waiting for the toast is also what a person does: they read it before their next tap.
 */
export async function settledToast(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: text });
  await toast.waitFor();
  await toast.evaluate(async (element) => {
    // A newer toast lifts this one with another transition: wait until none is running. An endless
    // one (a loading toast's spinner) never finishes: as in a11y.ts, it is not waited for.
    const settling = () => element.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    for (let running = settling(); running.length > 0; running = settling()) {
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
  return toast;
}
