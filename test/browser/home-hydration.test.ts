import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/features/8-demo/demo/seed-demo-data';
import { browserTestConfig, useBrowserApp } from '../helpers/browser';
import { holdEntryScript } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

// docs/decisions/101: the prerendered home page is hydrated, its lower sections after the first paint.
const shop = useBrowserApp({ config: (baseUrl) => browserTestConfig(baseUrl, { DEMO_MODE: 'true' }) });

beforeAll(async () => {
  await seedDemoData(shop.db);
});

/** What the page logs as an error (a hydration mismatch is one), from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('the home page, hydrated', () => {
  it('keeps its prerendered markup, logs no mismatch with a stored cart, and takes clicks in every section', async () => {
    const [product] = await callerFor(shop.db, null).products.list();
    const [review] = await callerFor(shop.db, null).reviews.list();
    const context = await shop.newContext();
    // A visitor who came before: one line in this browser's cart, which the prerender cannot know.
    // (Init scripts run in the new page's about:blank too, where localStorage is refused.)
    await context.addInitScript((productId) => {
      if (location.protocol === 'http:') localStorage.setItem('toolyard.cart', JSON.stringify({ lines: [{ productId, quantity: 1 }] }));
    }, product!._id);
    // The entry script waits until the prerendered heading is marked (a property, not an attribute
    // React would compare), so the mark shows whether React kept the node or replaced it.
    const releaseScript = await holdEntryScript(context);
    const page = await context.newPage();
    const errors = errorsOf(page);

    // The page's events wait for the held module script: go on once the prerendered heading is there.
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Rule the outdoors' });
    await heading.waitFor();
    await heading.evaluate((element) => Object.assign(element, { prerendered: true }));
    releaseScript();

    await page.getByRole('link', { name: /^Cart ?, 1 line$/ }).waitFor();
    await page.getByText(review!.reviewInformation.review).waitFor();
    await page.locator('#summary li').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await heading.evaluate((element) => 'prerendered' in element)).toBe(true);
    expect(errors).toEqual([]);

    const card = page.getByRole('article', { name: product!.name });
    await card.getByRole('button', { name: /Add to cart/ }).click();
    await page.getByText(`to your cart`).first().waitFor();
    const box = page.getByRole('form', { name: 'Newsletter' });
    await box.scrollIntoViewIfNeeded();
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await box.getByText('Email is required').waitFor();
    expect(errors).toEqual([]);
  });
});
