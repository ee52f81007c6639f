import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../src/server/services';
import { useBrowserApp } from '../helpers/browser';
import { createUser } from '../helpers/factories';
import { reviewPage } from '../helpers/page-review';
import { csvOf, goodRow } from '../server/products/product-csv-requests';

const shop = useBrowserApp();
let admin: ContextUser;

beforeAll(async () => {
  admin = await createUser(shop.db, { name: 'Ada Admin', role: 'admin' });
});

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await dialog.waitFor();
  return dialog;
}

async function importFile(dialog: Locator, csv: string) {
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
}

describe('an admin importing products from a spreadsheet', () => {
  it('sees each bad cell of a refused file, fixes it, imports it and finds the product', async () => {
    const page = await shop.newPage(admin);
    await page.goto('/dashboard/manage-products');
    await page.getByRole('heading', { level: 1, name: 'Manage Products' }).waitFor();

    const rows = [goodRow('CSV-TROWEL', { name: 'Imported trowel', price: 'twelve' }), goodRow('CSV-FORK', { name: 'Imported fork' })];
    const dialog = await openImport(page);
    await importFile(dialog, csvOf(rows));
    await dialog.getByRole('table', { name: 'Problems in the file' }).waitFor();
    expect(await dialog.getByRole('row').nth(1).locator('td').allTextContents()).toEqual(['2', 'price', 'Enter a number such as 12.50']);
    await reviewPage(page, 'csv-import-report');

    await importFile(dialog, csvOf([{ ...rows[0]!, price: '12.00' }, rows[1]!]));
    await dialog.getByRole('status').filter({ hasText: 'Imported: 2 added, 0 updated.' }).waitFor();
    await reviewPage(page, 'csv-import-done');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const main = page.getByRole('main');
    await main.getByRole('row', { name: /Imported fork/ }).waitFor();
    await main.getByRole('searchbox', { name: 'Search' }).fill('trowel');
    await main.getByRole('row', { name: /Imported fork/ }).waitFor({ state: 'detached' });
    await main.getByRole('row', { name: /Imported trowel/ }).getByText('CSV-TROWEL').waitFor();
  });
});
