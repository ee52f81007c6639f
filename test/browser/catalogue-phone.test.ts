import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/features/8-demo/demo/seed-demo-data';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { createUser } from '../helpers/factories';
import { useBrowserApp } from '../helpers/browser';
import { screenshot } from '../helpers/page-review';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';

// Issue 36: the catalogue on a phone shows products on its first screen; its filters live in a sheet.
const shop = useBrowserApp();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

beforeAll(async () => {
  if (!shop.baseUrl) return; // no Chromium here: the tests skip themselves
  await seedDemoData(shop.db);
  // A sold-out product in Digging, to see its card say so.
  await shop.db.updateTable('products').set({ quantity: 0 }).where('name', '=', 'Oscillating Stirrup Hoe').execute();
});

async function catalogueAt(viewport: { width: number; height: number }, address = '/products'): Promise<{ page: Page; main: Locator; cards: Locator }> {
  const page = await shop.newPage();
  await page.setViewportSize(viewport);
  await page.goto(address);
  const main = await onPage(page, 'Products');
  const cards = main.getByRole('list', { name: 'Products' }).getByRole('article');
  await cards.first().waitFor();
  return { page, main, cards };
}

/** Entirely inside the first screen: nothing of it needs a scroll, down or sideways. */
async function expectInFirstScreen(element: Locator, screen: { width: number; height: number }) {
  const box = await element.boundingBox();
  expect(box, `${element} has no box`).not.toBeNull();
  expect(box!.x, `${element} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${element} starts above the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${element} ends right of the screen`).toBeLessThanOrEqual(screen.width);
  expect(box!.y + box!.height, `${element} ends below the first screen`).toBeLessThanOrEqual(screen.height);
}

/** The name of what has the focus, as its text reads. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the catalogue on a 390 x 844 phone', () => {
  it('shows the search and two whole products on the first screen, and the filters in a sheet counting them', async () => {
    const { page, main, cards } = await catalogueAt(PHONE);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInFirstScreen(main.getByRole('searchbox', { name: 'Search products' }), PHONE);
    await expectInFirstScreen(cards.nth(0), PHONE);
    await expectInFirstScreen(cards.nth(1), PHONE);
    // The sidebar and the sort wait in the sheet.
    expect(await main.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
    expect(await main.getByRole('combobox', { name: 'Sort by' }).isVisible()).toBe(false);
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, 'first-screen', '390', { fullPage: false });
    await expectNoSeriousA11yViolations(page);

    // No filter on: the button says only "Filters". It opens the sheet; a category closes it.
    const filters = main.getByRole('button', { name: 'Filters', exact: true });
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('navigation', { name: 'Categories' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, 'sheet', '390', { fullPage: false });
    await sheet.getByRole('link', { name: /^Digging/ }).click();
    await sheet.waitFor({ state: 'detached' });
    await main.getByRole('heading', { level: 2, name: 'Digging' }).waitFor();
    const oneOn = main.getByRole('button', { name: 'Filters (1 active)' });
    await oneOn.waitFor();
    expect(await oneOn.textContent()).toBe('Filters (1)');
    await expect.poll(() => focused(page)).toBe('Filters (1)');

    // The cards say what a buyer asks: packs, volume prices, and what cannot be ordered now.
    const trowel = main.getByRole('article', { name: 'Hand Trowel' });
    await trowel.getByText('Packs of 12').waitFor();
    await trowel.getByText('from $10.99').waitFor();
    const hoe = main.getByRole('article', { name: 'Oscillating Stirrup Hoe' });
    await hoe.getByText('Out of stock').waitFor();
    expect(await hoe.getByRole('link', { name: /Place Order/ }).count()).toBe(0);
    expect(await hoe.getByRole('button', { name: /Add to cart/ }).count()).toBe(0);

    // "In stock" in the sheet applies at once and counts; Escape closes it, the focus back on the button.
    await oneOn.click();
    await sheet.getByRole('checkbox', { name: 'In stock' }).check();
    await page.waitForURL(/inStock=true/);
    await sheet.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Filters (2)');
    await main.getByRole('button', { name: 'Filters (2 active)' }).waitFor();
    await hoe.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('?category=digging&inStock=true&sort=price_asc');
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the catalogue at 1366 px', () => {
  it('keeps the sidebar and the sort beside the results, and no Filters button', async () => {
    const { main } = await catalogueAt(LAPTOP);
    await main.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Digging/ }).waitFor();
    expect(await main.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(true);
    expect(await main.getByRole('checkbox', { name: 'In stock' }).isVisible()).toBe(true);
    expect(await main.getByRole('combobox', { name: 'Sort by' }).isVisible()).toBe(true);
    expect(await main.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
  });
});

describe('the covers of uploaded pictures', () => {
  // Every stored width of an upload is offered (srcset); the card says how wide it shows (sizes).
  it('downloads the 320 px width on a phone, whose compact cards show a 96 px cover, and a wider one at 1366 px', async () => {
    await shop.db.updateTable('products').set({ images: [`/uploads/${'ab'.repeat(16)}-640.webp`] }).execute();
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4a7' } }).webp().toBuffer();
    // Signed in: the page is rendered for them, not the shared copy cached before the pictures changed.
    const customer = await createUser(shop.db);
    const widthsFetched = async (viewport: { width: number; height: number }) => {
      const page = await shop.newPage(customer);
      await page.setViewportSize(viewport);
      const fetched: number[] = [];
      await page.route('**/uploads/**', async (route) => {
        fetched.push(Number(/-(\d+)\.webp$/.exec(route.request().url())?.[1]));
        await route.fulfill({ contentType: 'image/webp', body: picture });
      });
      await page.goto('/products');
      const cover = (await onPage(page, 'Products')).getByRole('list', { name: 'Products' }).getByRole('article').first().locator('img');
      await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await page.close();
      return [...new Set(fetched)];
    };
    expect(await widthsFetched(PHONE)).toEqual([320]);
    expect((await widthsFetched(LAPTOP)).every((width) => width > 320)).toBe(true);
  });
});
