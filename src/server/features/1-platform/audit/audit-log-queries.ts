import { sql, type AliasableExpression, type CaseWhenBuilder, type ExpressionBuilder } from 'kysely';
import { auditActionSchema, type AuditAction } from '../../../../shared/schemas/audit';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { AuditLabels, AuditLookup, AuditTargetKind } from './audit-labels';

export interface AuditQuery {
  actorEmail?: string;
  action?: AuditAction;
  /** The entries about one target, as recorded (a company's id): walks audit_log_target_idx. */
  target?: string;
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

type AuditRow = ExpressionBuilder<Database, 'auditLog'>;

/** The target as a UUID when it has that shape (a hand-written entry may hold any text: no cast error). */
const targetUuid = (eb: AuditRow) =>
  sql<string | null>`case when ${eb.ref('auditLog.target')} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${eb.ref('auditLog.target')}::uuid end`;

/** The actions whose name starts with `kind` ('product.'): the entries about one kind of target. */
const actionsOf = (...kinds: string[]) => auditActionSchema.options.filter((action) => kinds.some((kind) => action.startsWith(kind)));

/** The entries about one kind of target. */
const about = (eb: AuditRow, kind: AuditTargetKind) => eb('auditLog.action', 'in', actionsOf(...kind.actionPrefixes));

/** The target as the kind's lookups take it: an id, or the text as written. */
const targetAs = (eb: AuditRow, kind: AuditTargetKind) => (kind.targetIs === 'uuid' ? targetUuid(eb) : eb.ref('auditLog.target'));

/** A CASE over the kinds of target that have a `value`: it runs only the branch of the entry's kind. */
function byKind(eb: AuditRow, kinds: readonly AuditTargetKind[], value: (kind: AuditTargetKind) => AuditLookup | undefined): AliasableExpression<string | null> {
  let cases: CaseWhenBuilder<Database, 'auditLog', unknown, string | null> | null = null;
  for (const kind of kinds) {
    const lookup = value(kind);
    if (!lookup) continue;
    const then = lookup(targetAs(eb, kind));
    cases = cases ? cases.when(about(eb, kind)).then(then) : eb.case().when(about(eb, kind)).then(then);
  }
  return cases ? cases.end() : sql<string | null>`null`;
}

/** The target in words, from its owner (a product's or category's name, an order's number, a user's name): one lookup per row returned. */
const targetLabel = (eb: AuditRow, labels: AuditLabels) => byKind(eb, labels.targets, (kind) => kind.label);

/** A user target's id (an entry about a role change names the user by e-mail), from its owner. */
const targetUserId = (eb: AuditRow, labels: AuditLabels) => byKind(eb, labels.targets, (kind) => kind.userId);

/**
 * The names of the ids the entry's before and after hold in the owners' reference fields (a
 * product's category, a category's parent), `{}` when none, so the change reads "Category:
 * Spades -> Hoes", not two ids. A row since deleted is left out.
 */
const referenceNamesIn = (eb: AuditRow, labels: AuditLabels) =>
  labels.references.names((['before', 'after'] as const).flatMap((side) => labels.references.fields.map((field) => sql`${eb.ref(`auditLog.${side}`)} ->> ${field}`)));

/**
 * Entries newest first (by id, which follows insertion), filtered; walks the `id desc` indexes.
 * Each comes with the actor's name, its target's label and user id and the names of the ids its
 * change refers to, looked up in the same statement after the limit by the owners' lookups that
 * `labels` hands in (audit-labels.ts).
 */
export async function listAuditEntries(db: DB, labels: AuditLabels, query: AuditQuery) {
  let select = db
    .selectFrom('auditLog')
    .select(['id', 'actorEmail', 'action', 'target', 'createdAt'])
    .select([sql<string | null>`before::text`.as('before'), sql<string | null>`after::text`.as('after'), sql<string | null>`details::text`.as('details')])
    .select((eb) => [
      labels.actorName(eb.ref('auditLog.actorId')).as('actorName'),
      targetLabel(eb, labels).as('targetLabel'),
      targetUserId(eb, labels).as('targetUserId'),
      referenceNamesIn(eb, labels).as('categoryNames'),
    ])
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.actorEmail !== undefined) select = select.where('actorEmail', '=', query.actorEmail);
  if (query.action !== undefined) select = select.where('action', '=', query.action);
  if (query.target !== undefined) select = select.where('target', '=', query.target);
  if (query.from !== undefined) select = select.where('createdAt', '>=', query.from);
  if (query.to !== undefined) select = select.where('createdAt', '<', query.to);
  // Ids are bigserial, read as numbers (the int8 parser in database.ts): the cursor is compared as one.
  if (query.beforeId !== undefined) select = select.where('id', '<', Number(query.beforeId));
  const rows = await select.execute();
  return rows.map((row) => ({
    ...row,
    before: parsed(row.before),
    after: parsed(row.after),
    details: parsed(row.details),
    categoryNames: JSON.parse(row.categoryNames) as Record<string, string>,
  }));
}

export type AuditListRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
