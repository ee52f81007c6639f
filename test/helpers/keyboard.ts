import type { Locator, Page } from 'playwright-core';

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** What has the focus, for failure messages: `button "Pay $50.00"`. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()} "${name}"`;
  });
}

/**
 * Moves the focus to `target` the way a keyboard user does: Tab (or Shift+Tab) until it arrives,
 * failing after `limit` presses. Once there, the focus must be visible: an outline or a ring.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; !(await hasFocus(target)); presses++) {
    if (presses === limit) throw new Error(`${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}; the focus is on ${await describeFocus(page)}`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? null : `no outline or ring (outline: ${style.outline})`;
  });
  if (indicator) throw new Error(`${target} has the focus but does not show it: ${indicator}`);
}

/** Tabs to `target` and activates it with `key` (Enter for links and buttons, Space for buttons). */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key === 'Space' ? ' ' : key);
}

/** Tabs to a text field, selects what it holds and types `text` over it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** `target` has the focus, or gets it within a second (the app moves it after rendering). */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  for (const started = Date.now(); !(await hasFocus(target)); ) {
    if (Date.now() - started > 1000) throw new Error(`Expected the focus on ${target}, but it is on ${await describeFocus(page)}`);
    await page.waitForTimeout(50);
  }
}

function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/**
 * A modal dialog holds the focus: it is inside when the dialog opens, and stays inside through a
 * full round of Tab and of Shift+Tab.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor();
  const stops = await dialog.evaluate((element) => element.querySelectorAll('button, a[href], input, select, textarea, [tabindex="0"]').length);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= stops; press++) {
      if (!(await focusInside(dialog))) throw new Error(`The focus left the dialog (after ${press} x ${key}): it is on ${await describeFocus(page)}`);
      await page.keyboard.press(key);
    }
  }
}
