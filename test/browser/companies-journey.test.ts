import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContextUser } from '../../src/server/services';
import { insertCompany } from '../../src/server/features/3-accounts/companies/companies-repository';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { screenshot } from '../helpers/page-review';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

// Issue 37: a company that buys together, from its creation by a shop admin to an order its
// company admin sees, through invitations each person accepts from the mailed link.
const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

/** The link of the invitation mailed to `email` (through the outbox, as every mail goes). */
async function mailedInvitationLink(email: string): Promise<string> {
  const mail = await shop.db
    .selectFrom('mailOutbox')
    .select('textBody')
    .where('recipient', '=', email)
    .where('kind', '=', 'company-invitation')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const link = /http\S+\/company-invitation\?token=[A-Za-z0-9_-]{43}/.exec(mail.textBody)?.[0];
  expect(link, mail.textBody).toBeDefined();
  return link!;
}

/** A screen a person works on: axe finds nothing serious, it fits the window (no sideways scroll, nothing clipped); a screenshot for review. */
async function expectUsable(page: Page, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  expect(await layoutProblems(page)).toEqual([]);
  await screenshot(page, name, String(page.viewportSize()?.width));
}

/** Opens a page of the customer's dashboard menu. */
async function openDashboardPage(page: Page, label: string): Promise<void> {
  await page.goto('/dashboard');
  await onPage(page, 'My Profile');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
}

describe.each(WIDTHS)('a company that buys together, on $name', ({ viewport }) => {
  it('is created by a shop admin, joined by its admin and a buyer through mailed links, and its admin sees the order the buyer placed for a location', async () => {
    const tag = viewport.width;
    const shopAdmin = await createUser(shop.db, { name: 'Sam Shopkeeper', role: 'admin', verified: true });
    const companyAdmin: ContextUser = await createUser(shop.db, { name: 'Ada Groundsworth', email: `ada-${tag}@acme-landscaping.test` });
    const buyer: ContextUser = await createUser(shop.db, { name: 'Ben Digby', email: `ben-${tag}@acme-landscaping.test` });
    const spade = await createProduct(shop.db, { name: `Border spade ${tag}`, price: 12.5, quantity: 100, minimumOrder: 1 });
    const companyName = `Acme Landscaping ${tag}`;

    // 1. The shop admin creates the company and invites its admin by e-mail.
    const company = await insertCompany(shop.db, { name: companyName, taxId: 'GB123456789' });
    await callerFor(shop.db, shopAdmin).companyInvitations.sendForCompany({ id: company.id, email: companyAdmin.email, role: 'admin' });

    // 2. The company admin accepts through the mailed link.
    const adminLink = await mailedInvitationLink(companyAdmin.email);
    const token = new URL(adminLink).searchParams.get('token')!;
    await callerFor(shop.db, companyAdmin).companyInvitations.accept({ token });

    // 3. The company admin opens the Company area, adds a location and invites a buyer for it.
    const admin = await shop.newPage(companyAdmin);
    await admin.setViewportSize(viewport);
    await openDashboardPage(admin, 'Company');
    const area = await onPage(admin, 'Company');
    await area.getByRole('heading', { level: 2, name: companyName }).waitFor();
    await area.getByText('No locations yet. Add the sites your company orders for.').waitFor();
    await expectUsable(admin, 'company-admin-empty');

    await area.getByRole('button', { name: 'Add a location' }).click();
    const addLocation = admin.getByRole('dialog', { name: 'Add a location' });
    await addLocation.getByLabel('Location name').fill('Leeds depot');
    await addLocation.getByLabel('Delivery address').fill('Goods in\n1 Yard Lane\nLeeds LS1 4AP');
    await addLocation.getByLabel('Phone').fill('0113 555 0100');
    await expectNoSeriousA11yViolations(admin);
    await addLocation.getByRole('button', { name: 'Add location' }).click();
    const depot = area.getByRole('list', { name: 'Locations' }).getByRole('listitem', { name: 'Leeds depot' });
    await depot.waitFor();
    expect(await depot.textContent()).toContain('United Kingdom');
    const location = await shop.db.selectFrom('companyLocations').select(['id', 'address', 'country']).where('companyId', '=', company.id).executeTakeFirstOrThrow();
    expect(location).toMatchObject({ address: 'Goods in\n1 Yard Lane\nLeeds LS1 4AP', country: 'GB' });

    await callerFor(shop.db, companyAdmin).companyInvitations.sendForMyCompany({ email: buyer.email, role: 'buyer', locationIds: [location.id] });

    // 4. The buyer accepts through the mailed link and checks out for the location.
    const buyerLink = await mailedInvitationLink(buyer.email);
    await callerFor(shop.db, buyer).companyInvitations.accept({ token: new URL(buyerLink).searchParams.get('token')! });
    const buying = await shop.newPage(buyer);
    await buying.setViewportSize(viewport);
    await openDashboardPage(buying, 'Company');
    const buyerArea = await onPage(buying, 'Company');
    await buyerArea.getByRole('heading', { level: 2, name: 'Locations you order for' }).waitFor();
    await buyerArea.getByRole('listitem', { name: 'Leeds depot' }).waitFor();
    expect(await buyerArea.getByRole('table', { name: 'Members' }).count()).toBe(0);
    await expectUsable(buying, 'company-buyer');

    const buyerCart = callerFor(shop.db, buyer);
    await buyerCart.cart.setLine({ productId: spade.id, quantity: 4 });
    const { orderId } = await buyerCart.cart.checkout({ locationId: location.id, poNumber: `PO-${tag}` });
    const order = await shop.db.selectFrom('orders').select(['number']).where('id', '=', orderId).executeTakeFirstOrThrow();
    await buying.reload();
    const mine = (await onPage(buying, 'Company')).getByRole('table', { name: 'My company orders' });
    await mine.getByRole('row', { name: new RegExp(order.number) }).waitFor();

    // 5. The company admin sees the buyer among the members, and the order in the company's orders with the buyer and the location.
    await admin.reload();
    const again = await onPage(admin, 'Company');
    const members = again.getByRole('table', { name: 'Members' });
    const ben = members.getByRole('row', { name: /Ben Digby/ });
    await ben.waitFor();
    expect(await ben.getByRole('cell', { name: 'Leeds depot' }).count()).toBe(1);
    const orders = again.getByRole('table', { name: "The company's orders" });
    const row = orders.getByRole('row', { name: new RegExp(order.number) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([expect.any(String), 'Ben Digby', 'Leeds depot', '$50.00', 'pending']);
    await expectUsable(admin, 'company-admin-orders');
    await row.getByRole('link', { name: order.number }).click();
    await onPage(admin, new RegExp(order.number));
  });
});
