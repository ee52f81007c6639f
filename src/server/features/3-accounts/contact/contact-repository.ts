import type { ContactMessage } from '../../../../shared/schemas/contact-message';
import type { DB } from '../../../db/database';

/** Stores one message and answers its id (bigserial, read as a number). */
export async function insertContactMessage(db: DB, message: ContactMessage): Promise<number> {
  const row = await db.insertInto('contactMessages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Messages newest first (by id, which follows insertion), older than `beforeId` when given; walks the primary key. */
export function listContactMessages(db: DB, query: { beforeId?: string; limit: number }) {
  let select = db.selectFrom('contactMessages').select(['id', 'name', 'email', 'message', 'createdAt']).orderBy('id', 'desc').limit(query.limit);
  if (query.beforeId !== undefined) select = select.where('id', '<', Number(query.beforeId));
  return select.execute();
}
