import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/features/8-demo/demo/seed-demo-data';
import { useBrowserApp } from '../helpers/browser';
import { createUser } from '../helpers/factories';
import { documentWidth, MOBILE } from '../helpers/page-review';

const shop = useBrowserApp();

beforeAll(async () => {
  await seedDemoData(shop.db);
});

async function phone(user?: Parameters<typeof shop.newPage>[0]): Promise<Page> {
  const page = await shop.newPage(user);
  await page.setViewportSize(MOBILE);
  return page;
}

/** How many columns the items of a grid stand in: the number of distinct left edges. */
function columns(items: Locator): Promise<number> {
  return items.evaluateAll((elements) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().left))).size);
}

/** Entirely inside the screen's width, so nothing needs a sideways scroll to be reached. */
async function expectOnScreen(element: Locator) {
  const box = await element.boundingBox();
  expect(box, `${element} has no box`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
}

describe('on a 375 px phone', () => {
  it('a visitor sees one column of products and reviews, no sideways scroll, and a navigation that works', async () => {
    const page = await phone();
    await page.goto('/');
    const products = page.locator('#products li');
    const reviews = page.locator('#reviews li');
    await products.first().waitFor();
    await reviews.first().waitFor();
    expect(await products.count()).toBeGreaterThan(1);
    expect(await columns(products)).toBe(1);
    expect(await reviews.count()).toBeGreaterThan(1);
    expect(await columns(reviews)).toBe(1);
    expect(await documentWidth(page)).toBeLessThanOrEqual(MOBILE.width);

    // The links sit behind the Menu button: every one on screen once it is open, and working.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.click();
    for (const name of ['Home', 'Products', 'Blogs', 'Portfolio', 'Sign In']) await expectOnScreen(nav.getByRole('link', { name }));
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Questions we get asked' }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await menu.click();
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  });

  it('a customer reaches every entry of the dashboard menu', async () => {
    const page = await phone(await createUser(shop.db, { name: 'Mitu' }));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    for (const [entry, heading] of [
      ['My Orders', 'My Orders'],
      ['Add Review', 'Add a Review'],
      ['My Profile', 'My Profile'],
    ] as const) {
      const link = menu.getByRole('link', { name: entry });
      await expectOnScreen(link);
      await link.click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await documentWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    }
  });
});
