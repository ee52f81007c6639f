import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { onPage } from '../helpers/pages';

const shop = useBrowserApp();

const UNREACHABLE = "We couldn't reach the shop. Check your connection and try again.";
// What reached the page before: the browser's, tRPC's and the router's own words.
const RAW = /Failed to fetch|TRPCClientError|Something went wrong!|Show Error|"code":/;

// The API stops answering (the pages, scripts and styles still arrive): every call fails as offline.
const API = ['**/trpc/**', '**/api/**'];
const abort = (route: { abort: () => Promise<void> }) => route.abort();
async function stopApi(page: Page) {
  for (const pattern of API) await page.route(pattern, abort);
}
async function startApi(page: Page) {
  for (const pattern of API) await page.unroute(pattern, abort);
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** A link of the main navigation, opening the phone's Menu first when the links sit behind it. */
async function navLink(page: Page, name: string): Promise<Locator> {
  await mainNav(page).getByRole('link', { name: 'Toolyard' }).waitFor();
  const menu = mainNav(page).getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return mainNav(page).getByRole('link', { name, exact: true });
}

/** The layout is all there, nothing raw is on the page, and axe finds nothing serious. */
async function expectShopAround(page: Page) {
  await (await navLink(page, 'Products')).waitFor();
  // A phone's open Menu lies over the page: close it again, as a person would before going on.
  const menu = mainNav(page).getByRole('button', { name: 'Menu', expanded: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('contentinfo').waitFor();
  expect(await page.locator('body').innerText()).not.toMatch(RAW);
  await expectNoSeriousA11yViolations(page);
}

/** A data section's failure: what failed and why in words, with a Retry. Answers the notice. */
async function failed(within: Locator, title: string): Promise<Locator> {
  const notice = within.getByRole('alert').filter({ hasText: title });
  await notice.waitFor();
  expect(await notice.textContent()).toContain(UNREACHABLE);
  return notice;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('the API unreachable at $width px', (viewport) => {
  it('keeps the shop around every page, says what failed in words, and Retry brings the data once the API is back', async () => {
    const buyer = await createUser(shop.db, { name: 'Nadia Rahman' });
    const spade = await createProduct(shop.db, { name: `Outage spade ${viewport.width}`, price: 12.5, quantity: 100, minimumOrder: 5 });
    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);

    // The home page: each of its data sections fails on its own, and comes back on its own.
    await page.goto('/');
    await onPage(page, 'Rule the outdoors');
    await stopApi(page);
    await page.reload();
    const products = await failed(section(page, 'Our Products'), "We couldn't load the products.");
    const reviews = await failed(section(page, "Our Customer's Review"), "We couldn't load the reviews.");
    const summary = await failed(section(page, 'Our business in numbers'), "We couldn't load the business summary.");
    await expectShopAround(page);
    await startApi(page);
    await products.getByRole('button', { name: 'Retry' }).click();
    await section(page, 'Our Products').getByRole('article', { name: spade.name }).waitFor();
    await reviews.getByRole('button', { name: 'Retry' }).click();
    await reviews.waitFor({ state: 'detached' });
    await summary.getByRole('button', { name: 'Retry' }).click();
    await section(page, 'Our business in numbers').getByText(/customers$/).waitFor();

    // The catalogue, reached through the navigation while the API is down: results and categories.
    await stopApi(page);
    await (await navLink(page, 'Products')).click();
    const catalogue = await onPage(page, 'Products');
    const results = await failed(catalogue, "We couldn't load the products.");
    await expectShopAround(page);
    // On a phone the categories are in the Filters sheet.
    const phone = viewport.width < 720;
    if (phone) await catalogue.getByRole('button', { name: 'Filters' }).click();
    const filters = phone ? page.getByRole('dialog', { name: 'Filters' }) : catalogue;
    const categories = await failed(filters, "We couldn't load the categories.");
    await startApi(page);
    await categories.getByRole('button', { name: 'Retry' }).click();
    await filters.getByRole('link', { name: 'All products' }).waitFor();
    if (phone) await page.keyboard.press('Escape');
    await results.getByRole('button', { name: 'Retry' }).click();
    await catalogue.getByRole('article', { name: spade.name }).waitFor();

    // A page the server renders with its data (docs/decisions/098) needs no call to show.
    await stopApi(page);
    await page.goto(`/purchase/${spade.id}`);
    await onPage(page, `Order ${spade.name}`);
    await expectShopAround(page);
    await startApi(page);

    // Other signed-in pages: the whole page fails (its guard asks who is signed in), inside the layout.
    for (const [path, heading] of [
      ['/dashboard', 'My Profile'],
      ['/dashboard/my-orders', 'My Orders'],
    ] as const) {
      await stopApi(page);
      await page.goto(path);
      const notice = await failed(page.getByRole('main'), "We couldn't load this page.");
      await notice.getByRole('heading', { level: 1, name: "We couldn't load this page." }).waitFor();
      await expectShopAround(page);
      await startApi(page);
      await notice.getByRole('button', { name: 'Retry' }).click();
      await onPage(page, heading);
      expect(await page.locator('body').innerText()).not.toMatch(RAW);
    }
  });
});
