import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementChangeEvent } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import layout from '../../components/form-layout.module.css';
import fieldStyles from '../../components/form-field.module.css';
import button from '../../components/button.module.css';
import type { CardFormProps } from './card-form';
import { CARD_FIELDS, fieldOf, INCOMPLETE, type CardField, type CardFieldErrors } from './card-fields';
import { PaymentFailure } from './payment-failure';
import { errorWords } from '../../lib/server-errors';
import { namedMessage, stripeFieldErrors, type StripeFieldState } from './stripe-field-errors';
import styles from './payment.module.css';

// Stripe.js is fetched once per key, the first time this (lazily loaded) form is shown.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe Elements' card fields, one element per field so each can say what is wrong with it,
 * confirmed with confirmCardPayment (Stripe runs 3-D Secure itself).
 */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardFields {...props} />
    </Elements>
  );
}

const ELEMENTS = { number: CardNumberElement, expiry: CardExpiryElement, cvc: CardCvcElement } as const;
const LABELS: Record<CardField, string> = { number: 'Card number', expiry: 'Expiry date', cvc: 'CVC' };
const EMPTY: StripeFieldState = { complete: false, error: undefined };

function CardFields({ clientSecret, amountLabel, billing, payable, failure, onProcessing, onInvalid, onFailed, onSucceeded }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [states, setStates] = useState<Record<CardField, StripeFieldState>>({ number: EMPTY, expiry: EMPTY, cvc: EMPTY });
  const [errors, setErrors] = useState<CardFieldErrors>({});

  function showFieldErrors(next: CardFieldErrors) {
    setErrors(next);
    onInvalid();
    const first = CARD_FIELDS.find((field) => next[field]);
    if (first) elements?.getElement(ELEMENTS[first])?.focus();
  }

  function changed(field: CardField, event: StripeElementChangeEvent) {
    setStates((current) => ({ ...current, [field]: { complete: event.complete, error: event.error } }));
    // A message Stripe gives while typing shows at once; fixing the field clears it.
    setErrors((current) => ({ ...current, [field]: event.error ? namedMessage(field, event.error.message) : undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product.md#5-validation-rules: nothing happens unless the card form is ready.
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return;
    const fieldErrors = stripeFieldErrors(states);
    if (CARD_FIELDS.some((field) => fieldErrors[field])) return showFieldErrors(fieldErrors);
    onProcessing();
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } });
      const field = error?.type === 'validation_error' ? fieldOf(error.param ?? error.code) : null;
      if (error && field) showFieldErrors({ [field]: namedMessage(field, error.message ?? INCOMPLETE[field]) });
      else if (error) onFailed(error.message ?? 'The payment failed.');
      else if (paymentIntent.status === 'succeeded') onSucceeded(paymentIntent.id);
      else onFailed(`The payment could not be completed (${paymentIntent.status.replaceAll('_', ' ')}).`);
    } catch (error) {
      onFailed(errorWords(error));
    }
  }

  return (
    <form className={layout.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Card details">
      <h2>Card details</h2>
      {CARD_FIELDS.map((field) => {
        const Element = ELEMENTS[field];
        return (
          <div key={field} className={fieldStyles.field}>
            {/* Stripe's fields are iframes a <label for> cannot reach: the label focuses the element instead. */}
            <span className={fieldStyles.label} onClick={() => elements?.getElement(Element)?.focus()}>
              {LABELS[field]}
            </span>
            <div className={errors[field] ? `${styles.stripeCard} ${styles.stripeCardInvalid}` : styles.stripeCard}>
              <Element options={{ disabled: !payable }} onChange={(event: StripeElementChangeEvent) => changed(field, event)} />
            </div>
            <p className={fieldStyles.error} aria-live="polite">
              {errors[field]}
            </p>
          </div>
        );
      })}
      <PaymentFailure failure={failure} />
      {payable ? (
        <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={!stripe}>
          Pay {amountLabel}
        </button>
      ) : null}
    </form>
  );
}
