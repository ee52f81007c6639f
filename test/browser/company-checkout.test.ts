import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createCompanyFixture } from '../helpers/company-orders';
import { createProduct } from '../helpers/factories';
import { documentWidth } from '../helpers/page-review';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

describe.each(WIDTHS)("a company buyer checks out for a location, and the company's admin sees the order, on $name", ({ viewport }) => {
  it('chooses the location at checkout, sees it on the order page, and the company admin opens the same order', async () => {
    const acme = await createCompanyFixture(shop.db, `Acme ${viewport.width}`, 'GB123456789');
    const spade = await createProduct(shop.db, { name: `Border spade ${viewport.width}`, price: 12.5, quantity: 100, minimumOrder: 1 });
    await callerFor(shop.db, acme.anyBuyer).cart.setLine({ productId: spade.id, quantity: 4 });

    const page = await shop.newPage(acme.anyBuyer);
    await page.setViewportSize(viewport);
    await page.goto('/checkout');
    const checkout = await onPage(page, 'Checkout');
    const details = checkout.getByRole('form', { name: 'Delivery and references' });
    await details.getByText(`Ordering for ${acme.company.name}`).waitFor();
    // The company's locations in place of the address book.
    expect(await details.getByRole('group', { name: 'Deliver to' }).count()).toBe(0);
    await details.getByLabel('Location').selectOption({ label: acme.yard.name });
    await details.getByText('1 Depot Road', { exact: false }).waitFor();
    expect(await details.textContent()).toContain(acme.yard.phone);
    await details.getByLabel('PO number (optional)').fill('PO-ACME-7');
    await expectNoSeriousA11yViolations(page);
    expect(await documentWidth(page), `Checkout scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    await details.getByRole('button', { name: 'Place order and pay' }).click();

    await onPage(page, `Hello, ${acme.anyBuyer.name}`);
    const order = await shop.db.selectFrom('orders').select(['id', 'number', 'locationId']).where('userId', '=', acme.anyBuyer.id).executeTakeFirstOrThrow();
    expect(order.locationId).toBe(acme.yard.id);

    await page.goto(`/dashboard/orders/${order.id}`);
    const own = await onPage(page, `Order ${order.number}`);
    await own.getByText(acme.yard.name, { exact: true }).waitFor();
    expect(await own.textContent()).toContain(acme.company.name);
    await expectNoSeriousA11yViolations(page);
    expect(await documentWidth(page), `The order page scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);

    // The company admin opens the buyer's order (the Company area's order list is another helper's: the order page holds the same facts).
    const admin = await shop.newPage(acme.admin);
    await admin.setViewportSize(viewport);
    await admin.goto(`/dashboard/orders/${order.id}`);
    const theirs = await onPage(admin, `Order ${order.number}`);
    await theirs.getByText(acme.anyBuyer.name, { exact: true }).waitFor();
    await theirs.getByText(acme.yard.name, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(admin);
    expect(await documentWidth(admin), `The company admin's order page scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);

    // A buyer of the same company does not see it.
    const other = await shop.newPage(acme.depotBuyer);
    await other.goto(`/dashboard/orders/${order.id}`);
    const refused = await onPage(other, 'Order not found');
    expect(await refused.textContent()).not.toContain(acme.yard.name);
  });
});
