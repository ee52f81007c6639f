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
    // A newer toast lifts this one with another transition: wait until none is running.
    for (let running = element.getAnimations(); running.length > 0; running = element.getAnimations()) {
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
  return toast;
}
