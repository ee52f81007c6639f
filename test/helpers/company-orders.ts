import type { RawBuilder } from 'kysely';
import type { DB } from '../../src/server/db/database';
import type { OrderStatus } from '../../src/shared/schemas/order';
import type { CompanyRole } from '../../src/shared/schemas/company';
import type { ContextUser } from '../../src/server/services';
import { insertCompany } from '../../src/server/features/3-accounts/companies/companies-repository';
import { insertMember } from '../../src/server/features/3-accounts/companies/members-repository';
import { createUser } from './factories';

/** A location of `companyId`, written as companies keeps it (the address as one text). */
export async function createLocation(db: DB, companyId: string, fields: { name: string; address?: string; phone?: string }) {
  return db
    .insertInto('companyLocations')
    .values({ companyId, name: fields.name, address: fields.address ?? `${fields.name} Yard\n1 Depot Road\nLeeds`, phone: fields.phone ?? '0113 555 0100' })
    .returning(['id', 'name', 'address', 'phone'])
    .executeTakeFirstOrThrow();
}

/** A new verified account made a member of `companyId` with `role` and the locations it buys for (none: all). */
export async function createMember(db: DB, companyId: string, role: CompanyRole, locationIds: string[] = [], name?: string): Promise<ContextUser> {
  const user = await createUser(db, { verified: true, name });
  await insertMember(db, { companyId, userId: user.id, role, locationIds });
  return user;
}

/**
 * A company as the tests want it: two locations (`depot`, `yard`), a company admin, a
 * buyer assigned to the depot only (`depotBuyer`), and a buyer with no location assigned, who
 * orders for all (`anyBuyer`).
 */
export async function createCompanyFixture(db: DB, name: string, taxId: string | null = null) {
  const company = await insertCompany(db, { name, taxId });
  const depot = await createLocation(db, company.id, { name: `${name} depot`, phone: '0113 555 0101' });
  const yard = await createLocation(db, company.id, { name: `${name} yard`, phone: '0113 555 0102' });
  const admin = await createMember(db, company.id, 'admin', [], `${name} admin`);
  const depotBuyer = await createMember(db, company.id, 'buyer', [depot.id], `${name} depot buyer`);
  const anyBuyer = await createMember(db, company.id, 'buyer', [], `${name} any buyer`);
  return { company, depot, yard, admin, depotBuyer, anyBuyer };
}

export type CompanyFixture = Awaited<ReturnType<typeof createCompanyFixture>>;

/** Puts the company on hold (or back to active), as the shop admin's status change does. */
export async function setCompanyStatus(db: DB, companyId: string, status: 'active' | 'on_hold') {
  await db.updateTable('companies').set({ status }).where('id', '=', companyId).execute();
}

/** What writeCompanyOrder needs of a product: as the products table keeps it. */
interface OrderedProduct {
  id: string;
  name: string;
  sku: string;
  priceCents: number;
}

/**
 * An order written straight to the tables (placing has its own tests), for "Products we buy":
 * `lines` in this order, for `companyId` (null: the buyer's own), placed at `at`, in `status`.
 */
export async function writeCompanyOrder(db: DB, buyer: ContextUser, companyId: string | null, lines: [OrderedProduct, number][], at: Date | RawBuilder<Date>, status: OrderStatus = 'pending') {
  const closed = status === 'cancelled' || status === 'expired';
  const order = await db
    .insertInto('orders')
    .values({
      userId: buyer.id,
      companyId,
      totalCents: lines.reduce((sum, [product, quantity]) => sum + product.priceCents * quantity, 0),
      customerName: buyer.name,
      email: buyer.email,
      phone: '0113 555 0100',
      address: '1 Depot Road',
      status,
      cancelledAt: closed ? new Date() : null,
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderLines')
    .values(
      lines.map(([product, quantity], index) => ({
        orderId: order.id,
        position: index + 1,
        productId: product.id,
        productName: product.name,
        sku: product.sku,
        unitPriceCents: product.priceCents,
        quantity,
        totalCents: product.priceCents * quantity,
      })),
    )
    .execute();
  return order.id;
}
