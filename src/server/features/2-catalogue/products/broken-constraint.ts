/** The Postgres error codes this feature turns into answers. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';

/**
 * Whether `error` is Postgres refusing a statement for breaking `constraint` with `code`. The
 * database decides races (two admins taking one SKU); the service only names the field.
 *
 * @example
 * if (brokeConstraint(error, UNIQUE_VIOLATION, 'products_sku_key')) throw skuTaken();
 */
export function brokeConstraint(error: unknown, code: string, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code: actual, constraint: actualConstraint } = error as { code?: unknown; constraint?: unknown };
  return actual === code && actualConstraint === constraint;
}
