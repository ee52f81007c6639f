import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y';

/** Kept by CI as artefacts for review, ignored by git. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

/** How wide the document is: wider than the viewport means the page scrolls sideways. */
export function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Saves what the page shows, for review: the whole page, or only the window (`fullPage: false`, for a dialog over it). */
export async function screenshot(page: Page, name: string, width: string, { fullPage = true } = {}): Promise<void> {
  const file = path.basename(expect.getState().testPath ?? 'journey').replace(/\.test\.ts$/, '');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${file}--${name}-${width}.png`), fullPage, animations: 'disabled' });
}

/**
 * Holds the page as it is now to the standards every visited page must meet, at desktop and at
 * mobile width: no serious or critical axe violation, no horizontal scrolling on a 375 px screen,
 * and a screenshot of each for review. The page is left at the width it had.
 */
export async function reviewPage(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? DESKTOP;
  try {
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, name, 'desktop');

    await page.setViewportSize(MOBILE);
    await expectNoSeriousA11yViolations(page);
    expect(await documentWidth(page), `${name} scrolls sideways at ${MOBILE.width} px`).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, name, 'mobile');
  } finally {
    await page.setViewportSize(viewport);
  }
}
