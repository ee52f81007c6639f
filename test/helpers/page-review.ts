import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Fails on a form field with neither an id nor a name: Chrome lists each as an issue in DevTools
 * ("A form field element should have an id or name attribute"), and autofill cannot tell them apart.
 */
async function expectEveryFormFieldNamed(page: Page, where: string): Promise<void> {
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')]
      .filter((field) => !field.id && !field.name && !['button', 'submit', 'reset', 'image'].includes(field.type))
      .map((field) => field.outerHTML.slice(0, 120)),
  );
  expect(unnamed, `${where}: form fields with neither an id nor a name`).toEqual([]);
}

/**
 * Run once before the tests (global-setup.ts): keeps the screenshots of an earlier run of the
 * same working tree (`tree`, its hash), and clears them otherwise. A page already photographed in
 * this tree looks the same, so `screenshot` does not take it again: `.ci/run`'s second half (the
 * same clone on Node 24) takes none of the 460-odd full-page screenshots the first took.
 */
export function prepareScreenshots(tree: string | undefined): void {
  const marker = path.join(SCREENSHOT_DIR, '.tree');
  const kept = existsSync(marker) ? readFileSync(marker, 'utf8') : null;
  if (tree !== undefined && kept === tree) return;
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (tree !== undefined) writeFileSync(marker, tree);
}

/**
 * Saves what the page shows, for review: the whole page, or only the window (`fullPage: false`, for a dialog over it).
 * As JPEG: Chromium encodes a long page's PNG in about twice the time (a 1280 px `/products`: 250 to
 * 370 ms against 130 to 160), and CI takes some 460 of them.
 */
export async function screenshot(page: Page, name: string, width: string, { fullPage = true } = {}): Promise<void> {
  const file = path.join(SCREENSHOT_DIR, `${path.basename(expect.getState().testPath ?? 'journey').replace(/\.test\.ts$/, '')}--${name}-${width}.jpg`);
  if (existsSync(file)) return; // taken by an earlier run of this same tree (prepareScreenshots)
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage, animations: 'disabled', type: 'jpeg', quality: 80 });
}

/**
 * Holds the page as it is now to the standards every visited page must meet, at desktop and at
 * mobile width: no serious or critical axe violation, no form field without an id or a name, no
 * horizontal scrolling on a 375 px screen, and a screenshot of each for review. The page is left
 * at the width it had.
 */
export async function reviewPage(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? DESKTOP;
  try {
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousA11yViolations(page);
    await expectEveryFormFieldNamed(page, name);
    await screenshot(page, name, 'desktop');

    await page.setViewportSize(MOBILE);
    await expectNoSeriousA11yViolations(page);
    await expectEveryFormFieldNamed(page, `${name} at ${MOBILE.width} px`);
    expect(await documentWidth(page), `${name} scrolls sideways at ${MOBILE.width} px`).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, name, 'mobile');
  } finally {
    await page.setViewportSize(viewport);
  }
}
