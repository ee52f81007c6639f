import { centsToDollars } from '../../../../shared/money';
import type { CustomerOrder, CustomerRow, OrderPaymentState, RoleChangeEntry } from '../../../../shared/schemas/customer';
import type { CustomerRowData, listCustomerOrders, listRoleChanges } from './customers-repository';

type OrderRow = Awaited<ReturnType<typeof listCustomerOrders>>[number];
type RoleChangeRow = Awaited<ReturnType<typeof listRoleChanges>>[number];

/** An account and its order figures as the admin's list shows them (money in dollars, dates ISO 8601). */
export function toCustomerRow(row: CustomerRowData): CustomerRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    orders: Number(row.orders),
    totalSpent: centsToDollars(row.spentCents),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    joinedAt: row.createdAt.toISOString(),
  };
}

/** Where an order's money stands: refunds only ever apply to a paid order (a CHECK). */
function paymentState(row: Pick<OrderRow, 'isPaid' | 'totalCents' | 'refundedCents'>): OrderPaymentState {
  if (!row.isPaid) return 'unpaid';
  if (row.refundedCents === 0) return 'paid';
  return row.refundedCents >= row.totalCents ? 'refunded' : 'partially_refunded';
}

export function toCustomerOrder(row: OrderRow): CustomerOrder {
  return {
    id: row.id,
    number: row.number,
    date: row.createdAt.toISOString(),
    status: row.status,
    payment: paymentState(row),
    total: centsToDollars(row.totalCents),
    lines: Number(row.lines ?? 0),
  };
}

/** An audit entry that changed the role: which way, by whom (none: the server's first-admin set-up), when. */
export function toRoleChange(row: RoleChangeRow): RoleChangeEntry {
  return {
    change: row.action === 'role.revoked' ? 'revoked' : 'granted',
    by: row.actorEmail === null ? null : { name: row.actorName, email: row.actorEmail },
    at: row.createdAt.toISOString(),
  };
}
