import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AuditTargetKind } from '../../1-platform/audit/audit-labels';

/* How the audit log names a price list beside its entries (price-lists owns `price_lists`). */

/** The name of the list `priceListId` holds, or null: a scalar subquery (one primary-key lookup per row). */
function priceListName(priceListId: Expression<string | null>) {
  return expressionBuilder<Database, never>().selectFrom('priceLists').select('priceLists.name').where('priceLists.id', '=', priceListId).$asScalar().$castTo<string | null>();
}

/** Every `price_list.*` entry's target is the list's id; a deleted list's name comes from the entry's snapshot. */
export const priceListAuditTarget: AuditTargetKind = { actionPrefixes: ['price_list.'], targetIs: 'uuid', label: priceListName };
