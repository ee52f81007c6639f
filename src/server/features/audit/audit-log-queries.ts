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

/** Entries newest first (by id, which follows insertion), filtered; walks the `id desc` indexes. */
export function listAuditEntries(db: DB, query: AuditQuery) {
  let select = db
    .selectFrom('auditLog')
    .select(['id', 'actorEmail', 'action', 'target', 'before', 'after', 'details', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.actorEmail !== undefined) select = select.where('actorEmail', '=', query.actorEmail);
  if (query.action !== undefined) select = select.where('action', '=', query.action);
  if (query.from !== undefined) select = select.where('createdAt', '>=', query.from);
  if (query.to !== undefined) select = select.where('createdAt', '<', query.to);
  if (query.beforeId !== undefined) select = select.where('id', '<', query.beforeId);
  return select.execute();
}
