import { describe, expect, it } from 'vitest';
import { checkCard } from '../../../src/client/features/payments/card-fields';
import { stripeFieldErrors } from '../../../src/client/features/payments/stripe-field-errors';

const now = new Date('2026-11-24T12:00:00Z');

describe("the test card form's checks", () => {
  it('names each empty field, not only the first', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      errors: { number: 'Your card number is incomplete.', expiry: "Your card's expiration date is incomplete.", cvc: "Your card's security code is incomplete." },
    });
  });

  it("gives each field Stripe's own message for what is wrong with it", () => {
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: 'abc' }, now)).toEqual({
      errors: { number: 'Your card number is incorrect.', expiry: "Your card's expiration month is invalid.", cvc: "Your card's security code is invalid." },
    });
    expect(checkCard({ number: '4242', expiry: '10/26', cvc: '123' }, now)).toEqual({
      errors: { number: 'Your card number is invalid.', expiry: "Your card's expiration date is in the past." },
    });
  });

  it('answers the card to send when every field is fine', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: ' 12 / 2030 ', cvc: ' 123 ' }, now)).toEqual({
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });
});

describe("the Stripe card form's messages", () => {
  it('names the field of every incomplete element, keeps Stripe messages that name it, and labels those that do not', () => {
    expect(
      stripeFieldErrors({
        number: { complete: false, error: undefined },
        expiry: { complete: false, error: { message: "Your card's expiration year is in the past." } },
        cvc: { complete: false, error: { message: 'Invalid.' } },
      }),
    ).toEqual({ number: 'Your card number is incomplete.', expiry: "Your card's expiration year is in the past.", cvc: 'CVC: Invalid.' });
    expect(stripeFieldErrors({ number: { complete: true, error: undefined } })).toEqual({});
  });
});
