import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';

// docs/decisions/166: axe's verdict on a page state is kept for the working tree, and a later
// check of the same state skips axe. These hold the keeping to what axe would say again.
const shop = useBrowserApp();

/** Letters only, new each run: digits are read as zeros, and an earlier run's verdict must not answer. */
const word = () => [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A fresh tab showing `body` in a page that is otherwise all axe asks for. */
async function pageWith(body: string): Promise<Page> {
  const page = await shop.newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`);
  return page;
}

/** Whether axe ran in the page: it is injected only to run. */
const axeRan = (page: Page) => page.evaluate(() => 'axe' in window);

it('checks a page once: the same state again, with other digits, ids and moments, is not checked again', async () => {
  const name = word();
  const first = await pageWith(`<p>Order TY-000012 of ${name}, 1f0c2b9e-3d4a-4c8b-9e7f-0a1b2c3d4e5f, <time datetime="2026-11-29T18:26:10.192Z">29 Nov</time></p>`);
  await expectNoSeriousA11yViolations(first);
  expect(await axeRan(first)).toBe(true);

  const same = await pageWith(`<p>Order TY-000034 of ${name}, 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d, <time datetime="2026-11-30T07:01:55.004Z">30 Nov</time></p>`);
  await expectNoSeriousA11yViolations(same);
  expect(await axeRan(same)).toBe(false);

  const longer = await pageWith(`<p>Order TY-0000345 of ${name}, 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d, <time datetime="2026-11-30T07:01:55.004Z">30 Nov</time></p>`);
  await expectNoSeriousA11yViolations(longer);
  expect(await axeRan(longer)).toBe(true);
});

it('checks a page whose only change is a style, and fails it on the contrast axe finds', async () => {
  const name = word();
  await expectNoSeriousA11yViolations(await pageWith(`<p style="color: #222; background: #fff">${name}</p>`));
  await expect(expectNoSeriousA11yViolations(await pageWith(`<p style="color: #aaa; background: #fff">${name}</p>`))).rejects.toThrow(/color-contrast/);
});

it('keeps no verdict on a failing page: it fails each time it is checked', async () => {
  const failing = `<p style="color: #bbb; background: #fff">${word()}</p>`;
  await expect(expectNoSeriousA11yViolations(await pageWith(failing))).rejects.toThrow(/color-contrast/);
  await expect(expectNoSeriousA11yViolations(await pageWith(failing))).rejects.toThrow(/color-contrast/);
});
