import type { AliasableExpression, Expression } from 'kysely';

/*
 * What the audit log shows of rows it does not own, beside each entry: the target in words, the
 * actor's name, a user target's id and the names of the ids a change refers to. The audit log is
 * platform, under every feature that writes it (docs/architecture.md#layers), so it imports none
 * of them: each owner offers its lookups in these shapes (`products/product-labels.ts`,
 * `orders/order-labels.ts`, `accounts/user-lookups.ts`) and the app router hands them over
 * (`auditRouter(labels)` in src/server/app-router/app-router.ts). Each lookup is a scalar subquery the
 * audit list selects in its own statement: one primary-key or unique lookup per row returned.
 */

/** A subquery that names one row by the key it is given, or null when there is none. */
export type AuditLookup = (key: Expression<string | null>) => AliasableExpression<string | null>;

/** One kind of target: the entries about it, how their `target` names one, and its label. */
export interface AuditTargetKind {
  /** The actions about this kind of target, by the start of their name (`'product.'`). */
  actionPrefixes: readonly string[];
  /** `uuid`: the target is an id (cast only when it has that shape); `text`: the target as written (an e-mail). */
  targetIs: 'uuid' | 'text';
  /** The target in words (a product's name, an order's number). */
  label: AuditLookup;
  /** For a target that is a user: their id, so the page can link to them. */
  userId?: AuditLookup;
}

/** Everything the audit list learns from the owners of the rows its entries are about. */
export interface AuditLabels {
  /** Tried in order; an entry of none of these kinds has no label. */
  targets: readonly AuditTargetKind[];
  /** The actor's name, by `audit_log.actor_id`. */
  actorName: AuditLookup;
  /** Ids a recorded value holds in these fields, and their names as a JSON object's text (`'{}'` when none). */
  references: {
    fields: readonly string[];
    names: (ids: ReadonlyArray<Expression<unknown>>) => AliasableExpression<string>;
  };
}
