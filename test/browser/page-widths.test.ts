import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { ContextUser } from '../../src/server/services';
import { insertMember } from '../../src/server/features/3-accounts/companies/members-repository';
import { seedDemoData } from '../../src/server/features/8-demo/demo/seed-demo-data';
import { pages, type Page as ShopPage } from '../../src/shared/pages';
import { useBrowserApp } from '../helpers/browser';
import { checkedOutOrder, payThroughApi } from '../helpers/browser-orders';
import { createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { screenshot } from '../helpers/page-review';
import { pageSettled, resizeTo, trackRequests } from '../helpers/page-settled';
import { callerFor } from '../helpers/test-app';

// Issue 34, items 6 and 17: every page, as each role sees it, fits the screen at 1366 and 390 px.
const shop = useBrowserApp();

const VIEWPORTS = [
  { name: '1366 x 768', viewport: { width: 1366, height: 768 } },
  { name: '390 x 844', viewport: { width: 390, height: 844 } },
];

let admin: ContextUser;
let customer: ContextUser;
/** What the pages with a `$param` in their path are opened with, per role. */
const params: Record<'visitor' | 'customer' | 'admin', Record<string, string[]>> = { visitor: {}, customer: {}, admin: {} };

beforeAll(async () => {
  if (!shop.baseUrl) return; // no Chromium here: the tests skip themselves
  await seedDemoData(shop.db);
  admin = await createUser(shop.db, { name: 'Bartholomew Okonkwo-Lindqvist', email: 'bartholomew.okonkwo-lindqvist@toolyard-operations.example.com', role: 'admin', verified: true });
  customer = await createUser(shop.db, {
    name: 'Maximiliana Featherstonehaugh-Oyelaran',
    email: 'maximiliana.featherstonehaugh-oyelaran@landscaping-cooperative.example.com',
    verified: true,
  });
  // A paid order of four long-named lines, partly refunded; one shipped; one not paid yet.
  const paid = await checkedOutOrder(shop.db, customer, 'A');
  await payThroughApi(shop.db, shop.baseUrl, customer, paid.orderId);
  await callerFor(shop.db, admin).orderRefunds.create({ id: paid.orderId, amountCents: 11900, reason: 'The wheelbarrow arrived with a bent axle', restock: [] });
  const shipped = await checkedOutOrder(shop.db, customer, 'B');
  await payThroughApi(shop.db, shop.baseUrl, customer, shipped.orderId);
  await callerFor(shop.db, admin).adminOrders.ship({ orderId: shipped.orderId, carrier: 'DHL Express', trackingNumber: 'JD014600006281230704' });
  const unpaid = await checkedOutOrder(shop.db, customer, 'C');
  const adminsOwn = await checkedOutOrder(shop.db, admin, 'D');
  const product = paid.products[0]!.id;

  const { slug } = await shop.db.selectFrom('products').select('slug').where('id', '=', product).executeTakeFirstOrThrow();

  params.visitor = { '/products/$slug': [slug] };
  // A requisition list of long names, with the paid order's lines.
  const list = await callerFor(shop.db, customer).lists.create({ name: 'Featherstonehaugh-Oyelaran spring planting for the Northern Valleys beds', shared: true, fromCart: false });
  for (const line of paid.products) await callerFor(shop.db, customer).lists.addLine({ id: list.id, productId: line.id, quantity: 3 });
  params.customer = {
    '/products/$slug': [slug],
    '/purchase/$id': [product],
    '/payment/$id': [unpaid.orderId, paid.orderId],
    '/dashboard/orders/$orderId': [paid.orderId, shipped.orderId, unpaid.orderId],
    '/dashboard/lists/$listId': [list.id],
  };
  // A company of long names: its location, its member and its audit trail.
  const company = await callerFor(shop.db, admin).companies.create({ name: 'Featherstonehaugh-Oyelaran Landscaping Cooperative of the Northern Valleys', taxId: 'GB-123456789-0123456789' });
  await callerFor(shop.db, admin).companies.addLocation({ id: company.id, name: 'Northern Valleys depot, goods-in gate B', address: '1200 Longfellow Industrial Estate Approach Road\nHuddersfield-upon-Calder HD1 1AA', phone: '+44 1484 555 0100' });
  const member = await createUser(shop.db, { name: 'Oluwaseun Featherstonehaugh-Montgomery', email: 'oluwaseun.featherstonehaugh-montgomery@landscaping-cooperative.example.com' });
  await insertMember(shop.db, { companyId: company.id, userId: member.id, role: 'admin', locationIds: [] });
  // Shipping & tax with long words: a zone of many countries and banded methods, and regional rates.
  await callerFor(shop.db, admin).shippingZones.create({
    name: 'Continental Europe and the Nordic countries, pallets and parcels',
    countries: ['DE', 'FR', 'NL', 'BE', 'LU', 'AT', 'DK', 'SE', 'NO', 'FI', 'IS'],
    methods: [
      { name: 'Standard parcel service with signature', kind: 'by_weight', bands: [{ from: 0, price: 14.95 }, { from: 30, price: 39.95 }, { from: 250.5, price: 149 }], freeOver: 2500, estimate: '3-5 working days after dispatch' },
      { name: 'Express', kind: 'flat', price: 49.95, estimate: 'Next working day' },
    ],
  });
  await callerFor(shop.db, admin).taxRates.create({ country: 'GB', region: 'BT', taxClass: 'reduced', ratePercent: 5.25 });
  // A price list of long words with a window, given to the long-named company (it shows on both pages).
  const priceList = await callerFor(shop.db, admin).priceLists.create({
    name: 'Featherstonehaugh-Oyelaran Northern Valleys framework agreement, spring and summer',
    priority: 750,
    startsAt: '2026-03-01T00:00:00Z',
    endsAt: '2099-09-30T23:59:00Z',
    catalogueDiscountPercent: 12.75,
  });
  await callerFor(shop.db, admin).priceLists.setCompanyLists({ id: company.id, priceListIds: [priceList.id] });
  params.admin = {
    '/products/$slug': [slug],
    '/purchase/$id': [product],
    '/payment/$id': [adminsOwn.orderId],
    '/dashboard/orders/$orderId': [paid.orderId],
    '/dashboard/customers/$customerId': [customer.id],
    '/dashboard/companies/$companyId': [company.id],
    '/dashboard/price-lists/$id': [priceList.id],
  };
});

/** The addresses `role` may open: each page of its audience, a `$param` filled in with the role's own data. */
function addressesFor(role: 'visitor' | 'customer' | 'admin'): string[] {
  const audiences: Record<typeof role, ShopPage['audience'][]> = { visitor: ['everyone'], customer: ['everyone', 'signed-in'], admin: ['everyone', 'signed-in', 'admin'] };
  return pages
    .filter((page) => audiences[role].includes(page.audience))
    .flatMap((page) => {
      if (!page.path.includes('$')) return [page.path];
      const values = params[role][page.path] ?? [];
      return values.map((value) => page.path.replace(/\$\w+/, value));
    });
}

/** Opens `address` and waits for what a person waits for: the page's heading and its data (nothing loading). */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await pageSettled(page);
}

