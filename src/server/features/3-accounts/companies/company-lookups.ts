import { expressionBuilder, sql, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';
import { userEmail, userName } from '../accounts/user-lookups';

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

/** A company admin as a mail to them needs them. */
export interface CompanyAdminContact {
  email: string;
  name: string;
}

/**
 * The company admins of the company `companyId` holds (`company_members` with role admin), each
 * with their e-mail and name, oldest member first: an empty list for none (or no company). Who is
 * mailed about the company's money (the invoice reminders).
 *
 * @example
 * db.selectFrom('invoices').select((eb) => companyAdmins(companyIdOf(eb)).as('admins')) // CompanyAdminContact[]
 */
export function companyAdmins(companyId: Expression<string | null>) {
  const eb = expressionBuilder<Database, never>();
  return eb
    .selectFrom('companyMembers')
    .select((inner) =>
      inner.fn
        .coalesce(
          sql<CompanyAdminContact[]>`jsonb_agg(jsonb_build_object('email', ${userEmail(inner.ref('companyMembers.userId'))}, 'name', ${userName(inner.ref('companyMembers.userId'))}) order by company_members.joined_at, company_members.user_id)`,
          sql<CompanyAdminContact[]>`'[]'::jsonb`,
        )
        .as('admins'),
    )
    .where('companyMembers.companyId', '=', companyId)
    .where('companyMembers.role', '=', 'admin')
    .$asScalar()
    .$castTo<CompanyAdminContact[]>();
}
