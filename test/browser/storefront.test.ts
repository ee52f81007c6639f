import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/features/8-demo/demo/seed-demo-data';
import { formatDollars } from '../../src/shared/money';
import { browserTestConfig, useBrowserApp } from '../helpers/browser';
import { reviewPage } from '../helpers/page-review';
import { callerFor, testConfig } from '../helpers/test-app';

const shop = useBrowserApp({ config: (baseUrl) => browserTestConfig(baseUrl, { DEMO_MODE: 'true' }) });

beforeAll(async () => {
  await seedDemoData(shop.db);
});

/** A page whose requests may go to the shop only; anything else is refused and remembered. */
async function offlinePage() {
  const context = await shop.newContext();
  const outside: string[] = [];
  await context.route(
    (url) => url.origin !== shop.baseUrl,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return { page, outside };
}

describe('a visitor with no set-up', () => {
  it('sees the seeded home page: products, reviews, counters, the map marker and the footer', async () => {
    const { page, outside } = await offlinePage();
    const caller = callerFor(shop.db, null);
    const [products, reviews, stat] = await Promise.all([caller.products.list(), caller.reviews.list(), caller.stat.get()]);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Rule the outdoors' }).waitFor();
    expect(await page.locator('video source').count()).toBe(2);

    // The newest twelve at most, never the whole catalogue, and the way to the rest.
    await page.getByRole('article', { name: products[0]!.name }).waitFor();
    expect(await page.locator('#products article').count()).toBe(Math.min(products.length, 12));
    expect(await page.locator('#products').getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe('/products');
    const image = page.getByRole('article', { name: products[0]!.name }).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('img', { name: /^Rated \d out of 5$/ }).first().waitFor();
    expect(await page.getByRole('img', { name: /^Rated \d out of 5$/ }).count()).toBe(Math.min(reviews.length, 6));
    await page.getByText(reviews[0]!.reviewInformation.review).waitFor();

    const counters = page.locator('#summary li');
    await counters.first().waitFor();
    expect(await counters.allTextContents()).toEqual([
      `${stat.customers} customers`,
      `${stat.products} products`,
      `${formatDollars(stat.sell)} sell`,
      `${stat.reviews} reviews`,
    ]);
    expect(stat.sell).toBeGreaterThan(0);

    const marker = page.locator('.leaflet-marker-icon');
    await marker.scrollIntoViewIfNeeded();
    await marker.waitFor();
    expect(await marker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-container').evaluate((el) => el.getBoundingClientRect().height)).toBe(500);
    await marker.click();
    expect(await page.locator('.leaflet-popup-content').textContent()).toContain('Toolyard');

    await page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} Toolyard`).waitFor();
    await reviewPage(page, 'home');
    expect(outside).toEqual([]);
  });

  it('opens every static page from the navigation', async () => {
    const { page, outside } = await offlinePage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Questions we get asked' }).waitFor();
    expect(page.url()).toBe(`${shop.baseUrl}/blogs`);
    expect(await page.locator('article').count()).toBeGreaterThanOrEqual(4);
    await reviewPage(page, 'blogs');

    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await page.getByRole('heading', { level: 1, name: 'The team behind Toolyard' }).waitFor();
    await reviewPage(page, 'portfolio');

    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'What Toolyard is' }).waitFor();
    // Demo mode: the demo admin's credentials are on the page for reviewers.
    const { demoAdmin } = await callerFor(shop.db, null, testConfig({ DEMO_MODE: 'true' })).site.config();
    await page.getByText(demoAdmin!.email, { exact: true }).waitFor();
    await page.getByText(demoAdmin!.password, { exact: true }).waitFor();
    await reviewPage(page, 'about');

    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rule the outdoors' }).waitFor();
    expect(outside).toEqual([]);
  });

  it('breaks no rule of the Content-Security-Policy on any public page', async () => {
    const { page } = await offlinePage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
      if (message.text().startsWith('CSP violation')) violations.push(message.text());
    });
    // Caught violations (zod's probe for eval) log no console error; the page still hears them.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.log(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`)),
    );
    await page.goto('/');
    const marker = page.locator('.leaflet-marker-icon');
    await marker.scrollIntoViewIfNeeded();
    await marker.waitFor();
    for (const [path, heading] of [
      ['/blogs', 'Questions we get asked'],
      ['/about', 'What Toolyard is'],
      ['/products', 'Products'],
      ['/signin', 'Sign In'],
    ]) {
      await page.goto(path!);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    expect(violations).toEqual([]);
  });
});
