import type { Subscriber, SubscriptionStatus } from '../../../../shared/schemas/newsletter';
import type { DB } from '../../../db/database';
import { keysetPage } from '../../../db/keyset-page';
import { listSubscriptions, type SubscriptionRow } from './subscriptions-repository';

/** A row as the admins see it. */
export function subscriberOf(row: SubscriptionRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    subscribedAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

// `<instant>_<uuid>`: the sign-up time is stored in milliseconds, so the Date carries it exactly.
const cursorOf = (row: SubscriptionRow) => `${row.createdAt.toISOString()}_${row.id}`;
function rowAfter(cursor: string): { createdAt: Date; id: string } {
  const [instant = '', id = ''] = cursor.split('_');
  return { createdAt: new Date(instant), id };
}

/** A page of subscriptions, newest first, and the cursor of the next (the cursor is checked by the input schema). */
export async function subscribersPage(db: DB, query: { status?: SubscriptionStatus; cursor?: string; limit: number }): Promise<{ subscribers: Subscriber[]; next: string | null }> {
  const rows = await listSubscriptions(db, { status: query.status, before: query.cursor === undefined ? undefined : rowAfter(query.cursor), limit: query.limit + 1 });
  const { page, next } = keysetPage(rows, query.limit, cursorOf);
  return { subscribers: page.map(subscriberOf), next };
}
