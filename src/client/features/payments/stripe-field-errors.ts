import { CARD_FIELDS, INCOMPLETE, type CardField, type CardFieldErrors } from './card-fields';

/** What a Stripe card element last reported (its change event, or a confirmation's validation error). */
export interface StripeFieldState {
  complete: boolean;
  error: { message?: string } | undefined;
}

/** Words that show a message is about its field; Stripe's own messages mostly carry them. */
const NAMES: Record<CardField, { words: RegExp; label: string }> = {
  number: { words: /card number/i, label: 'Card number' },
  expiry: { words: /expir/i, label: 'Expiry date' },
  cvc: { words: /security code|cvc/i, label: 'CVC' },
};

/** Stripe's message for a field, prefixed with the field's label when it does not name the field. */
export function namedMessage(field: CardField, message: string): string {
  return NAMES[field].words.test(message) ? message : `${NAMES[field].label}: ${message}`;
}

/**
 * Each Stripe card element's message, named for its field (issue 23): Stripe's own message when
 * it gives one (prefixed with the field's label when it does not name the field), Stripe's
 * "incomplete" wording for an empty or unfinished field, nothing for a complete one.
 *
 * @example
 * stripeFieldErrors({ number: { complete: false, error: undefined } }); // { number: 'Your card number is incomplete.' }
 * stripeFieldErrors({ cvc: { complete: false, error: { message: 'Invalid.' } } }); // { cvc: 'CVC: Invalid.' }
 */
export function stripeFieldErrors(states: Partial<Record<CardField, StripeFieldState>>): CardFieldErrors {
  const errors: CardFieldErrors = {};
  for (const field of CARD_FIELDS) {
    const state = states[field];
    if (!state || state.complete) continue;
    const message = state.error?.message;
    errors[field] = message ? namedMessage(field, message) : INCOMPLETE[field];
  }
  return errors;
}
