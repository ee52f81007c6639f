import type { CardDetails } from '../schemas/payment';

/** What the (test) card issuer does with a card. */
export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires-authentication' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

export interface TestCard {
  number: string;
  /** What the payment page's hint says the card does. */
  label: string;
  outcome: CardOutcome;
}

const declined = (code: string, declineCode: string | undefined, message: string): CardOutcome => ({ kind: 'declined', code, declineCode, message });

/**
 * Stripe's test cards (docs.stripe.com/testing) and what they do on Stripe; the test gateway
 * answers the same, and the payment page lists them. Any expiry in the future and any CVC work.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', label: 'Succeeds', outcome: { kind: 'succeeds' } },
  { number: '4000002500003155', label: 'Asks for 3-D Secure authentication', outcome: { kind: 'requires-authentication' } },
  { number: '4000000000000002', label: 'Declined', outcome: declined('card_declined', 'generic_decline', 'Your card was declined.') },
  { number: '4000000000009995', label: 'Insufficient funds', outcome: declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.') },
  { number: '4000000000009987', label: 'Lost card', outcome: declined('card_declined', 'lost_card', 'Your card was declined.') },
  { number: '4000000000000069', label: 'Expired card', outcome: declined('expired_card', undefined, 'Your card has expired.') },
  { number: '4000000000000127', label: 'Incorrect CVC', outcome: declined('incorrect_cvc', undefined, "Your card's security code is incorrect.") },
  {
    number: '4000000000000119',
    label: 'Processing error',
    outcome: declined('processing_error', undefined, 'An error occurred while processing your card. Try again in a little bit.'),
  },
  { number: '5555555555554444', label: 'Succeeds (Mastercard)', outcome: { kind: 'succeeds' } },
];

/** Stripe's answer in test mode to a real card number. */
const LIVE_CARD_IN_TEST_MODE = declined(
  'card_declined',
  'live_mode_test_card',
  'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
);

/** `4242 4242-4242 4242` -> `4242424242424242`. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardProblem {
  code: string;
  param: 'number' | 'exp_month' | 'exp_year' | 'cvc';
  message: string;
}

/** Why the card number cannot be tried, in Stripe's words; null when it can. */
export function cardNumberProblem(number: string): CardProblem | null {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return { code: 'invalid_number', param: 'number', message: 'Your card number is invalid.' };
  if (!passesLuhn(digits)) return { code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' };
  return null;
}

/** Why the expiry cannot be tried, in Stripe's words; null when it can. Two-digit years mean 20xx. */
export function cardExpiryProblem(expMonth: number, expYear: number, now = new Date()): CardProblem | null {
  if (expMonth < 1 || expMonth > 12) return { code: 'invalid_expiry_month', param: 'exp_month', message: "Your card's expiration month is invalid." };
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return { code: 'invalid_expiry_year', param: 'exp_year', message: "Your card's expiration year is in the past." };
  if (year > thisYear + 50) return { code: 'invalid_expiry_year', param: 'exp_year', message: "Your card's expiration year is invalid." };
  if (year === thisYear && expMonth < now.getUTCMonth() + 1) {
    return { code: 'invalid_expiry_month', param: 'exp_month', message: "Your card's expiration date is in the past." };
  }
  return null;
}

/** Why the security code cannot be tried, in Stripe's words; null when it can. */
export function cardCvcProblem(cvc: string): CardProblem | null {
  return /^\d{3,4}$/.test(cvc) ? null : { code: 'invalid_cvc', param: 'cvc', message: "Your card's security code is invalid." };
}

/**
 * Why a card cannot even be tried, in Stripe's words and Stripe's order (number, expiry, CVC);
 * null when it can. The payment form checks each field on its own with the three above.
 *
 * @example
 * cardProblem({ number: '4242 4242 4242 4241', expMonth: 12, expYear: 34, cvc: '123' }); // 'Your card number is incorrect.'
 * cardProblem({ number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' });  // "Your card's expiration year is in the past."
 */
export function cardProblem(card: CardDetails, now = new Date()): CardProblem | null {
  return cardNumberProblem(card.number) ?? cardExpiryProblem(card.expMonth, card.expYear, now) ?? cardCvcProblem(card.cvc);
}

/** What the issuer does with a well-formed card: the test cards as on Stripe, any other number as a live card in test mode. */
export function testCardOutcome(number: string): CardOutcome {
  const digits = cardDigits(number);
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? LIVE_CARD_IN_TEST_MODE;
}
