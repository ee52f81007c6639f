/**
 * Who sees a product: `draft` only admins, `active` everybody (only these can be ordered),
 * `archived` nobody in the shop (its orders still show it). Free of zod so the router can read
 * URLs with it without pulling the schemas into the first download (as order-statuses.ts).
 */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
