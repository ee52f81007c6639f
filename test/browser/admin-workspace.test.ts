import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../src/shared/pages';
import type { ContextUser } from '../../src/server/services';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { expectFocusOn, press } from '../helpers/keyboard';
import { nothingLoading, resizeTo } from '../helpers/page-settled';
import { onPage } from '../helpers/pages';
import { markPaid, placeOrder } from '../server/orders/order-helpers';
import { insertCompany } from '../../src/server/features/3-accounts/companies/companies-repository';
import { insertMember } from '../../src/server/features/3-accounts/companies/members-repository';

const shop = useBrowserApp();

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 812 };
const PASSWORD = 'greenhouse-keys';

let admin: ContextUser;
let customer: ContextUser;
/** A value for each path parameter an admin page may have: a real order, customer, product, company and a customer's requisition list. */
let params: Record<string, string>;

beforeAll(async () => {
  admin = await createUser(shop.db, { name: 'Ada Admin', email: 'ada@garden.com', role: 'admin', password: PASSWORD });
  customer = await createUser(shop.db, { name: 'Nadia Rahman', email: 'nadia@example.com' });
  const trowel = await createProduct(shop.db, { name: 'Brass trowel', price: 12.5, quantity: 100, minimumOrder: 1 });
  const orderId = await placeOrder(shop.db, customer, trowel.id, 4);
  await markPaid(shop.db, orderId);
  const company = await insertCompany(shop.db, { name: 'Greenway Landscaping', taxId: 'GB123456789' });
  await insertMember(shop.db, { companyId: company.id, userId: customer.id, role: 'admin', locationIds: [] });
  const list = await shop.db.insertInto('requisitionLists').values({ ownerId: customer.id, name: 'Spring planting' }).returning('id').executeTakeFirstOrThrow();
  params = { orderId, customerId: customer.id, id: trowel.id, companyId: company.id, listId: list.id };
});

/** Every /dashboard page an admin can open (src/shared/pages.ts), its parameters filled in. */
function dashboardPaths(): string[] {
  return pages
    .filter((page) => page.path === '/dashboard' || page.path.startsWith('/dashboard/'))
    .map((page) =>
      page.path.replace(/\$(\w+)/g, (_, name: string) => {
        const value = params[name];
        if (!value) throw new Error(`${page.path}: no value for $${name}; add one to params`);
        return value;
      }),
    );
}

/** The page's h1 is on screen and nothing in it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await nothingLoading(page);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/**
 * Opens each admin page once, at a phone's width, and holds it at both widths: no shop footer, no
 * sideways scroll, no serious axe violation. The layout follows the window's width (media queries
 * and use-media-query.ts), so resizing the window shows what loading at that width would.
 */
async function everyPageFits(viewports: { width: number; height: number }[]) {
  const page = await shop.newPage(admin);
  for (const path of dashboardPaths()) {
    await page.setViewportSize(viewports[0]!);
    await page.goto(path);
    await settled(page);
    expect(await page.getByRole('contentinfo').count(), `${path}: no shop footer`).toBe(0);
    for (const viewport of viewports) {
      await resizeTo(page, viewport);
      await settled(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
      expect(scrollWidth, `${path} at ${viewport.width} px scrolls sideways`).toBe(clientWidth);
      await expectNoSeriousA11yViolations(page);
    }
  }
}

describe('the admin workspace', () => {
  it('opens on the Overview after signing in, full width without the shop footer, and its sidebar stays hidden across a reload', async () => {
    const page = await shop.newPage();
    await page.setViewportSize(LAPTOP);
    await page.goto('/signin');
    const main = await onPage(page, 'Sign In');
    await main.getByLabel('Email').fill(admin.email);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await onPage(page, 'Overview');
    expect(new URL(page.url()).pathname).toBe('/dashboard/overview');
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await sidebar(page).getByRole('link', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('link', { name: 'Toolyard' }).getAttribute('href')).toBe('/');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Hide menu' }).click();
    await sidebar(page).waitFor({ state: 'hidden' });
    await page.reload();
    await onPage(page, 'Overview');
    await page.getByRole('button', { name: 'Show menu' }).waitFor();
    expect(await sidebar(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show menu' }).click();
    await sidebar(page).getByRole('link', { name: 'Make Admin' }).click();
    await onPage(page, 'Make Admin');
  });

  it('on a phone, opens the menu from the keyboard and closes it with Escape', async () => {
    const page = await shop.newPage(admin);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/overview');
    await onPage(page, 'Overview');
    expect(await sidebar(page).isVisible()).toBe(false);

    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await press(page, button);
    await sidebar(page).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expectFocusOn(page, sidebar(page).getByRole('link', { name: 'Overview' }));
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await sidebar(page).waitFor({ state: 'hidden' });
    await expectFocusOn(page, button);

    await press(page, button);
    await sidebar(page).getByRole('link', { name: 'Audit Log' }).click();
    await onPage(page, 'Audit Log');
    await sidebar(page).waitFor({ state: 'hidden' });
  });

  it('opens an order from the search box by its number, and finds it by its PO number among the orders', async () => {
    const page = await shop.newPage(admin);
    await page.setViewportSize(LAPTOP);
    await page.goto('/dashboard/overview');
    await onPage(page, 'Overview');
    await shop.db.updateTable('orders').set({ poNumber: 'PO-ACME-7731' }).where('id', '=', params.orderId!).execute();
    const number = (await shop.db.selectFrom('orders').select('number').where('id', '=', params.orderId!).executeTakeFirstOrThrow()).number;
    const search = page.getByRole('searchbox', { name: 'Search orders, customers and products' });
    expect(await page.locator(`[id="${await search.getAttribute('aria-describedby')}"]`).textContent()).toContain('An order number opens that order');

    await search.fill(number.toLowerCase());
    await search.press('Enter');
    const order = await onPage(page, `Order ${number}`);
    await order.getByRole('definition').filter({ hasText: 'PO-ACME-7731' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/dashboard/orders/${params.orderId}`);

    await search.fill('acme-7731');
    await page.getByRole('list', { name: 'Search in' }).getByRole('link', { name: 'Orders matching “acme-7731”' }).click();
    const list = await onPage(page, 'Manage All Orders');
    await list.getByRole('row', { name: /Nadia Rahman/ }).getByRole('link', { name: number, exact: true }).waitFor();
  });

  it('fits every admin page into a 375 px phone and a 1366 px window', async () => {
    await everyPageFits([PHONE, LAPTOP]);
  }, 300_000);
});
