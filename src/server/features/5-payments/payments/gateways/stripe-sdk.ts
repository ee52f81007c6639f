import type Stripe from 'stripe';

let sdk: Promise<typeof Stripe> | undefined;

/**
 * Stripe's SDK, loaded on the first call that needs it: loading it with the app was about 100 ms
 * of every start (docs/decisions/100), and a shop on the test gateway may never need it.
 */
export function stripeSdk(): Promise<typeof Stripe> {
  return (sdk ??= import('stripe').then((module) => module.default));
}
