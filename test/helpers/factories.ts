import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect } from 'vitest';
import type { DB } from '../../src/server/db/database';
import { hashPassword } from '../../src/server/features/3-accounts/accounts/passwords';
import type { OrderStatus, Role } from '../../src/server/db/schema';
import type { OrderPaymentStatus } from '../../src/shared/schemas/payment';
import type { TaxLine } from '../../src/shared/rules/tax';
import type { ContextUser } from '../../src/server/services';

/** How many names each test file has taken, by its path. */
const taken = new Map<string, number>();

/**
 * Eight hex characters, new at each call in a test file and the same on every run of it: a page
 * then shows the same names each run, and the accessibility check keeps its verdict on a page by
 * what the page shows (a11y.ts). Files never share a database, so names need be unique only within one.
 */
function unique(): string {
  const file = path.relative(path.resolve(import.meta.dirname, '../..'), expect.getState().testPath ?? '');
  const count = (taken.get(file) ?? 0) + 1;
  taken.set(file, count);
  return createHash('sha256').update(`${file}\0${count}`).digest('hex').slice(0, 8);
}

/**
 * A user row (able to sign in with `password` when given), returned as the context user procedures
 * see. Its e-mail is unproven unless `verified` (orders of unproven accounts are held briefly:
 * docs/decisions/043).
 */
export async function createUser(db: DB, fields: { name?: string; email?: string; role?: Role; password?: string; verified?: boolean } = {}): Promise<ContextUser> {
  return db
    .insertInto('users')
    .values({
      name: fields.name ?? 'Test User',
      email: (fields.email ?? `user-${unique()}@example.com`).toLowerCase(),
      role: fields.role ?? 'user',
      passwordHash: fields.password ? await hashPassword(fields.password) : null,
      emailVerifiedAt: fields.verified ? new Date() : null,
    })
    .returning(['id', 'email', 'name', 'role'])
    .executeTakeFirstOrThrow();
}

