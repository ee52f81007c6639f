import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';

/*
 * What the other features show of a company beside their own rows (companies owns `companies`),
 * as parts of the caller's own statement, as accounts/user-lookups.ts does for users: scalar
 * subqueries that read one `companies` row by its primary key (Postgres runs them per row
 * returned, after the limit). A null id (an order of a customer buying for themselves, or of a
 * company since deleted) gives null.
 */

const fromCompanies = () => expressionBuilder<Database, never>().selectFrom('companies');

/**
 * The name of the company `companyId` holds.
 *
 * @example
 * db.selectFrom('orders').select((eb) => companyName(eb.ref('orders.companyId')).as('companyName')) // string | null
 */
export function companyName(companyId: Expression<string | null>) {
  return fromCompanies().select('companies.name').where('companies.id', '=', companyId).$asScalar().$castTo<string | null>();
}

/**
 * The tax or VAT id of the company `companyId` holds: null for none given (or no company).
 *
 * @example
 * db.selectFrom('orders').select((eb) => companyTaxId(eb.ref('orders.companyId')).as('companyTaxId'))
 */
export function companyTaxId(companyId: Expression<string | null>) {
  return fromCompanies().select('companies.taxId').where('companies.id', '=', companyId).$asScalar().$castTo<string | null>();
}
