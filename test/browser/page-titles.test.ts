import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { onCard, onPage } from '../helpers/pages';

const shop = useBrowserApp();

/** Waits for the browser tab to show `title`, as a person glancing at it would. */
async function titled(page: Page, title: string): Promise<void> {
  await page.waitForFunction((wanted) => document.title === wanted, title);
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('at $width px', (viewport) => {
  it('an unknown path answers 404 with a page that says "Page not found", titled so', async () => {
    const page = await shop.newPage();
    await page.setViewportSize(viewport);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor({ state: 'visible' });
    expect(await page.title()).toBe('Page not found · Toolyard');
    await expectNoSeriousA11yViolations(page);

    // Leaving it by its link, the tab's title follows the page.
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await onPage(page, 'Rule the outdoors');
    await titled(page, 'Toolyard · Garden tools in quantity');
  });

  it('the title and description follow the client router from page to page', async () => {
    const trowel = `Hand Trowel ${viewport.width}`;
    await createProduct(shop.db, { name: trowel });
    const page = await shop.newPage(await createUser(shop.db));
    await page.setViewportSize(viewport);

    await page.goto('/dashboard/my-orders');
    await onPage(page, 'My Orders');
    expect(await page.title()).toBe('My Orders · Toolyard');
    const ordersDescription = await description(page);

    await page.getByRole('link', { name: 'My Profile' }).click();
    await titled(page, 'My Profile · Toolyard');
    expect(await description(page)).not.toBe(ordersDescription);

    await page.goto('/products');
    await titled(page, 'Products · Toolyard');
    await page.getByRole('article', { name: trowel }).getByRole('link', { name: /^Place Order/ }).click();
    await onPage(page, `Order ${trowel}`);
    await titled(page, `${trowel} · Toolyard`);
  });

  it('a signed-out visit to an account page lands on sign in, the page never sent', async () => {
    const page = await shop.newPage();
    await page.setViewportSize(viewport);
    const response = await page.goto('/dashboard/my-orders');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${shop.baseUrl}/dashboard/my-orders`);
    await onCard(page, 'Sign In');
    expect(await page.title()).toBe('Sign in · Toolyard');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/my-orders');
  });
});
