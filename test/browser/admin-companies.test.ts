import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';
import { insertMember } from '../../src/server/features/3-accounts/companies/members-repository';
import { invoiceNumberText } from '../../src/shared/rules/document-numbers';
import { createAccountOrder, setAccountTerms } from '../helpers/account-orders';
import { createCompanyFixture } from '../helpers/company-orders';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

describe.each(WIDTHS)("the shop admin's Companies on $name", ({ viewport }) => {
  it('creates a company, adds a location, puts it on hold and reactivates it, each step in its audit trail', async () => {
    const admin = await createUser(shop.db, { name: `Ada Admin ${viewport.width}`, role: 'admin' });
    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/companies');

    const list = await onPage(page, 'Companies');
    await list.getByRole('button', { name: 'Create company' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create a company' });
    await dialog.getByRole('button', { name: 'Create company' }).click();
    await dialog.getByText('Please fill out this field').waitFor();
    const name = `Greenway Landscaping ${viewport.width}`;
    await dialog.getByLabel('Company name').fill(name);
    await dialog.getByLabel('Tax or VAT id (optional)').fill(`GB-${viewport.width}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create company' }).click();

    // Its page opens: no locations yet, no members.
    const company = await onPage(page, name);
    await company.getByText('No locations yet: add the first delivery site.').waitFor();
    await company.getByRole('button', { name: 'Add location' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.getByLabel('Location name').fill('North depot');
    await dialog.getByLabel('Delivery address').fill('1 Yard Lane\nLeeds LS1 1AA');
    await dialog.getByLabel('Phone').fill('0113 555 0100');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    const locations = company.getByRole('list', { name: 'Locations' });
    await locations.getByRole('listitem', { name: 'North depot' }).getByText('1 Yard Lane').waitFor();

    // Edit it.
    await locations.getByRole('button', { name: 'Edit North depot' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit the location' });
    expect(await dialog.getByLabel('Location name').inputValue()).toBe('North depot');
    await dialog.getByLabel('Location name').fill('North depot (gate B)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await locations.getByRole('listitem', { name: 'North depot (gate B)' }).waitFor();

    // Put on hold, after confirming; then reactivate.
    await company.getByRole('button', { name: 'Put on hold' }).click();
    dialog = page.getByRole('dialog', { name: `Put ${name} on hold?` });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, put it on hold' }).click();
    await company.getByText('On hold: its members cannot check out until it is reactivated.').waitFor();
    await company.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('dialog', { name: `Reactivate ${name}?` }).getByRole('button', { name: 'Yes, reactivate it' }).click();
    await company.getByRole('button', { name: 'Put on hold' }).waitFor();

    // The audit trail shows every step, newest first.
    const trail = company.getByRole('region', { name: 'Audit trail', exact: true });
    await trail.getByText('Company created').waitFor();
    for (const action of ['Company status changed', 'Company location updated', 'Company location added']) await trail.getByText(action).first().waitFor();
    expect(await trail.getByText('Company status changed').count()).toBe(2);
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // Back on the list, the search finds it by tax id.
    await company.getByRole('link', { name: '← All companies' }).click();
    const again = await onPage(page, 'Companies');
    await again.getByLabel('Name, tax id or member e-mail').fill(`GB-${viewport.width}`);
    await again.getByLabel('Name, tax id or member e-mail').press('Enter');
    await again.getByRole('link', { name }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
  });

  it("puts a company on account from the keyboard, and its buyer sees the terms in My Company", async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const name = `Cedar Yards ${viewport.width}`;
    const [company] = await shop.db.insertInto('companies').values({ name }).returning('id').execute();
    const buyer = await createUser(shop.db, { name: `Cy Buyer ${viewport.width}`, verified: true });
    await insertMember(shop.db, { companyId: company!.id, userId: buyer.id, role: 'buyer', locationIds: [] });
    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/companies/${company!.id}`);
    const main = await onPage(page, name);
    const terms = main.getByRole('region', { name: 'Payment terms' });
    await terms.getByText('Card only', { exact: true }).waitFor();

    // The keyboard alone: the arrow key moves the radio to On account, its fields appear.
    await terms.getByRole('radio', { name: /Card only/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await terms.getByRole('radio', { name: /On account/ }).isChecked()).toBe(true);
    const days = terms.getByRole('spinbutton', { name: 'Net days' });
    expect(await days.inputValue()).toBe('30');
    await days.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('6');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5,000');
    await page.keyboard.press('Enter');
    await terms.getByText('Net days are at least 7').waitFor();
    expect(await days.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await days.fill('30');
    await days.press('Enter');
    await page.getByText(`${name}: On account: Net 30 · credit limit $5,000.00 · used $0.00 · available $5,000.00`).waitFor();
    await terms.getByText('On account, Net 30').waitFor();
    await main.getByRole('region', { name: 'Audit trail', exact: true }).getByText('Company payment terms changed').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    const member = await shop.newPage(buyer);
    await member.setViewportSize(viewport);
    await member.goto('/dashboard/company');
    const area = await onPage(member, 'My Company');
    await area.getByRole('region', { name: 'Payment terms' }).getByText('On account: Net 30 · credit limit $5,000.00 · used $0.00 · available $5,000.00').waitFor();
    expect(await layoutProblems(member)).toEqual([]);
    await expectNoSeriousA11yViolations(member);
  });

  it("changes a member's role and removes a member, after confirming; the last company admin stays", async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const [company] = await shop.db.insertInto('companies').values({ name: `Birch Parks ${viewport.width}` }).returning('id').execute();
    const boss = await createUser(shop.db, { name: `Bea Boss ${viewport.width}` });
    const buyer = await createUser(shop.db, { name: `Bo Buyer ${viewport.width}` });
    await insertMember(shop.db, { companyId: company!.id, userId: boss.id, role: 'admin', locationIds: [] });
    await insertMember(shop.db, { companyId: company!.id, userId: buyer.id, role: 'buyer', locationIds: [] });
    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/companies/${company!.id}`);
    const main = await onPage(page, `Birch Parks ${viewport.width}`);
    await expectNoSeriousA11yViolations(page);

    // Demoting the only company admin is refused, in the dialog.
    await main.getByRole('button', { name: `Change role of ${boss.name}` }).click();
    let dialog = page.getByRole('dialog', { name: `Change ${boss.name}'s role` });
    await dialog.getByLabel('Company role').selectOption('buyer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('A company needs at least one company admin: make another member an admin first').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await main.getByRole('button', { name: `Change role of ${buyer.name}` }).click();
    dialog = page.getByRole('dialog', { name: `Change ${buyer.name}'s role` });
    await dialog.getByLabel('Company role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await main.getByRole('button', { name: `Remove ${boss.name}` }).click();
    dialog = page.getByRole('dialog', { name: `Remove ${boss.name}?` });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, remove them' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main.getByRole('button', { name: `Remove ${boss.name}` }).waitFor({ state: 'detached' });
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('records a payment against chosen invoices (a refusal on its invoice), then one oldest first whose remainder is kept as credit', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const name = `Rowan Nurseries ${viewport.width}`;
    const { company, anyBuyer } = await createCompanyFixture(shop.db, name);
    await setAccountTerms(shop.db, company.id, { netDays: 30, creditLimitCents: 1_000_000 });
    const product = await createProduct(shop.db, { name: `Rowan spade ${viewport.width}`, price: 1 });
    const first = await createAccountOrder(shop.db, anyBuyer, company.id, product, { totalCents: 30_000, issuedAt: new Date(Date.UTC(2026, 9, 1)) });
    const second = await createAccountOrder(shop.db, anyBuyer, company.id, product, { totalCents: 50_000, issuedAt: new Date(Date.UTC(2026, 9, 2)) });
    const page = await shop.newPage(admin);
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/companies/${company.id}`);
    const main = await onPage(page, name);
    const payments = main.getByRole('region', { name: 'Payments received' });
    await payments.getByText('No payments recorded yet.').waitFor();

    await payments.getByRole('button', { name: 'Record payment' }).click();
    let dialog = page.getByRole('dialog', { name: `Record a payment from ${name}` });
    await dialog.getByLabel('Amount in dollars').fill('450');
    await dialog.getByLabel('Method').selectOption({ label: 'Cheque' });
    await dialog.getByLabel('Reference').fill('Cheque 100234');
    await dialog.getByRole('radio', { name: 'Choose invoices' }).check();
    const secondField = dialog.getByLabel(`${invoiceNumberText(second.invoiceNumber)}, due ${second.dueOn}`);
    await dialog.getByText('Owes $500.00 of $500.00').waitFor();
    await secondField.fill('500.01');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    // The server's refusal (more than the invoice owes) lands on that invoice's field.
    await dialog.getByText(`At most $500.00 is due on ${invoiceNumberText(second.invoiceNumber)}`).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
    await secondField.fill('400');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText(`Payment from ${name} recorded: $400.00 allocated to invoices; $50.00 kept as credit for its next invoice.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const table = payments.getByRole('table', { name: `Payments received from ${name}` });
    await table.getByRole('row').filter({ hasText: 'Cheque 100234' }).getByText('$450.00').waitFor();

    // Oldest first: the first invoice takes $300, the second the $100 it still owes.
    await payments.getByRole('button', { name: 'Record payment' }).click();
    dialog = page.getByRole('dialog', { name: `Record a payment from ${name}` });
    await dialog.getByLabel('Amount in dollars').fill('400');
    await dialog.getByLabel('Reference').fill('BACS 77');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText(`Payment from ${name} recorded: $400.00 allocated to invoices.`).waitFor();
    await table.getByRole('row').filter({ hasText: 'BACS 77' }).getByText('Bank transfer').waitFor();
    const paid = await shop.db.selectFrom('orders').select('isPaid').where('id', 'in', [first.id, second.id]).execute();
    expect(paid.map((order) => order.isPaid)).toEqual([true, true]);
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
