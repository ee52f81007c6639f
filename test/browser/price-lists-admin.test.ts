import { describe, expect, it } from 'vitest';
import { insertCompany } from '../../src/server/features/3-accounts/companies/companies-repository';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';
import { setEntry } from '../helpers/price-lists';

// Issue 39: the shop admin makes a price list, sets its validity, gives it to a company and checks
// what the company pays on the company's page, at 1366 and 390 px.
const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

describe.each(WIDTHS)("the shop admin's Price lists on $name", ({ viewport }) => {
  it('creates a list, edits its validity, assigns it to a company and runs a price check on the company page', async () => {
    const width = viewport.width;
    const admin = await createUser(shop.db, { name: `Pat Pricer ${width}`, role: 'admin' });
    const company = await insertCompany(shop.db, { name: `Hedgerow Estates ${width}`, taxId: null });
    const product = await createProduct(shop.db, { name: `Border spade ${width}`, price: 40, minimumOrder: 1 });
    const listName = `Hedgerow contract ${width}`;
    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/price-lists');
    const main = await onPage(page, 'Price lists');
    await expectNoSeriousA11yViolations(page);

    // Create: the shared schema refuses a window that ends before it starts.
    await main.getByRole('button', { name: 'Add price list' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a price list' });
    await dialog.getByLabel('Name').fill(listName);
    await dialog.getByLabel('Priority').fill('10');
    await dialog.getByLabel('Starts (optional)').fill('2026-01-10T09:00');
    await dialog.getByLabel('Ends (optional)').fill('2026-01-01T09:00');
    await dialog.getByRole('button', { name: 'Add list' }).click();
    await dialog.getByText('The list must end after it starts').waitFor();
    await dialog.getByLabel('Ends (optional)').fill('');
    await dialog.getByLabel('Catalogue-wide discount (%, optional)').fill('5');
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add list' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = main.getByRole('table', { name: 'Price lists' });
    await table.getByRole('link', { name: listName }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);

    // Its page: the validity edited there.
    await table.getByRole('link', { name: listName }).click();
    const listPage = await onPage(page, listName);
    await listPage.getByRole('button', { name: 'Edit settings' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit the price list' });
    await dialog.getByLabel('Ends (optional)').fill('2099-12-31T18:00');
    await dialog.getByRole('button', { name: 'Save list' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await listPage.getByText(/ to .*2099/).waitFor();
    const stored = await shop.db.selectFrom('priceLists').select(['id', 'priority', 'endsAt', 'catalogueDiscountBp']).where('name', '=', listName).executeTakeFirstOrThrow();
    expect([stored.priority, stored.catalogueDiscountBp, stored.endsAt?.getUTCFullYear()]).toEqual([10, 500, 2099]);

    // Assign it to the company.
    await listPage.getByLabel('Assign to a company').selectOption({ label: company.name });
    await listPage.getByRole('button', { name: 'Assign' }).click();
    const companies = listPage.getByRole('list', { name: `Companies of ${listName}` });
    await companies.getByRole('link', { name: company.name }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // The company's page: its list, and the price check of an entry (seeded: entries are another page's).
    await setEntry(shop.db, stored.id, product.id, { kind: 'fixed', priceCents: 3200, priceTiers: [{ minQuantity: 10, priceCents: 3000 }] });
    await companies.getByRole('link', { name: company.name }).click();
    const companyPage = await onPage(page, company.name);
    await companyPage.getByRole('list', { name: `Price lists of ${company.name}` }).getByRole('link', { name: listName }).waitFor();
    const check = companyPage.getByRole('form', { name: `Price check for ${company.name}` });
    await check.getByLabel('Product (SKU or name)').fill(product.sku);
    await check.getByLabel('Quantity').fill('12');
    await check.getByRole('button', { name: 'Check price' }).click();
    await companyPage.getByText(`$30.00 a unit from ${listName}`).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    const actions = await shop.db.selectFrom('auditLog').select('action').where('target', 'in', [stored.id, company.id]).orderBy('id').execute();
    expect(actions.map((row) => row.action)).toEqual(['price_list.added', 'price_list.updated', 'company.price_lists_changed']);
  });
});
