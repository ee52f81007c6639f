import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { onPage } from '../helpers/pages';
import { DESKTOP, MOBILE, reviewPage } from '../helpers/page-review';

const shop = useBrowserApp();

describe('an unknown page', () => {
  it('says so on wide screens, under the spec’s heading, and leads back home', async () => {
    const page = await shop.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: /^Woof, something went wrong!/ }).waitFor({ state: 'visible' });
    await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(true);
    await expect(page.getByText('404', { exact: true }).isVisible()).resolves.toBe(true);
    await reviewPage(page, 'not-found');
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await onPage(page, 'Rule the outdoors');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the short 404 message as its heading on small screens', async () => {
    const page = await shop.newPage();
    await page.setViewportSize(MOBILE);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found', exact: true }).waitFor({ state: 'visible' });
    await expect(page.getByText('Woof, something went wrong!').isVisible()).resolves.toBe(false);
  });
});
