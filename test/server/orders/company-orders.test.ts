import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_A_COMPANY_MESSAGE } from '../../../src/shared/schemas/company';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createCompanyFixture, type CompanyFixture } from '../../helpers/company-orders';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { placeOrder } from './order-helpers';

const shop = useTestApp();

let acme: CompanyFixture;
let globex: CompanyFixture;
let shopAdmin: ContextUser;
let customer: ContextUser;
/** Orders by who placed them: Acme's two buyers and admin, Globex's buyer, and a customer in no company. */
const orders = {} as Record<'acmeDepot' | 'acmeAny' | 'acmeAdmin' | 'globexAny' | 'own', string>;

async function placeFor(member: ContextUser, locationId: string, productId: string): Promise<string> {
  const { insertedId } = await callerFor(shop.db, member).orders.create({ OrderInformation: { productID: productId, orderQuantity: 2, locationId } });
  return insertedId;
}

async function get(user: ContextUser, url: string) {
  return shop.app.inject({ method: 'GET', url, headers: await bearerHeaders(shop.db, user) });
}

const ids = (list: { _id: string }[]) => list.map((order) => order._id).sort();

beforeAll(async () => {
  acme = await createCompanyFixture(shop.db, 'Acme', 'GB123456789');
  globex = await createCompanyFixture(shop.db, 'Globex');
  shopAdmin = await createUser(shop.db, { role: 'admin' });
  customer = await createUser(shop.db, { verified: true });
  const product = await createProduct(shop.db, { price: 10, quantity: 1000, minimumOrder: 1 });
  orders.acmeDepot = await placeFor(acme.depotBuyer, acme.depot.id, product.id);
  orders.acmeAny = await placeFor(acme.anyBuyer, acme.yard.id, product.id);
  orders.acmeAdmin = await placeFor(acme.admin, acme.yard.id, product.id);
  orders.globexAny = await placeFor(globex.anyBuyer, globex.depot.id, product.id);
  orders.own = await placeOrder(shop.db, customer, product.id, 2);
});

describe("a company's orders (GET /api/my-company/orders)", () => {
  it("shows a company admin every order of the company, each with its buyer's name and location, newest first", async () => {
    const page = await callerFor(shop.db, acme.admin).orders.ofMyCompany({});
    expect(page.items.map((order) => order._id)).toEqual([orders.acmeAdmin, orders.acmeAny, orders.acmeDepot]);
    expect(page.nextCursor).toBeNull();
    const depot = page.items.find((order) => order._id === orders.acmeDepot)!;
    expect([depot.user, depot.company, depot.location]).toEqual([acme.depotBuyer.name, { id: acme.company.id, name: 'Acme' }, { id: acme.depot.id, name: acme.depot.name, address: acme.depot.address }]);

    const rest = await get(acme.admin, '/api/my-company/orders?limit=2');
    expect(rest.statusCode).toBe(200);
    const first = rest.json();
    expect(first.items.map((order: { _id: string }) => order._id)).toEqual([orders.acmeAdmin, orders.acmeAny]);
    const second = (await get(acme.admin, `/api/my-company/orders?limit=2&cursor=${first.nextCursor}`)).json();
    expect([second.items.map((order: { _id: string }) => order._id), second.nextCursor]).toEqual([[orders.acmeDepot], null]);
  });

  it("shows a buyer only their own orders for the company, and another company's members only theirs", async () => {
    expect(ids((await callerFor(shop.db, acme.depotBuyer).orders.ofMyCompany({})).items)).toEqual([orders.acmeDepot]);
    expect((await get(acme.anyBuyer, '/api/my-company/orders')).json().items.map((order: { _id: string }) => order._id)).toEqual([orders.acmeAny]);
    expect(ids((await callerFor(shop.db, globex.admin).orders.ofMyCompany({})).items)).toEqual([orders.globexAny]);
    expect((await get(globex.depotBuyer, '/api/my-company/orders')).json().items).toEqual([]);
  });

  it('answers 404 to an account in no company, a shop admin among them', async () => {
    for (const user of [customer, shopAdmin]) {
      await expect(callerFor(shop.db, user).orders.ofMyCompany({})).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_IN_A_COMPANY_MESSAGE });
      const rest = await get(user, '/api/my-company/orders');
      expect([rest.statusCode, rest.json().message]).toEqual([404, NOT_IN_A_COMPANY_MESSAGE]);
    }
  });
});

