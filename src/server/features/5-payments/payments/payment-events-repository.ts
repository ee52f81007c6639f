import type { DB } from '../../../db/database';

/** Stores a webhook event's id; false when it was stored before (a replay). */
export async function recordWebhookEvent(db: DB, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await db.insertInto('paymentEvents').values(event).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}
