import type { AuditAction } from '../../../../shared/schemas/audit';
import type { DB } from '../../../db/database';

/** Who acted: an admin (id and e-mail at the time), or the server itself. */
export type AuditActor = { id: string; email: string } | null;

export interface AuditEntry {
  action: AuditAction;
  /** What was acted on, as a reader would look for it: a product or order id, a user's e-mail, a file URL. */
  target: string;
  before?: unknown;
  after?: unknown;
  details?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one entry. Call it with the transaction that makes the change, so the entry exists
 * exactly when the change does. The table refuses UPDATE and DELETE (migration 2026-11-22T04-00).
 */
export async function recordAudit(db: DB, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await recordAudits(db, actor, [entry]);
}

/** Appends several entries of one actor in one statement (a CSV import's products), as recordAudit does one. */
export async function recordAudits(db: DB, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('auditLog')
    .values(
      entries.map((entry) => ({
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action: entry.action,
        target: entry.target,
        before: json(entry.before),
        after: json(entry.after),
        details: json(entry.details),
      })),
    )
    .execute();
}