describe("reading one order of a company's (GET /api/orders/{id}, /api/order-details/{id})", () => {
  it('lets a company admin open any order of their company, with the company and the location', async () => {
    const read = await callerFor(shop.db, acme.admin).orders.withLines({ id: orders.acmeDepot });
    expect([read.order.user, read.order.company?.name, read.order.location?.name]).toEqual([acme.depotBuyer.name, 'Acme', acme.depot.name]);
    expect((await get(acme.admin, `/api/orders/${orders.acmeAny}`)).statusCode).toBe(200);
    expect((await get(acme.admin, `/api/order-details/${orders.acmeAny}`)).statusCode).toBe(200);
  });

  it("answers 404 to a buyer for another buyer's order, and to another company's members for any", async () => {
    const refusals = [
      [acme.depotBuyer, orders.acmeAny],
      [acme.anyBuyer, orders.acmeAdmin],
      [globex.admin, orders.acmeDepot],
      [globex.anyBuyer, orders.acmeDepot],
      [acme.admin, orders.globexAny],
      [acme.admin, orders.own],
    ] as const;
    for (const [user, orderId] of refusals) {
      await expect(callerFor(shop.db, user).orders.withLines({ id: orderId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect((await get(user, `/api/orders/${orderId}`)).statusCode).toBe(404);
      expect((await get(user, `/api/order-details/${orderId}`)).statusCode).toBe(404);
    }
  });

  it("stops a company admin removed a moment ago at their next request; their own orders stay theirs and the company's", async () => {
    const initech = await createCompanyFixture(shop.db, 'Initech');
    const product = await createProduct(shop.db, { price: 10, quantity: 100, minimumOrder: 1 });
    const buyerOrder = await placeFor(initech.anyBuyer, initech.depot.id, product.id);
    const adminOrder = await placeFor(initech.admin, initech.depot.id, product.id);
    expect((await get(initech.admin, `/api/orders/${buyerOrder}`)).statusCode).toBe(200);

    await shop.db.deleteFrom('companyMembers').where('userId', '=', initech.admin.id).execute();

    expect((await get(initech.admin, `/api/orders/${buyerOrder}`)).statusCode).toBe(404);
    expect((await get(initech.admin, '/api/my-company/orders')).statusCode).toBe(404);
    const own = (await get(initech.admin, `/api/orders/${adminOrder}`)).json();
    expect(own.order.company).toEqual({ id: initech.company.id, name: 'Initech' });
    expect(ids((await callerFor(shop.db, initech.anyBuyer).orders.ofMyCompany({})).items)).toEqual([buyerOrder]);
  });
});

describe('the company and the location on every order read', () => {
  it("carries them on the buyer's lists (GET /api/order/{email}, /api/my-orders) and null on a customer's own", async () => {
    const byEmail = (await get(acme.depotBuyer, `/api/order/${encodeURIComponent(acme.depotBuyer.email)}`)).json();
    expect(byEmail.map((order: { company: unknown; location: { id: string } }) => [order.company, order.location.id])).toEqual([[{ id: acme.company.id, name: 'Acme' }, acme.depot.id]]);
    const mine = (await get(acme.depotBuyer, '/api/my-orders')).json();
    expect(mine.orders[0].location).toEqual({ id: acme.depot.id, name: acme.depot.name, address: acme.depot.address });
    const own = (await get(customer, '/api/my-orders')).json();
    expect([own.orders[0].company, own.orders[0].location]).toEqual([null, null]);
  });

  it("lets the shop admin filter the order list by company, and shows the company on the admin's order", async () => {
    const page = (await get(shopAdmin, `/api/admin/orders?company=${acme.company.id}`)).json();
    expect(ids(page.orders)).toEqual([orders.acmeAdmin, orders.acmeAny, orders.acmeDepot].sort());
    expect(ids((await callerFor(shop.db, shopAdmin).adminOrders.page({ company: globex.company.id })).orders)).toEqual([orders.globexAny]);
    expect((await get(shopAdmin, '/api/admin/orders?company=not-an-id')).statusCode).toBe(400);
    const detail = (await get(shopAdmin, `/api/admin/orders/${orders.acmeDepot}`)).json();
    expect([detail.order.company, detail.order.location.name]).toEqual([{ id: acme.company.id, name: 'Acme' }, acme.depot.name]);
    // The plain list too.
    expect(ids((await get(shopAdmin, `/api/orders?company=${globex.company.id}`)).json())).toEqual([orders.globexAny]);
  });

  it('writes the company, location and its address at the end of the CSV export', async () => {
    const response = await get(shopAdmin, `/api/orders.csv?company=${globex.company.id}`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body.trim().split(/\r?\n(?=[0-9a-f]{8}-)/);
    expect(header!.split(',').slice(-3)).toEqual(['Company', 'Location', 'Location address']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,Globex,Globex depot,"${globex.depot.address}"`);
  });
});
