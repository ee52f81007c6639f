import type { DB } from '../../../db/database';
import { accountById, accountPage, type AccountPageQuery } from '../../3-accounts/accounts/customer-directory';
import { userName } from '../../3-accounts/accounts/user-lookups';
import { roleChangesOf } from '../../1-platform/audit/role-changes';
import { latestOrdersOfUser, orderFiguresOf, orderIdsOfUser } from '../../4-orders/orders/customer-orders';
import { paidCentsOfOrders, refundedCentsOf } from '../../5-payments/payments/paid-amounts';

/** The most role changes a customer's page shows (a handful in practice; bounded all the same). */
const ROLE_CHANGES_SHOWN = 100;

/**
 * The accounts `accounts` selects (a page, or one), each beside its order figures, newest first:
 * one statement, the figures computed for those accounts only (a lateral subquery per row, after
 * the page's limit).
 */
function withOrderFigures(db: DB, accounts: ReturnType<typeof accountById>) {
  return db
    .selectFrom(accounts.as('account'))
    .innerJoinLateral((eb) => orderFiguresOf(eb.ref('account.id')).as('figures'), (join) => join.onTrue())
    .selectAll('account')
    .select(['figures.orders', 'figures.lastOrderAt'])
    // What they spent: their orders' payments less refunds (payments' figure, after the page's limit too).
    .select((eb) => paidCentsOfOrders(orderIdsOfUser(eb.ref('account.id'))).as('spentCents'))
    .orderBy('account.createdAt', 'desc')
    .orderBy('account.id', 'desc');
}

/** A page of customers with their order figures (see accountPage for the order and search). */
export function listCustomerPage(db: DB, query: AccountPageQuery) {
  return withOrderFigures(db, accountPage(db, query)).execute();
}

/** One customer with their order figures; undefined for an unknown id. */
export function findCustomerWithFigures(db: DB, id: string) {
  return withOrderFigures(db, accountById(db, id)).executeTakeFirst();
}

export type CustomerRowData = NonNullable<Awaited<ReturnType<typeof findCustomerWithFigures>>>;

/** The customer's latest orders, most recent first, each with what refunds gave back of it. */
export function listCustomerOrders(db: DB, userId: string, limit: number) {
  return db
    .selectFrom(latestOrdersOfUser(db, userId, limit).as('o'))
    .selectAll('o')
    .select((eb) => refundedCentsOf(eb.ref('o.id')).as('refundedCents'))
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

/** The changes of the role of the account with `email`, newest first, with the acting admin's name now. */
export function listRoleChanges(db: DB, email: string) {
  return db
    .selectFrom(roleChangesOf(email).as('change'))
    .select(['change.action', 'change.actorEmail', 'change.createdAt'])
    .select((eb) => userName(eb.ref('change.actorId')).as('actorName'))
    .orderBy('change.id', 'desc')
    .limit(ROLE_CHANGES_SHOWN)
    .execute();
}
