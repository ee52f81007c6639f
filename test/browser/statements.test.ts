import { describe, expect, it } from 'vitest';
import { createAccountOrder, setAccountTerms } from '../helpers/account-orders';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createCompanyFixture } from '../helpers/company-orders';
import { createProduct, createUser } from '../helpers/factories';
import { press, tabTo } from '../helpers/keyboard';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

const DAY_MS = 86_400_000;
const invoiceText = (number: number) => `INV-${String(number).padStart(6, '0')}`;

/** A company on Net 30 owing two invoices: one 40 days overdue, one not yet due. */
async function owingCompany(name: string) {
  const fixture = await createCompanyFixture(shop.db, name);
  await setAccountTerms(shop.db, fixture.company.id, { netDays: 30, creditLimitCents: 500_000 });
  const product = await createProduct(shop.db, { name: `${name} spade`, price: 10, quantity: 1000, minimumOrder: 1 });
  const overdue = await createAccountOrder(shop.db, fixture.depotBuyer, fixture.company.id, product, { totalCents: 31_050, issuedAt: new Date(Date.now() - 70 * DAY_MS) });
  const current = await createAccountOrder(shop.db, fixture.anyBuyer, fixture.company.id, product, { totalCents: 7_525, issuedAt: new Date(Date.now() - 2 * DAY_MS) });
  return { ...fixture, overdue, current };
}

describe.each(WIDTHS)('statements and receivables on $name', ({ viewport }) => {
  it("shows a member their company's statement from My Company, with the PDF and the invoices linking to their orders", async () => {
    const acme = await owingCompany(`Statement Journey ${viewport.width}`);
    const page = await shop.newPage(acme.depotBuyer);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/company');
    const company = await onPage(page, 'My Company');
    await company.getByRole('link', { name: /^Statement/ }).click();

    const statement = await onPage(page, 'Statement');
    const table = statement.getByRole('table', { name: 'Open invoices' });
    await table.getByRole('link', { name: invoiceText(acme.overdue.invoiceNumber) }).waitFor();
    await table.getByRole('link', { name: invoiceText(acme.current.invoiceNumber) }).waitFor();
    const ageing = statement.getByRole('definition').filter({ hasText: '$310.50' });
    await ageing.waitFor();
    await statement.getByText('$4,614.25').waitFor();
    const download = statement.getByRole('link', { name: 'Download PDF' });
    expect(await download.getAttribute('href')).toBe('/api/my-company/statement.pdf');
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // By keyboard, an invoice number opens its order.
    const link = table.getByRole('link', { name: invoiceText(acme.overdue.invoiceNumber) });
    await tabTo(page, link);
    await press(page, link);
    await page.waitForURL(`**/dashboard/orders/${acme.overdue.id}`);
  });

  it("says nothing is owed to a company on account that owes nothing", async () => {
    const quiet = await createCompanyFixture(shop.db, `Statement Quiet ${viewport.width}`);
    await setAccountTerms(shop.db, quiet.company.id, { netDays: 14, creditLimitCents: 100_000 });
    const page = await shop.newPage(quiet.admin);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/company/statement');
    const statement = await onPage(page, 'Statement');
    await statement.getByText('Nothing is owed').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  it("gives the shop admin every company's balance and buckets, sortable, with totals, and a company's statement on its page", async () => {
    const acme = await owingCompany(`Receivables Journey ${viewport.width}`);
    const admin = await createUser(shop.db, { role: 'admin', name: `Receivables Admin ${viewport.width}` });
    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/receivables');

    const receivables = await onPage(page, 'Receivables');
    const table = receivables.getByRole('table', { name: 'Receivables' });
    await table.getByRole('link', { name: acme.company.name }).waitFor();
    await table.getByRole('rowheader', { name: 'Total' }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await receivables.getByLabel('Sort by').selectOption('name');
    await page.waitForURL('**/dashboard/receivables?sort=name');
    await table.getByRole('link', { name: acme.company.name }).click();

    const company = await onPage(page, acme.company.name);
    const section = company.getByRole('region', { name: 'Statement' });
    await section.getByRole('link', { name: invoiceText(acme.overdue.invoiceNumber) }).waitFor();
    await section.getByText('31-60 days').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
