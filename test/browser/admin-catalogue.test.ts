import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../src/server/services';
import { browserTestConfig, useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { reviewPage } from '../helpers/page-review';
import { onPage } from '../helpers/pages';

const uploads = mkdtempSync(path.join(tmpdir(), 'toolyard-admin-catalogue-'));
const shop = useBrowserApp({ config: (baseUrl) => browserTestConfig(baseUrl, { UPLOAD_DIR: path.join(uploads, 'stored') }) });

let admin: ContextUser;
const front = path.join(uploads, 'knife-front.png');
const side = path.join(uploads, 'knife-side.png');

beforeAll(async () => {
  admin = await createUser(shop.db, { name: 'Ada Admin', role: 'admin' });
  await createProduct(shop.db, { name: 'Brass trowel' });
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } }).png().toFile(front);
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7d443a' } }).png().toFile(side);
});

describe('an admin organising the catalogue', () => {
  it('creates a category, adds a product with two images in it, finds it by search and archives it with a bulk action', async () => {
    const page = await shop.newPage(admin);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Categories', exact: true }).click();
    let main = await onPage(page, 'Manage Categories');
    const newCategory = main.getByRole('form', { name: 'New category' });
    await newCategory.getByLabel('Name').fill('Japanese tools');
    await newCategory.getByRole('button', { name: 'Add category' }).click();
    await page.getByText('Added the category Japanese tools').waitFor();
    await main.getByRole('list', { name: 'Categories' }).getByText('Japanese tools').waitFor();
    await reviewPage(page, 'manage-categories');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Product', exact: true }).click();
    main = await onPage(page, 'Add Product');
    await main.getByLabel('Name').fill('Hori-hori knife');
    await main.getByLabel('SKU').fill('hh-01');
    await main.getByLabel('Price ($ per unit)').fill('24.5');
    await main.getByLabel('Quantity (units in stock)').fill('30');
    await main.getByLabel('Minimum order (units)').fill('2');
    await main.getByLabel('Description').fill('A Japanese digging knife with a serrated edge.');
    await main.getByLabel('Category').selectOption({ label: 'Japanese tools' });
    await main.getByLabel('Images').setInputFiles([front, side]);
    await main.getByRole('button', { name: 'Move image 2 up' }).click();
    await main.getByText('knife-side.png').waitFor();
    await reviewPage(page, 'add-product-with-images');
    await main.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('New Product added').waitFor();

    const stored = await shop.db.selectFrom('products').select(['sku', 'images', 'status']).where('name', '=', 'Hori-hori knife').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ sku: 'HH-01', status: 'active' });
    expect(stored.images).toHaveLength(2);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Products', exact: true }).click();
    main = await onPage(page, 'Manage Products');
    await main.getByRole('row', { name: /Brass trowel/ }).waitFor();
    await main.getByRole('searchbox', { name: 'Search' }).fill('hori');
    await main.getByRole('row', { name: /Brass trowel/ }).waitFor({ state: 'detached' });
    const row = main.getByRole('row', { name: /Hori-hori knife/ });
    await row.getByText('HH-01').waitFor();
    await row.getByText('Japanese tools').waitFor();

    await row.getByRole('checkbox', { name: 'Select Hori-hori knife' }).check();
    await main.getByText('1 selected').waitFor();
    await reviewPage(page, 'manage-products-selected');
    await main.getByRole('button', { name: 'Set status' }).click();
    const confirm = page.getByRole('dialog', { name: 'Set the status' });
    await confirm.getByLabel('New status').selectOption('archived');
    await reviewPage(page, 'bulk-status-dialog');
    await confirm.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Set 1 product to archived').waitFor();
    await row.getByText('archived', { exact: true }).waitFor();
    await main.getByText('None selected').waitFor();
  });
});
