import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';

const shop = useBrowserApp();

describe('an unknown page', () => {
  it('says so on wide screens and leads back home', async () => {
    const page = await shop.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Woof, something went wrong!' }).waitFor({ state: 'visible' });
    await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(false);
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
  });

  it('shows the short 404 message on small screens', async () => {
    const page = await shop.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor({ state: 'visible' });
    await expect(page.getByRole('heading', { name: 'Woof, something went wrong!' }).isVisible()).resolves.toBe(false);
  });
});
