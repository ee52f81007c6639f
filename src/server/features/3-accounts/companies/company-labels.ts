import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AuditTargetKind } from '../../1-platform/audit/audit-labels';

/* How the audit log names a company beside its entries (companies owns `companies`). */

/**
 * The name of the company `companyId` holds, or null when there is none: a scalar subquery the
 * caller selects in its own statement (one primary-key lookup per row).
 */
export function companyName(companyId: Expression<string | null>) {
  return expressionBuilder<Database, never>().selectFrom('companies').select('companies.name').where('companies.id', '=', companyId).$asScalar().$castTo<string | null>();
}

/** The audit log's label for an entry about a company (every `company.*` entry's target is the company's id). */
export const companyAuditTarget: AuditTargetKind = { actionPrefixes: ['company.'], targetIs: 'uuid', label: companyName };
