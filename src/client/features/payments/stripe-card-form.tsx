import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import layout from '../../components/form-layout.module.css';
import button from '../../components/button.module.css';
import type { CardFormProps } from './card-form';
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

/** Stripe Elements' card field, confirmed with confirmCardPayment (Stripe runs 3-D Secure itself). */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardFields {...props} />
    </Elements>
  );
}

function CardFields({ clientSecret, amountLabel, billing, payable, onProcessing, onFailed, onSucceeded }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product.md#5-validation-rules: nothing happens unless the card form is ready.
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onProcessing();
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } });
    if (error) onFailed(error.message ?? 'The payment failed.');
    else if (paymentIntent.status === 'succeeded') onSucceeded(paymentIntent.id);
    else onFailed(`The payment could not be completed (${paymentIntent.status.replaceAll('_', ' ')}).`);
  }

  return (
    <form className={layout.form} onSubmit={(event) => void submit(event)} aria-label="Card details">
      <h2>Card details</h2>
      <div className={styles.stripeCard}>
        <CardElement options={{ hidePostalCode: true, disabled: !payable }} onChange={(event) => setComplete(event.complete)} />
      </div>
      {payable ? (
        <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={!stripe || !complete}>
          Pay {amountLabel}
        </button>
      ) : null}
    </form>
  );
}
