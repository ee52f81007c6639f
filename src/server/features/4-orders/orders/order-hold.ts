import type { Config } from '../../../config';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long an order of this buyer is held unpaid (docs/decisions/043): ORDER_HOLD_HOURS when the
 * buyer's e-mail is proven, UNVERIFIED_ORDER_HOLD_MINUTES when it is not.
 *
 * @example
 * orderHoldMs(config, { verified: true });  // 172_800_000 (48 hours, the default)
 * orderHoldMs(config, { verified: false }); // 1_800_000 (30 minutes, the default)
 */
export function orderHoldMs(config: Config, buyer: { verified: boolean }): number {
  return buyer.verified ? config.payments.orderHoldMs : config.payments.unverifiedOrderHoldMs;
}

/**
 * A hold as customers read it: whole minutes below an hour, else hours with at most two decimals.
 *
 * @example
 * holdInWords(30 * 60_000);     // '30 minutes'
 * holdInWords(3_600_000);       // '1 hour'
 * holdInWords(1.5 * 3_600_000); // '1.5 hours'
 */
export function holdInWords(ms: number): string {
  if (ms < HOUR_MS) {
    const minutes = Math.max(1, Math.round(ms / MINUTE_MS));
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const hours = Math.round((ms / HOUR_MS) * 100) / 100;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
