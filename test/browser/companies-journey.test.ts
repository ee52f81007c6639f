import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContextUser } from '../../src/server/services';
import { insertMember } from '../../src/server/features/3-accounts/companies/members-repository';
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
    // The company admin has no account yet: the invitation's link lets her sign up. The buyer has one.
    const adminEmail = `ada-${tag}@acme-landscaping.test`;
    const buyer: ContextUser = await createUser(shop.db, { name: 'Ben Digby', email: `ben-${tag}@acme-landscaping.test` });
    const spade = await createProduct(shop.db, { name: `Border spade ${tag}`, price: 12.5, quantity: 100, minimumOrder: 1 });
    const companyName = `Acme Landscaping ${tag}`;

    // 1. The shop admin creates the company and invites its admin by e-mail.
    const staff = await shop.newPage(shopAdmin);
    await staff.setViewportSize(viewport);
    await staff.goto('/dashboard/companies');
    const companies = await onPage(staff, 'Companies');
    // (The other width's run shares this file's database: its company may be listed already.)
    await companies.getByRole('table', { name: 'Companies' }).waitFor();
    await staff.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    await expectUsable(staff, 'shop-companies');
    await companies.getByRole('button', { name: 'Create company' }).click();
    const create = staff.getByRole('dialog', { name: 'Create a company' });
    await create.getByLabel('Company name').fill(companyName);
    await create.getByLabel('Tax or VAT id (optional)').fill('GB123456789');
    await expectNoSeriousA11yViolations(staff);
    await create.getByRole('button', { name: 'Create company' }).click();
    const companyPage = await onPage(staff, companyName);
    await companyPage.getByText('No members yet: invite the company’s first admin.').waitFor();
    await expectUsable(staff, 'shop-company');
    await companyPage.getByRole('button', { name: 'Invite a member' }).click();
    const inviteAdmin = staff.getByRole('dialog', { name: 'Invite a member' });
    await inviteAdmin.getByLabel('E-mail').fill(adminEmail);
    await inviteAdmin.getByLabel('Role').selectOption('admin');
    await expectNoSeriousA11yViolations(staff);
    await inviteAdmin.getByRole('button', { name: 'Send invitation' }).click();
    await staff.getByText(`Invitation sent to ${adminEmail}`).waitFor();
    const company = await shop.db.selectFrom('companies').select('id').where('name', '=', companyName).executeTakeFirstOrThrow();

    // 2. The company admin opens the mailed link, signs up with the invited address and accepts.
    const admin = await (await shop.newContext()).newPage();
    await admin.setViewportSize(viewport);
    await admin.goto(await mailedInvitationLink(adminEmail));
    const invitation = await onPage(admin, 'Company invitation');
    await invitation.getByText(`The invitation is for ${adminEmail}.`).waitFor();
    await expectUsable(admin, 'invitation-signed-out');
    await invitation.getByRole('link', { name: `Sign up with ${adminEmail}` }).click();
    const signUp = await onPage(admin, 'Sign Up');
    expect(await signUp.getByLabel('Email').inputValue()).toBe(adminEmail);
    await signUp.getByLabel('Name').fill('Ada Groundsworth');
    await signUp.getByLabel('Password').fill('a-long-company-password');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    const back = await onPage(admin, 'Company invitation');
    await back.getByRole('button', { name: `Accept and join ${companyName}` }).click();

    // 3. In the Company area she adds a location and invites a buyer for it.
    const area = await onPage(admin, 'My Company');
    await area.getByRole('heading', { level: 2, name: companyName }).waitFor();
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Company', exact: true }).waitFor();
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

    await area.getByRole('button', { name: 'Invite a member' }).click();
    const inviteBuyer = admin.getByRole('dialog', { name: 'Invite a member' });
    await inviteBuyer.getByLabel('E-mail').fill(buyer.email);
    await inviteBuyer.getByRole('checkbox', { name: 'Leeds depot' }).check();
    await expectNoSeriousA11yViolations(admin);
    await inviteBuyer.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation sent to ${buyer.email}`).waitFor();

    // 4. The buyer, signed in, accepts through the mailed link and orders for the location.
    const buying = await shop.newPage(buyer);
    await buying.setViewportSize(viewport);
    await buying.goto(await mailedInvitationLink(buyer.email));
    const buyerInvitation = await onPage(buying, 'Company invitation');
    await buyerInvitation.getByRole('button', { name: `Accept and join ${companyName}` }).click();
    const buyerArea = await onPage(buying, 'My Company');
    await buyerArea.getByRole('heading', { level: 2, name: 'Locations you order for' }).waitFor();
    await buyerArea.getByRole('listitem', { name: 'Leeds depot' }).waitFor();
    expect(await buyerArea.getByRole('table', { name: 'Members' }).count()).toBe(0);
    await expectUsable(buying, 'company-buyer');

    // Checkout asks for the location (the only one, preselected) and ships to its address.
    await buying.goto('/quick-order');
    const quickOrder = await onPage(buying, 'Quick order');
    await quickOrder.locator('form').getByLabel('Lines').fill(`${spade.sku} 4`);
    await quickOrder.locator('form').getByRole('button', { name: 'Add to cart' }).click();
    await quickOrder.getByRole('region', { name: 'Results' }).getByRole('link', { name: 'View cart' }).click();
    await (await onPage(buying, 'Your cart')).getByRole('link', { name: 'Checkout' }).click();
    const checkout = await onPage(buying, 'Checkout');
    const details = checkout.getByRole('form', { name: 'Delivery and references' });
    await details.getByText(`Ordering for ${companyName}`).waitFor();
    const chosen = details.getByLabel('Location');
    expect(await chosen.locator('option:checked').textContent()).toBe('Leeds depot');
    await details.getByText('Goods in').waitFor();
    await details.getByLabel('PO number (optional)').fill(`PO-${tag}`);
    await expectUsable(buying, 'company-checkout');
    await details.getByRole('button', { name: 'Place order and pay' }).click();
    await onPage(buying, 'Hello, Ben Digby');
    const order = await shop.db.selectFrom('orders').select(['number', 'locationId', 'companyId', 'locationName', 'locationAddress']).where('userId', '=', buyer.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ locationId: location.id, companyId: company.id, locationName: 'Leeds depot', locationAddress: 'Goods in\n1 Yard Lane\nLeeds LS1 4AP' });
    await openDashboardPage(buying, 'My Company');
    const mine = (await onPage(buying, 'My Company')).getByRole('table', { name: 'My company orders' });
    await mine.getByRole('row', { name: new RegExp(order.number) }).waitFor();

    // 5. The company admin sees the buyer among the members, and the order in the company's orders with the buyer and the location.
    await admin.reload();
    const again = await onPage(admin, 'My Company');
    const members = again.getByRole('table', { name: 'Members' });
    const ben = members.getByRole('row', { name: /Ben Digby/ });
    await ben.waitFor();
    expect(await ben.getByRole('cell', { name: 'Leeds depot' }).count()).toBe(1);
    const orders = again.getByRole('table', { name: "The company's orders" });
    const row = orders.getByRole('row', { name: new RegExp(order.number) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([expect.any(String), 'Ben Digby', 'Leeds depot', '$50.00', 'pending', `Buy again: order ${order.number}`]);
    await expectUsable(admin, 'company-admin-orders');
    await row.getByRole('link', { name: order.number }).click();
    const orderPage = await onPage(admin, new RegExp(order.number));
    // The company admin reads the buyer's order: the company, who ordered and the location.
    const facts = Object.fromEntries(
      await orderPage.getByRole('term').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ''])),
    ) as Record<string, string>;
    expect(facts).toMatchObject({ Company: companyName, 'Ordered by': 'Ben Digby', Location: 'Leeds depot' });
    await expectUsable(admin, 'company-admin-order');
  });
});

describe('My Company of long names', () => {
  it('fits 1366 and 390 px with its locations, members and orders, and the dialogs too', async () => {
    const shopAdmin = await createUser(shop.db, { name: 'Sam Shopkeeper', role: 'admin', verified: true });
    const companyAdmin = await createUser(shop.db, { name: 'Maximiliana Featherstonehaugh-Oyelaran', email: 'maximiliana.featherstonehaugh-oyelaran@landscaping-cooperative.example.com' });
    const buyer = await createUser(shop.db, { name: 'Oluwaseun Featherstonehaugh-Montgomery', email: 'oluwaseun.featherstonehaugh-montgomery@landscaping-cooperative.example.com' });
    const company = await callerFor(shop.db, shopAdmin).companies.create({ name: 'Featherstonehaugh-Oyelaran Landscaping Cooperative of the Northern Valleys', taxId: 'GB-123456789-0123456789' });
    await insertMember(shop.db, { companyId: company.id, userId: companyAdmin.id, role: 'admin', locationIds: [] });
    const depot = await callerFor(shop.db, companyAdmin).myCompany.addLocation({
      name: 'Northern Valleys depot, goods-in gate B',
      address: '1200 Longfellow Industrial Estate Approach Road\nHuddersfield-upon-Calder HD1 1AA',
      phone: '+44 1484 555 0100',
      billingAddress: 'Accounts Payable, Featherstonehaugh-Oyelaran Landscaping Cooperative\nPO Box 123456, Huddersfield',
    });
    await insertMember(shop.db, { companyId: company.id, userId: buyer.id, role: 'buyer', locationIds: [depot.id] });
    const product = await createProduct(shop.db, { name: 'Professional long-handled stainless steel border spade', price: 1234.5, quantity: 100, minimumOrder: 1 });
    await callerFor(shop.db, buyer).cart.setLine({ productId: product.id, quantity: 80 });
    await callerFor(shop.db, buyer).cart.checkout({ locationId: depot.id });

    const page = await shop.newPage(companyAdmin);
    for (const { viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/company');
      const area = await onPage(page, 'My Company');
      await area.getByRole('table', { name: "The company's orders" }).getByRole('row', { name: /Oluwaseun/ }).waitFor();
      await expectUsable(page, 'company-long-names');
      await area.getByRole('button', { name: /^Change Oluwaseun/ }).click();
      const change = page.getByRole('dialog', { name: /^Change Oluwaseun/ });
      await change.getByRole('checkbox', { name: 'Northern Valleys depot, goods-in gate B' }).waitFor();
      await expectUsable(page, 'company-change-member');
      await page.keyboard.press('Escape');
      await change.waitFor({ state: 'detached' });
    }
  });
});
