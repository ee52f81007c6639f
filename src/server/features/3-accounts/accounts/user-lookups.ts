import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AuditTargetKind } from '../../1-platform/audit/audit-labels';

/*
 * What the other features show of a user beside their own rows (accounts owns `users`), as parts
 * of the caller's own statement, so a list with its authors' names stays one statement: scalar
 * subqueries that read one `users` row by its primary key or unique e-mail (for a page or a few
 * rows: Postgres runs them per row returned, after the limit), and a table of names to join (for
 * a whole list: Postgres flattens it into a plain join, one hash join rather than a lookup per row).
 */

/** A `users` query in no outer context: the caller's columns come in as expressions. */
const fromUsers = () => expressionBuilder<Database, never>().selectFrom('users');

/**
 * What a lookup by user id gives: every column that holds a user id references `users.id`, so
 * an id that is set names a user, and a nullable id (an actor set null) gives null.
 */
type ByUserId<Id, T> = null extends Id ? T | null : T;

/**
 * The name of the user `userId` holds (the column of the caller's row that references users.id).
 *
 * @example
 * db.selectFrom('reviews').select((eb) => ['reviews.id', userName(eb.ref('reviews.userId')).as('name')])
 */
export function userName<Id extends string | null>(userId: Expression<Id>) {
  return fromUsers().select('users.name').where('users.id', '=', userId).$asScalar().$castTo<ByUserId<Id, string>>();
}

/**
 * The e-mail of the user `userId` holds, as userName.
 *
 * @example
 * db.selectFrom('orderEvents').select((eb) => userEmail(eb.ref('orderEvents.actorId')).as('actorEmail')) // string | null
 */
export function userEmail<Id extends string | null>(userId: Expression<Id>) {
  return fromUsers().select('users.email').where('users.id', '=', userId).$asScalar().$castTo<ByUserId<Id, string>>();
}

/**
 * The id of the user with this (lower-case) e-mail, or null when there is none.
 *
 * @example
 * db.selectFrom('orders').selectAll().where('orders.userId', '=', userIdOfEmail('ada@example.com'))
 */
export function userIdOfEmail(email: string) {
  return fromUsers().select('users.id').where('users.email', '=', email).$asScalar().$castTo<string | null>();
}

/**
 * Every user's id and name, as a subquery for the caller to alias and join when a whole list
 * (not a page) shows names.
 *
 * @example
 * db.selectFrom('reviews').innerJoin(userNames().as('authors'), 'authors.id', 'reviews.userId').select(['reviews.id', 'authors.name'])
 */
export function userNames() {
  return fromUsers().select(['users.id', 'users.name']);
}

/**
 * The name of the user whose (lower-case) e-mail `email` holds, or null when there is none: for
 * rows that name a user by e-mail (an audit entry's role change).
 *
 * @example
 * db.selectFrom('auditLog').select((eb) => userNameOfEmail(eb.ref('auditLog.target')).as('name'))
 */
export function userNameOfEmail(email: Expression<string | null>) {
  return fromUsers().select('users.name').where('users.email', '=', email).$asScalar().$castTo<string | null>();
}

/**
 * The id of the user whose e-mail `email` holds, as userNameOfEmail: what a link to them needs.
 *
 * @example
 * db.selectFrom('auditLog').select((eb) => userIdOfEmailIn(eb.ref('auditLog.target')).as('userId'))
 */
export function userIdOfEmailIn(email: Expression<string | null>) {
  return fromUsers().select('users.id').where('users.email', '=', email).$asScalar().$castTo<string | null>();
}

/** The audit log's label for an entry about a user (role changes, the first admin), which names them by e-mail. */
export const userAuditTarget: AuditTargetKind = { actionPrefixes: ['role.', 'admin.bootstrap.'], targetIs: 'text', label: userNameOfEmail, userId: userIdOfEmailIn };
