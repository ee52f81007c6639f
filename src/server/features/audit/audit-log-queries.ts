import { sql } from 'kysely';
import type { AuditAction } from '../../../shared/schemas/audit';
import type { DB } from '../../db/database';

export interface AuditQuery {
  actorEmail?: string;
  action?: AuditAction;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Only entries older than this id (the keyset of a page). */
  beforeId?: string;
  limit: number;
}

// Read as text and parsed here: the CamelCasePlugin would rename keys inside the stored values
// (a product snapshot's `_id` would come back as `Id`).
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Entries newest first (by id, which follows insertion), filtered; walks the `id desc` indexes. */
export async function listAuditEntries(db: DB, query: AuditQuery) {
  let select = db
    .selectFrom('auditLog')
    .select(['id', 'actorEmail', 'action', 'target', 'createdAt'])
    .select([sql<string | null>`before::text`.as('before'), sql<string | null>`after::text`.as('after'), sql<string | null>`details::text`.as('details')])
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.actorEmail !== undefined) select = select.where('actorEmail', '=', query.actorEmail);
  if (query.action !== undefined) select = select.where('action', '=', query.action);
  if (query.from !== undefined) select = select.where('createdAt', '>=', query.from);
  if (query.to !== undefined) select = select.where('createdAt', '<', query.to);
  // Ids are bigserial, read as numbers (the int8 parser in database.ts): the cursor is compared as one.
  if (query.beforeId !== undefined) select = select.where('id', '<', Number(query.beforeId));
  const rows = await select.execute();
  return rows.map((row) => ({ ...row, before: parsed(row.before), after: parsed(row.after), details: parsed(row.details) }));
}
