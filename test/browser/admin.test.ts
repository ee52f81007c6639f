import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../src/server/services';
import { browserTestConfig, useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { reviewPage } from '../helpers/page-review';
import { markPaid, placeOrder } from '../server/orders/order-helpers';

const uploads = mkdtempSync(path.join(tmpdir(), 'toolyard-admin-journey-'));
const shop = useBrowserApp({ config: (baseUrl) => browserTestConfig(baseUrl, { UPLOAD_DIR: path.join(uploads, 'stored') }) });

let admin: ContextUser;
let nadia: ContextUser;
let karim: ContextUser;
let paidOrderId: string;
const imageFile = path.join(uploads, 'hori-hori.png');

beforeAll(async () => {
  admin = await createUser(shop.db, { name: 'Ada Admin', role: 'admin' });
  nadia = await createUser(shop.db, { name: 'Nadia Islam', email: 'nadia@garden.com' });
  karim = await createUser(shop.db, { name: 'Karim Uddin', email: 'karim@garden.com' });
  const trowel = await createProduct(shop.db, { name: 'Brass trowel', price: 12.5, quantity: 100, minimumOrder: 1 });
  paidOrderId = await placeOrder(shop.db, nadia, trowel.id, 4);
  await markPaid(shop.db, paidOrderId);
  await placeOrder(shop.db, karim, trowel.id, 2);
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } }).png().toFile(imageFile);
});

async function openFromMenu(page: Page, label: string, heading = label) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