/** A live product; price in dollars as the API shows it. */
export async function createProduct(
  db: DB,
  fields: { name?: string; price?: number; quantity?: number; minimumOrder?: number; deleted?: boolean } = {},
) {
  return db
    .insertInto('products')
    .values({
      name: fields.name ?? `Spade ${unique()}`,
      images: ['/images/products/spade.jpg'],
      description: 'A sturdy spade',
      priceCents: Math.round((fields.price ?? 12.5) * 100),
      quantity: fields.quantity ?? 100,
      minimumOrder: fields.minimumOrder ?? 5,
      deletedAt: fields.deleted ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An order row with one line, written straight to the tables in the state asked for (as the
 * payment and shipping steps would leave it; a paid one carries a transaction id, as a CHECK
 * demands). For the reads' tests; placing has its own through the procedures.
 */
/**
 * Sets what refunds gave back of a paid order and its payment's status, as payments keeps them
 * (the settled row of order_payments).
 */
export async function setOrderRefunded(db: DB, orderId: string, refund: { refundedCents: number; paymentStatus?: OrderPaymentStatus }) {
  await db
    .updateTable('orderPayments')
    .set({ refundedCents: refund.refundedCents, ...(refund.paymentStatus ? { status: refund.paymentStatus } : {}) })
    .where('orderId', '=', orderId)
    .where('settledAt', 'is not', null)
    .execute();
}

/** Sets what the gateway last said of the order's current payment attempt, and when it was asked (order_payments). */
export async function setPaymentChecked(db: DB, orderId: string, check: { paymentStatus: OrderPaymentStatus; checkedAt: Date; intentId?: string }) {
  const current = await db.selectFrom('orderPayments').select('id').where('orderId', '=', orderId).orderBy('attempt', 'desc').limit(1).executeTakeFirst();
  if (current) {
    await db.updateTable('orderPayments').set({ status: check.paymentStatus, checkedAt: check.checkedAt, ...(check.intentId ? { gatewayRef: check.intentId } : {}) }).where('id', '=', current.id).execute();
  } else {
    const { totalCents } = await db.selectFrom('orders').select('totalCents').where('id', '=', orderId).executeTakeFirstOrThrow();
    await db
      .insertInto('orderPayments')
      .values({ orderId, attempt: 1, amountCents: totalCents, currency: 'usd', gatewayRef: check.intentId ?? null, status: check.paymentStatus, checkedAt: check.checkedAt })
      .execute();
  }
}

/**
 * What an order was charged beside its goods (issue 38), as placing stores it: its delivery, its
 * tax lines (the order's tax is their sum), and the buyer's exemption as it was.
 */
export interface OrderChargesFixture {
  shippingCents?: number;
  shippingMethod?: string | null;
  shippingEstimate?: string | null;
  taxLines: TaxLine[];
  pricesIncludeTax?: boolean;
  shipCountry?: string;
  taxExemption?: 'reverse_charge' | 'certificate' | null;
  taxExemptionReference?: string | null;
  buyerTaxId?: string | null;
}

export async function createOrder(
  db: DB,
  buyer: ContextUser,
  product: { id: string; name: string; sku: string; priceCents: number },
  fields: { quantity?: number; status?: OrderStatus; paidAt?: Date; totalCents?: number; transactionId?: string; charges?: OrderChargesFixture } = {},
) {
  const quantity = fields.quantity ?? 1;
  const { charges } = fields;
  // With charges, totalCents is what the lines cost (the goods); the order's total adds shipping and any tax on top.
  const goodsCents = fields.totalCents ?? product.priceCents * quantity;
  const chargedTaxCents = charges ? charges.taxLines.reduce((sum, line) => sum + line.taxCents, 0) : 0;
  const totalCents = charges ? goodsCents + (charges.shippingCents ?? 0) + (charges.pricesIncludeTax ? 0 : chargedTaxCents) : goodsCents;
  const status = fields.status ?? (fields.paidAt ? 'processing' : 'pending');
  const paid = fields.paidAt !== undefined;
  const transactionId = paid ? (fields.transactionId ?? `pi_3TestPaid${unique()}`) : null;
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        userId: buyer.id,
        totalCents,
        customerName: buyer.name,
        email: buyer.email,
        phone: '+880 1700 000000',
        address: '12 Garden Lane',
        status,
        isPaid: paid,
        shippedAt: status === 'shipped' ? new Date() : null,
        cancelledAt: status === 'cancelled' || status === 'expired' ? new Date() : null,
        ...(charges && {
          shippingCents: charges.shippingCents ?? 0,
          shippingMethod: charges.shippingMethod ?? null,
          shippingEstimate: charges.shippingEstimate ?? null,
          taxCents: chargedTaxCents,
          pricesIncludeTax: charges.pricesIncludeTax ?? false,
          shipCountry: charges.shipCountry ?? 'GB',
          taxExemption: charges.taxExemption ?? null,
          taxExemptionReference: charges.taxExemptionReference ?? null,
          buyerTaxId: charges.buyerTaxId ?? null,
        }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('orderLines')
      .values({ orderId: order.id, position: 1, productId: product.id, productName: product.name, sku: product.sku, unitPriceCents: goodsCents / quantity, quantity, totalCents: goodsCents })
      .execute();
    if (charges && charges.taxLines.length > 0) {
      await trx
        .insertInto('orderTaxLines')
        .values(charges.taxLines.map((line) => ({ orderId: order.id, rateBasisPoints: line.basisPoints, taxableCents: line.taxableCents, taxCents: line.taxCents })))
        .execute();
    }
    // A paid order's payment, as payments keeps it (order_payments): its reference and when it was paid.
    if (paid) {
      await trx
        .insertInto('orderPayments')
        .values({ orderId: order.id, attempt: 1, amountCents: totalCents, currency: 'usd', gatewayRef: transactionId, status: 'succeeded', settledAt: fields.paidAt ?? null })
        .execute();
    }
    return { ...order, transactionId, paidAt: fields.paidAt ?? null };
  });
}

/** The id of the payment that paid the order (its settled `order_payments` row), for a refund row a test writes itself. */
export async function settledPaymentIdOf(db: DB, orderId: string): Promise<string> {
  const row = await db.selectFrom('orderPayments').select('id').where('orderId', '=', orderId).where('settledAt', 'is not', null).orderBy('settledAt').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return row.id;
}
