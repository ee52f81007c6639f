import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { expectFocusOn, press } from '../helpers/keyboard';
import { holdEntryScript, onPage } from '../helpers/pages';
import { settledToast } from '../helpers/toasts';

const shop = useBrowserApp();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * The navigation's height is one row's: every item it shows stands on one line (their vertical
 * extents overlap), and the bar is no taller than its tallest item plus its padding.
 */
function rowsOf(navigation: Locator) {
  return navigation.evaluate((element) => {
    const style = getComputedStyle(element);
    const content = element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const shown = [...element.querySelectorAll('a, button')].map((item) => item.getBoundingClientRect()).filter((box) => box.height > 0);
    const tallest = Math.max(...shown.map((box) => box.height));
    const onOneLine = shown.every((box) => shown.every((other) => box.top < other.bottom && other.top < box.bottom));
    return { shown: shown.length, oneLine: onOneLine, fitsOneRow: content <= tallest + 1 };
  });
}

async function signedIn(viewport: { width: number; height: number }) {
  const page = await shop.newPage(await createUser(shop.db, { name: 'Rowan' }));
  await page.setViewportSize(viewport);
  await page.goto('/');
  await onPage(page, 'Rule the outdoors');
  // The home page is served prerendered, so the header learns who is signed in from the session
  // call: its Sign Out (behind Menu on a phone) is there once it has.
  await nav(page).getByRole('button', { name: 'Sign Out', includeHidden: true }).waitFor({ state: 'attached' });
  return page;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Saves a changed profile on My Profile, so a toast appears, and answers that toast. */
async function showAToast(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  const main = await onPage(page, 'My Profile');
  await main.getByLabel('Phone').fill('+44 20 7946 0000');
  await main.getByLabel('Address').fill('1 Kew Road, London');
  await main.getByRole('button', { name: 'Save profile' }).click();
  return settledToast(page, 'Profile updated successfully');
}

async function expectClearOfNavigation(page: Page, toast: Locator) {
  const box = (await toast.boundingBox())!;
  for (const navigation of [nav(page), page.getByRole('navigation', { name: 'Dashboard' })]) {
    const shown = await navigation.boundingBox();
    expect(shown, `${navigation} is on the page`).not.toBeNull();
    expect(overlaps(box, shown!), `the toast covers ${navigation}`).toBe(false);
  }
}

describe('the signed-in header', () => {
  it('on a 390 px phone is one row, its links behind a Menu button that works with the keyboard', async () => {
    const page = await signedIn(PHONE);
    const menu = nav(page).getByRole('button', { name: 'Menu' });
    expect(await rowsOf(nav(page))).toEqual({ shown: 2, oneLine: true, fitsOneRow: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav(page).getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // Opened with Enter: every entry on screen, in the tab order after the button.
    await press(page, menu);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Home', 'Products', 'Blogs', 'Portfolio', 'Dashboard']) expect(await nav(page).getByRole('link', { name }).isVisible()).toBe(true);
    expect(await nav(page).getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expectFocusOn(page, menu);

    // An entry chosen with the keyboard leads there, and the menu closes on the way.
    await press(page, menu);
    await press(page, nav(page).getByRole('link', { name: 'Blogs' }));
    await onPage(page, 'Questions we get asked');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await rowsOf(nav(page))).toEqual({ shown: 2, oneLine: true, fitsOneRow: true });
  });

  it('on a phone takes a tap on Menu made before the page has hydrated', async () => {
    // A page the server renders with its data is on screen before its script runs (CI caught a tap
    // lost in that moment). The entry script is held until the tap is on its way.
    const spade = await createProduct(shop.db, { name: 'Early-tap spade' });
    const context = await shop.newContext(await createUser(shop.db, { name: 'Ines' }));
    const releaseScript = await holdEntryScript(context);
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`/purchase/${spade.id}`, { waitUntil: 'commit' });
    await onPage(page, `Order ${spade.name}`);
    const menu = nav(page).getByRole('button', { name: 'Menu' });
    expect(await menu.isDisabled()).toBe(true);
    const tap = menu.click();
    releaseScript();
    await tap;
    await nav(page).getByRole('link', { name: 'Products', exact: true }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
  });

  it('at 1366 px shows every entry in one row, with no Menu button', async () => {
    const page = await signedIn(LAPTOP);
    expect(await nav(page).getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    // The brand, five links, the Cart and Sign Out.
    expect(await rowsOf(nav(page))).toEqual({ shown: 8, oneLine: true, fitsOneRow: true });
    await expectNoSeriousA11yViolations(page);
  });

  it.each([
    ['a 390 px phone', PHONE],
    ['1366 px', LAPTOP],
  ])('on %s a toast covers neither navigation', async (_width, viewport) => {
    const page = await signedIn(viewport);
    const toast = await showAToast(page);
    await expectClearOfNavigation(page, toast);
    await expectNoSeriousA11yViolations(page);
  });
});
