import type { z } from 'zod';
import type { auditEntrySchema } from '../../../../shared/schemas/audit';
import type { AuditListRow } from './audit-log-queries';

type AuditEntryDto = z.infer<typeof auditEntrySchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textIn = (value: unknown, key: string) => (isRecord(value) && typeof value[key] === 'string' && value[key] !== '' ? value[key] : null);

/**
 * The target's words when its owner no longer knows it: the name a deleted category's (or
 * product's) snapshot kept, a review's author, an uploaded image's file name.
 */
function recordedLabel(row: AuditListRow): string | null {
  if (row.action.startsWith('review.')) {
    const author = textIn(row.details, 'author');
    return author ? `Review by ${author}` : null;
  }
  if (row.action === 'upload.stored') return textIn(row.details, 'fileName');
  return textIn(row.before, 'name') ?? textIn(row.after, 'name');
}

/** A listed audit row as the API shows it: ids as text, the time in ISO 8601, the target in words. */
export function toAuditEntryDto(row: AuditListRow): AuditEntryDto {
  return {
    id: String(row.id),
    actor: row.actorEmail,
    actorName: row.actorName,
    action: row.action,
    target: row.target,
    targetLabel: row.targetLabel ?? recordedLabel(row),
    targetUserId: row.targetUserId,
    before: row.before,
    after: row.after,
    details: row.details,
    categoryNames: row.categoryNames,
    at: row.createdAt.toISOString(),
  };
}