// Journey 7, in order: the audit log step finds the product, shipping and role changes of the steps before it.
describe('an admin running the shop', () => {
  it('adds, edits and deletes a product with an image file', async () => {
    const page = await shop.newPage(admin);
    await page.goto('/dashboard');
    await openFromMenu(page, 'Add Product');
    await page.getByRole('main').getByLabel('Name').fill('Hori-hori knife');
    await page.getByRole('main').getByLabel('Price ($ per unit)').fill('24.5');
    await page.getByRole('main').getByLabel('Quantity (units in stock)').fill('30');
    await page.getByRole('main').getByLabel('Minimum order (units)').fill('2');
    await page.getByRole('main').getByLabel('Description').fill('A Japanese digging knife with a serrated edge.');
    await page.getByRole('main').getByLabel('Images').setInputFiles(imageFile);
    await reviewPage(page, 'add-product-filled');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('New Product added').waitFor();
    // The form empties once the list behind it has refreshed, which may come after the toast on a busy machine.
    await expect.poll(() => page.getByRole('main').getByLabel('Name').inputValue()).toBe('');

    await page.goto('/');
    const card = page.getByRole('article', { name: 'Hori-hori knife' });
    await card.waitFor();
    const image = card.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.goto('/dashboard');
    await openFromMenu(page, 'Manage Products');
    await page.getByRole('button', { name: 'Update Hori-hori knife' }).click();
    const update = page.getByRole('dialog', { name: 'Update the product' });
    await update.waitFor();
    await reviewPage(page, 'update-product-dialog');
    await update.getByLabel('Price ($ per unit)').fill('26');
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Updated the Product successfully').waitFor();
    await update.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Hori-hori knife/ }).getByText('$26.00').waitFor();

    await page.getByRole('button', { name: 'Delete Hori-hori knife' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await confirm.waitFor();
    await reviewPage(page, 'delete-product-dialog');
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByText('Deleted the Product Successfully').waitFor();
    await page.getByRole('button', { name: 'Delete Hori-hori knife' }).waitFor({ state: 'detached' });
    await reviewPage(page, 'manage-products');
  });

  it('filters the orders by customer, ships the paid one from its timeline and exports the CSV', async () => {
    const page = await shop.newPage(admin);
    await page.goto('/dashboard');
    await openFromMenu(page, 'Manage All Orders');
    await page.getByRole('row', { name: /Karim Uddin/ }).waitFor();
    await reviewPage(page, 'manage-all-orders');

    await page.getByRole('main').getByLabel('Customer e-mail or name').fill('nadia@garden.com');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('row', { name: /Karim Uddin/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Nadia Islam/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('customer')).toBe('nadia@garden.com');

    const csv = page.getByRole('link', { name: 'Export CSV' });
    const href = (await csv.getAttribute('href'))!;
    expect(new URL(href, shop.baseUrl).searchParams.get('customer')).toBe('nadia@garden.com');
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await download.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('nadia@garden.com');

    await page.getByRole('row', { name: /Nadia Islam/ }).getByRole('rowheader').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Order' }).waitFor();
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await reviewPage(page, 'order-detail');

    await page.getByRole('button', { name: 'Ship the Brass trowel order of Nadia Islam' }).click();
    const ship = page.getByRole('dialog', { name: 'Ship this order?' });
    await ship.waitFor();
    await ship.getByLabel('Carrier (optional)').fill('DHL');
    await ship.getByLabel('Tracking number (optional)').fill('JD014600006281');
    await reviewPage(page, 'ship-order-dialog');
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByText('Shipped the Order Successfully').waitFor();

    const shipped = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: /^Shipped/ });
    await shipped.waitFor();
    expect(await shipped.innerText()).toContain('Tracking number JD014600006281');
    expect(await page.getByRole('button', { name: 'Shipped: the Brass trowel order of Nadia Islam' }).isDisabled()).toBe(true);
    const row = await shop.db.selectFrom('orders').select(['status', 'trackingNumber']).where('id', '=', paidOrderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'shipped', trackingNumber: 'JD014600006281' });
    await reviewPage(page, 'order-detail-shipped');
  });

  it('makes a customer admin and removes it again, then finds everything in the audit log', async () => {
    const page = await shop.newPage(admin);
    await page.goto('/dashboard');
    await openFromMenu(page, 'Make Admin');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('karim');
    const row = page.getByRole('row', { name: /Karim Uddin/ });
    await row.getByRole('button', { name: 'Make Admin: Karim Uddin' }).click();
    const grant = page.getByRole('dialog', { name: 'Make Karim Uddin (karim@garden.com) an admin?' });
    await grant.waitFor();
    await reviewPage(page, 'make-admin-dialog');
    await grant.getByRole('button', { name: 'Yes, make admin' }).click();
    await page.getByText('Made Admin successfully').waitFor();
    await row.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await reviewPage(page, 'make-admin');

    await row.getByRole('button', { name: 'Remove admin rights from Karim Uddin' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove admin rights from Karim Uddin (karim@garden.com)?' });
    await confirm.waitFor();
    await reviewPage(page, 'remove-admin-dialog');
    await confirm.getByRole('button', { name: 'Yes, remove admin' }).click();
    await page.getByText('Removed Admin successfully').waitFor();
    await row.getByRole('cell', { name: 'user', exact: true }).waitFor();

    await openFromMenu(page, 'Audit Log');
    const actions = page.locator('[data-label="What"] > span > span:first-child');
    await actions.first().waitFor();
    const listed = new Set(await actions.allTextContents());
    for (const label of ['Image uploaded', 'Product added', 'Product updated', 'Product deleted', 'Order shipped', 'Admin granted', 'Admin removed']) {
      expect(listed, label).toContain(label);
    }
    expect(await page.locator('[data-label="Who"]', { hasText: admin.email }).count()).toBeGreaterThanOrEqual(7);
    await reviewPage(page, 'audit-log');

    await openFromMenu(page, 'Overview');
    await page.getByRole('heading', { name: 'Low stock' }).waitFor();
    await reviewPage(page, 'overview');
  });

  it('shows a customer who types an admin URL no admin data', async () => {
    const page = await shop.newPage(nadia);
    await page.goto('/dashboard/manage-all-orders');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByRole('heading', { name: 'Manage All Orders' }).count()).toBe(0);
    expect(await page.getByText('karim@garden.com').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Audit Log' }).count()).toBe(0);

    const refused = await page.request.get('/api/orders.csv');
    expect(refused.status()).toBe(403);
  });
});
