import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { screenshot } from '../helpers/page-review';
import { onPage } from '../helpers/pages';
import { settledToast } from '../helpers/toasts';

// Issue 38: the shop admin sets where the shop delivers and the tax it charges, at 1366 and 390 px.
const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

describe.each(WIDTHS)("the shop admin's Shipping & tax on $name", ({ viewport }) => {
  it('adds a zone with Standard and Express and a 20% rate, sees them listed, and deletes them after confirming', async () => {
    // Each width starts from a shop with no zones and no rates, whatever a width before left.
    await shop.db.deleteFrom('shippingZones').execute();
    await shop.db.deleteFrom('taxRates').execute();
    const admin = await createUser(shop.db, { name: `Sam Shipper ${viewport.width}`, role: 'admin' });
    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/shipping');
    const main = await onPage(page, 'Shipping & tax');
    await main.getByText('No shipping zones yet: orders are charged no shipping. Add a zone to charge for delivery.').waitFor();
    await main.getByText('No tax rates yet: orders are charged no tax.').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The zone, its two methods: Standard 9.95 free over 500, Express 19.95.
    await main.getByRole('button', { name: 'Add zone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a shipping zone' });
    await dialog.getByLabel('Zone name').fill('United Kingdom');
    await dialog.getByLabel('Country to add').selectOption('GB');
    await dialog.getByRole('button', { name: 'Add country' }).click();
    await dialog.getByRole('button', { name: 'Remove United Kingdom' }).waitFor();
    const standard = dialog.getByRole('group', { name: 'Method 1' });
    await standard.getByLabel('Method name').fill('Standard');
    await standard.getByLabel('Price ($)').fill('9.95');
    await standard.getByLabel(/^Free over/).fill('500');
    await standard.getByLabel(/^Estimated delivery/).fill('2-3 working days');
    await dialog.getByRole('button', { name: 'Add a method' }).click();
    const express = dialog.getByRole('group', { name: 'Method 2' });
    await express.getByLabel('Method name').fill('Express');
    await express.getByLabel('Price ($)').fill('19.95');
    await express.getByLabel(/^Estimated delivery/).fill('1 working day');
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'zone-dialog', String(viewport.width), { fullPage: false });
    await dialog.getByRole('button', { name: 'Add zone' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await settledToast(page, 'Saved the shipping zone United Kingdom');

    const methods = main.getByRole('list', { name: 'Delivery methods of United Kingdom' });
    await methods.getByText('Standard').waitFor();
    expect(await methods.getByRole('listitem').allTextContents()).toEqual(['Standard: $9.95, free over $500.00. 2-3 working days', 'Express: $19.95. 1 working day']);
    await main.getByRole('list', { name: 'Shipping zones' }).getByText('Countries: United Kingdom').waitFor();

    // The 20% standard rate for the United Kingdom, typed with the keyboard.
    await main.getByRole('button', { name: 'Add tax rate' }).focus();
    await page.keyboard.press('Enter');
    const rateDialog = page.getByRole('dialog', { name: 'Add a tax rate' });
    await rateDialog.getByLabel('Country').selectOption('GB');
    await rateDialog.getByLabel('Tax class').selectOption('standard');
    await rateDialog.getByLabel('Rate (%)').fill('20');
    await rateDialog.getByLabel('Rate (%)').press('Enter');
    await rateDialog.waitFor({ state: 'hidden' });
    await settledToast(page, 'Saved the tax rate United Kingdom, Standard, 20%');
    const rates = main.getByRole('table', { name: 'Tax rates' });
    await rates.getByRole('rowheader', { name: 'United Kingdom' }).waitFor();
    await rates.getByText('20%', { exact: true }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, 'listed', String(viewport.width));
    await expectNoSeriousA11yViolations(page);

    // Both are in the server's lists as entered.
    const zones = await shop.db.selectFrom('shippingMethods').select(['name', 'priceCents', 'freeOverCents']).orderBy('position').execute();
    expect(zones).toEqual([
      { name: 'Standard', priceCents: 995, freeOverCents: 50_000 },
      { name: 'Express', priceCents: 1995, freeOverCents: null },
    ]);
    expect(await shop.db.selectFrom('taxRates').select(['country', 'taxClass', 'rateBasisPoints']).execute()).toEqual([{ country: 'GB', taxClass: 'standard', rateBasisPoints: 2000 }]);

    // Deleted after confirming: the other width starts from none.
    await main.getByRole('button', { name: 'Delete United Kingdom' }).click();
    await page.getByRole('dialog', { name: 'Delete this shipping zone?' }).getByRole('button', { name: 'Yes, delete it' }).click();
    await main.getByText('No shipping zones yet: orders are charged no shipping. Add a zone to charge for delivery.').waitFor();
    // On a phone that toast ends over the rate's Delete: the click waits until it has gone.
    await settledToast(page, 'Deleted the shipping zone United Kingdom');
    await rates.getByRole('button', { name: 'Delete the tax rate United Kingdom, Standard, 20%' }).click();
    await page.getByRole('dialog', { name: 'Delete this tax rate?' }).getByRole('button', { name: 'Yes, delete it' }).click();
    await main.getByText('No tax rates yet: orders are charged no tax.').waitFor();
    await settledToast(page, 'Deleted the tax rate United Kingdom, Standard, 20%');
    expect(await layoutProblems(page)).toEqual([]);
  });
});
