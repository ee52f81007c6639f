import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../src/server/services';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { reviewPage } from '../helpers/page-review';
import { createPriceList } from '../helpers/price-lists';

const shop = useBrowserApp();
let admin: ContextUser;
let priceListId: string;

beforeAll(async () => {
  admin = await createUser(shop.db, { name: 'Ada Admin', role: 'admin' });
  priceListId = (await createPriceList(shop.db, { name: 'Spring 2027' })).id;
  for (const [sku, name] of [
    ['JRN-SPADE', 'Journey spade'],
    ['JRN-FORK', 'Journey border fork'],
  ]) {
    const product = await createProduct(shop.db, { name, price: 20 });
    await shop.db.updateTable('products').set({ sku }).where('id', '=', product.id).execute();
  }
});

const csv = (lines: string[]) => ['sku,name,percentOff,price,priceTiers', ...lines].join('\r\n') + '\r\n';

describe("an admin keeping a price list's entries", () => {
  it('imports a file with a bad line, fixes it, searches, edits an entry and exports the list', async () => {
    const page = await shop.newPage(admin);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/dashboard/price-lists/${priceListId}/entries`);
    await page.getByRole('heading', { level: 1, name: 'Spring 2027: entries' }).waitFor();
    await page.getByText('No entries yet: add one, or import a CSV.').waitFor();
    const main = page.getByRole('main');

    const file = main.getByLabel('Import CSV');
    await file.setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(['JRN-SPADE,,12.5,,', 'JRN-FORK,,,nine,'])) });
    await main.getByRole('alert').filter({ hasText: 'One problem: nothing was imported' }).waitFor();
    expect(await main.getByRole('table', { name: 'Problems in the file' }).getByRole('row').nth(1).locator('td').allTextContents()).toEqual(['3', 'price', 'Enter a number such as 12.50']);
    await reviewPage(page, 'price-list-entries-report');

    await file.setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(['JRN-SPADE,,12.5,,', 'JRN-FORK,,,9.00,10:8.50'])) });
    await page.getByText('Imported: 2 added, 0 updated').waitFor();
    await main.getByRole('row', { name: /JRN-SPADE/ }).getByText('12.5% off').waitFor();
    await main.getByRole('row', { name: /JRN-FORK/ }).getByText('$9.00; 10+ $8.50').waitFor();

    // The search applies itself once typing rests.
    const search = main.getByRole('searchbox', { name: 'SKU or product name' });
    await search.pressSequentially('fork');
    await main.getByRole('row', { name: /JRN-SPADE/ }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('q')).toBe('fork');
    await search.fill('');
    await main.getByRole('row', { name: /JRN-SPADE/ }).waitFor();

    await main.getByRole('button', { name: 'Edit the entry for JRN-SPADE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the entry for JRN-SPADE' });
    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    await page.getByText('Saved the entry for JRN-SPADE').waitFor();
    await main.getByRole('row', { name: /JRN-SPADE/ }).getByText('15% off').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: 'Export CSV' }).click()]);
    const exported = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    expect(exported).toBe(csv(['JRN-FORK,Journey border fork,,9.00,10:8.50', 'JRN-SPADE,Journey spade,15,,']));

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await layoutProblems(page)).toEqual([]);
    await reviewPage(page, 'price-list-entries');
  });
});
