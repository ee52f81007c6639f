/**
 * pending (unpaid) -> processing (paid) -> shipped; an unpaid order may end `cancelled` by its
 * customer or `expired` after ORDER_HOLD_HOURS. Free of zod so the router can read URLs with it
 * without pulling the schemas into the first download. The database CHECK lists the same five.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'cancelled', 'expired'] as const;
