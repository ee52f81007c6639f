import type { OrderEventType } from '../../../../shared/schemas/payment';
import type { DB } from '../../../db/database';
import type { EventActor } from '../../../services';

/*
 * The order's timeline (`order_events`), the one named module through which every feature writes
 * it: orders (placed, cancelled, expired, shipped) and payments (attempts, paid, failures,
 * refunds). A statement that writes an order and its event together builds the row with
 * `orderEventRow`; everything else calls `recordOrderEvent` in the transaction of the change.
 */

export const GATEWAY: EventActor = { type: 'gateway' };
export const SYSTEM: EventActor = { type: 'system' };

/** One row of the order's timeline, as recordOrderEvent (or a statement that writes more) inserts it. */
export function orderEventRow(orderId: string, type: OrderEventType, actor: EventActor, details: Record<string, unknown> = {}) {
  return { orderId, type, actorType: actor.type, actorId: 'id' in actor ? actor.id : null, details: JSON.stringify(details) };
}

/**
 * Appends one row to the order's timeline. Call it with the transaction that made the change, so
 * the event exists exactly when its effect does. Detail keys are camelCase (the database plugin
 * would rename snake_case keys on the way back).
 */
export async function recordOrderEvent(db: DB, orderId: string, type: OrderEventType, actor: EventActor, details: Record<string, unknown> = {}): Promise<void> {
  await db.insertInto('orderEvents').values(orderEventRow(orderId, type, actor, details)).execute();
}
