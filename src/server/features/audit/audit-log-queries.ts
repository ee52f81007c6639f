import { sql, type ExpressionBuilder } from 'kysely';
import { auditActionSchema, type AuditAction } from '../../../shared/schemas/audit';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import { userIdOfEmailIn, userName, userNameOfEmail } from '../accounts/user-lookups';
import { orderNumber } from '../orders/order-labels';
import { categoryName, categoryNamesOf, productName } from '../products/product-labels';

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

type AuditRow = ExpressionBuilder<Database, 'auditLog'>;

/** The target as a UUID when it has that shape (a hand-written entry may hold any text: no cast error). */
const targetUuid = (eb: AuditRow) =>
  sql<string | null>`case when ${eb.ref('auditLog.target')} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${eb.ref('auditLog.target')}::uuid end`;

/** The actions whose name starts with `kind` ('product.'): the entries about one kind of target. */
const actionsOf = (...kinds: string[]) => auditActionSchema.options.filter((action) => kinds.some((kind) => action.startsWith(kind)));

/** Entries about a user name them by e-mail: role changes and the first admin. */
const aboutUser = (eb: AuditRow) => eb('auditLog.action', 'in', actionsOf('role.', 'admin.bootstrap.'));

/**
 * The target in words, from its owner: a product's or category's name, an order's number, a
 * user's name. A CASE runs only the branch of the entry's kind: one lookup per row returned.
 */
const targetLabel = (eb: AuditRow) =>
  eb
    .case()
    .when('auditLog.action', 'in', actionsOf('product.'))
    .then(productName(targetUuid(eb)))
    .when('auditLog.action', 'in', actionsOf('category.'))
    .then(categoryName(targetUuid(eb)))
    .when('auditLog.action', 'in', actionsOf('order.'))
    .then(orderNumber(targetUuid(eb)))
    .when(aboutUser(eb))
    .then(userNameOfEmail(eb.ref('auditLog.target')))
    .end();

/** The fields of a recorded value that hold a category's id: a product's category, a category's parent. */
const CATEGORY_ID_FIELDS = ['categoryId', 'parentId'] as const;

/**
 * The names of the categories the entry's before and after refer to, by id (`{}` when none), so
 * the change reads "Category: Spades -> Hoes", not two ids. A category since deleted is left out.
 */
const categoryNamesIn = (eb: AuditRow) =>
  categoryNamesOf((['before', 'after'] as const).flatMap((side) => CATEGORY_ID_FIELDS.map((field) => sql`${eb.ref(`auditLog.${side}`)} ->> ${field}`)));

/**
 * Entries newest first (by id, which follows insertion), filtered; walks the `id desc` indexes.
 * Each comes with the actor's name, its target's label and user id and the names of the categories
 * its change refers to, looked up in the same statement after the limit (docs/architecture.md#layers).
 */
export async function listAuditEntries(db: DB, query: AuditQuery) {
  let select = db
    .selectFrom('auditLog')
    .select(['id', 'actorEmail', 'action', 'target', 'createdAt'])
    .select([sql<string | null>`before::text`.as('before'), sql<string | null>`after::text`.as('after'), sql<string | null>`details::text`.as('details')])
    .select((eb) => [
      userName(eb.ref('auditLog.actorId')).as('actorName'),
      targetLabel(eb).as('targetLabel'),
      eb.case().when(aboutUser(eb)).then(userIdOfEmailIn(eb.ref('auditLog.target'))).end().as('targetUserId'),
      categoryNamesIn(eb).as('categoryNames'),
    ])
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.actorEmail !== undefined) select = select.where('actorEmail', '=', query.actorEmail);
  if (query.action !== undefined) select = select.where('action', '=', query.action);
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
