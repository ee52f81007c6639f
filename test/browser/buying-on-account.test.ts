import { describe, expect, it } from 'vitest';
import { invoiceNumberText } from '../../src/shared/rules/document-numbers';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createCompanyFixture } from '../helpers/company-orders';
import { createProduct, createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

// Issue 40's journey: terms set by the shop, an order on account, a bank transfer recorded, the statement settled.
describe.each(WIDTHS)('a company buys on account, end to end, on $name', ({ viewport }) => {
  it('is put on Net 30 by the admin, its buyer checks out on account and sees the invoice due, the admin records the transfer, the statement shows it paid', async () => {
    const acme = await createCompanyFixture(shop.db, `Alder Grounds ${viewport.width}`);
    const spade = await createProduct(shop.db, { name: `Alder spade ${viewport.width}`, price: 12.5, quantity: 100, minimumOrder: 1 });
    const admin = await createUser(shop.db, { role: 'admin', name: `Alder Admin ${viewport.width}` });

    // The shop admin puts the company on account.
    const office = await shop.newPage(admin);
    await office.setViewportSize(viewport);
    await office.goto(`/dashboard/companies/${acme.company.id}`);
    let company = await onPage(office, acme.company.name);
    const terms = company.getByRole('region', { name: 'Payment terms' });
    await terms.getByRole('radio', { name: /On account/ }).check();
    await terms.getByRole('spinbutton', { name: 'Net days' }).fill('30');
    await terms.getByLabel(/Credit limit/).fill('5000');
    await terms.getByRole('spinbutton', { name: 'Net days' }).press('Enter');
    await office.getByText(`${acme.company.name}: On account: Net 30 · credit limit $5,000.00 · used $0.00 · available $5,000.00`).waitFor();

    // Its buyer checks out on account: no payment step, the order page names the invoice and its due date.
    await callerFor(shop.db, acme.anyBuyer).cart.setLine({ productId: spade.id, quantity: 4 });
    const buyer = await shop.newPage(acme.anyBuyer);
    await buyer.setViewportSize(viewport);
    await buyer.goto('/checkout');
    const checkout = await onPage(buyer, 'Checkout');
    const details = checkout.getByRole('form', { name: 'Delivery and references' });
    await details.getByLabel('Location').selectOption({ label: acme.yard.name });
    await details.getByRole('radio', { name: /Pay on account/ }).check();
    await details.getByText('(available credit $5,000.00, Net 30 days)').waitFor();
    await expectNoSeriousA11yViolations(buyer);
    expect(await layoutProblems(buyer)).toEqual([]);
    await details.getByRole('button', { name: 'Place order on account' }).click();
    await buyer.waitForURL('**/dashboard/orders/*');

    const order = await shop.db
      .selectFrom('orders')
      .innerJoin('invoices', 'invoices.orderId', 'orders.id')
      .select(['orders.id', 'orders.number', 'invoices.number as invoice', 'invoices.dueOn'])
      .where('orders.userId', '=', acme.anyBuyer.id)
      .executeTakeFirstOrThrow();
    expect(buyer.url()).toContain(`/dashboard/orders/${order.id}`);
    const placed = await onPage(buyer, `Order ${order.number}`);
    await placed.getByText(/On account$/).first().waitFor();
    await placed.getByText(invoiceNumberText(order.invoice)).first().waitFor();
    await placed.locator(`time[datetime="${order.dueOn}"]`).first().waitFor();
    await expectNoSeriousA11yViolations(buyer);
    expect(await layoutProblems(buyer)).toEqual([]);

    // The admin records the bank transfer, oldest invoices first.
    await office.reload();
    company = await onPage(office, acme.company.name);
    await company.getByRole('region', { name: 'Payments received' }).getByRole('button', { name: 'Record payment' }).click();
    const dialog = office.getByRole('dialog', { name: `Record a payment from ${acme.company.name}` });
    await dialog.getByLabel('Amount in dollars').fill('50');
    await dialog.getByLabel('Method').selectOption({ label: 'Bank transfer' });
    await dialog.getByLabel('Reference').fill('BACS 2026-11');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await office.getByText(`Payment from ${acme.company.name} recorded: $50.00 allocated to invoices.`).waitFor();

    // The buyer's statement shows the invoice paid, and the credit free again.
    await buyer.goto('/dashboard/company/statement');
    const statement = await onPage(buyer, 'Statement');
    const row = statement.getByRole('row').filter({ hasText: invoiceNumberText(order.invoice) });
    await row.getByText('Paid', { exact: true }).waitFor();
    await statement.getByText('$5,000.00').first().waitFor();
    await expectNoSeriousA11yViolations(buyer);
    expect(await layoutProblems(buyer)).toEqual([]);
  });
});