// Each page is loaded once per role, at the phone's width, then checked at both widths, going to
// the desktop's by resizing the window: the layout follows the width (media queries, and
// use-media-query.ts for what a phone shows otherwise), not the width the page was loaded at.
// Loading each page once instead of once per width halves the journey.
it.each(['visitor', 'customer', 'admin'] as const)('every page as a %s, at 1366 and 390 px: no sideways scroll, no table, card or cell clipped', async (role) => {
  const user = role === 'visitor' ? undefined : role === 'admin' ? admin : customer;
  const page = await shop.newPage(user);
  trackRequests(page);
  const phone = VIEWPORTS.find(({ viewport }) => viewport.width === 390)!;
  const found = new Map(VIEWPORTS.map(({ name }) => [name, [] as string[]]));
  for (const address of addressesFor(role)) {
    await page.setViewportSize(phone.viewport);
    await open(page, address);
    for (const { name, viewport } of [phone, ...VIEWPORTS.filter((other) => other !== phone)]) {
      if (viewport !== phone.viewport) {
        await resizeTo(page, viewport);
        await pageSettled(page); // and anything the new width loads
      }
      for (const problem of await layoutProblems(page)) found.get(name)!.push(`${address}: ${problem}`);
      await screenshot(page, `${role}${address.replace(/\//g, '_')}`, String(viewport.width));
    }
  }
  for (const [name, problems] of found) expect.soft(problems, `at ${name} as a ${role}`).toEqual([]);
}, 300_000);
