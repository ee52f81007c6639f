import { cardCvcProblem, cardExpiryProblem, cardNumberProblem, type CardProblem } from '../../../shared/rules/test-cards';

/** The three fields of a card form, whichever gateway's form shows them. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** Each field's message, in the page's order; a field without one is fine. */
export type CardFieldErrors = Partial<Record<CardField, string>>;

/** The fields in the order the form shows them (the first with a message takes the focus). */
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

/** Stripe's words for a field left empty or half typed: each names its own field. */
export const INCOMPLETE: Record<CardField, string> = {
  number: 'Your card number is incomplete.',
  expiry: "Your card's expiration date is incomplete.",
  cvc: "Your card's security code is incomplete.",
};

/** The field a Stripe error's `param` (or an Elements error `code`) is about, if any. */
export function fieldOf(paramOrCode: string | undefined): CardField | null {
  if (!paramOrCode) return null;
  if (paramOrCode.includes('number')) return 'number';
  if (paramOrCode.includes('exp')) return 'expiry';
  if (paramOrCode.includes('cvc')) return 'cvc';
  return null;
}

/** `12/34`, `12 / 2034` -> month and year; null when it is not a date yet. */
function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : null;
}

export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Checks each field of the test card form on its own, as Stripe's form does, so an empty form
 * names all three fields rather than only the first. Answers the card to send when every field
 * is fine, else each field's message.
 *
 * @example
 * checkCard({ number: '', expiry: '', cvc: '' }).errors; // { number: 'Your card number is incomplete.', expiry: ..., cvc: ... }
 */
export function checkCard(typed: TypedCard, now = new Date()): { card: { number: string; expMonth: number; expYear: number; cvc: string } } | { errors: CardFieldErrors } {
  const message = (problem: CardProblem | null) => problem?.message;
  const expiry = parseExpiry(typed.expiry);
  const errors: CardFieldErrors = {
    number: typed.number.trim() === '' ? INCOMPLETE.number : message(cardNumberProblem(typed.number)),
    expiry: expiry ? message(cardExpiryProblem(expiry.expMonth, expiry.expYear, now)) : INCOMPLETE.expiry,
    cvc: typed.cvc.trim() === '' ? INCOMPLETE.cvc : message(cardCvcProblem(typed.cvc.trim())),
  };
  if (!expiry || CARD_FIELDS.some((field) => errors[field])) return { errors: withoutEmpty(errors) };
  return { card: { number: typed.number, cvc: typed.cvc.trim(), ...expiry } };
}

function withoutEmpty(errors: CardFieldErrors): CardFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as CardFieldErrors;
}
