import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random id in Stripe's form: `pi_3Mtw...` (24 base-62 characters after the prefix). */
export function stripeLikeId(prefix: string, length = 24): string {
  let id = `${prefix}_`;
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
