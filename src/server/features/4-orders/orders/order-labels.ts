import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AuditTargetKind } from '../../1-platform/audit/audit-labels';

/* How the audit log names an order beside its entries (orders owns `orders`). */

/**
 * The number a person names the order `orderId` by (`TY-10482`), or null when there is none: a
 * scalar subquery the caller selects in its own statement (one primary-key lookup per row).
 *
 * @example
 * db.selectFrom('auditLog').select((eb) => orderNumber(eb.ref('auditLog.target')).as('number'))
 */
export function orderNumber(orderId: Expression<string | null>) {
  return expressionBuilder<Database, never>().selectFrom('orders').select('orders.number').where('orders.id', '=', orderId).$asScalar().$castTo<string | null>();
}

/** The audit log's label for an order (its id is the entry's target). */
export const orderAuditTarget: AuditTargetKind = { actionPrefixes: ['order.'], targetIs: 'uuid', label: orderNumber };
