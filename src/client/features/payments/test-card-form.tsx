import { useId, useRef, useState, type FormEvent } from 'react';
import { TEST_CARDS } from '../../../shared/rules/test-cards';
import type { ConfirmCardResult } from '../../../shared/schemas/payment';
import { InputField } from '../../components/input-field';
import layout from '../../components/form-layout.module.css';
import button from '../../components/button.module.css';
import { useTestAuthenticate } from './api/test-authenticate';
import { useTestConfirm } from './api/test-confirm';
import type { CardFormProps } from './card-form';
import { CARD_FIELDS, checkCard, fieldOf, type CardField, type CardFieldErrors } from './card-fields';
import { PaymentFailure } from './payment-failure';
import { errorWords } from '../../lib/server-errors';
import { ThreeDSecureDialog } from './three-d-secure-dialog';
import styles from './payment.module.css';

/** `4242 4242 4242 4242`: the test cards as a customer would type them. */
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The test gateway's own card form (no Stripe account needed). It checks each field as Stripe's
 * form would, with Stripe's messages under the field they name, then confirms the card like
 * confirmCardPayment; a card asking for 3-D Secure opens the authentication step.
 */
export function TestCardForm({ clientSecret, amountLabel, billing, payable, failure, onProcessing, onInvalid, onFailed, onSucceeded }: CardFormProps) {
  const id = useId();
  const [typed, setTyped] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [authenticating, setAuthenticating] = useState(false);
  const confirm = useTestConfirm();
  const authenticate = useTestAuthenticate();
  const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const form = useRef<HTMLFormElement>(null);

  /** Shows each field's message and takes the keyboard to the first field that has one. */
  function showFieldErrors(next: CardFieldErrors) {
    setErrors(next);
    onInvalid();
    const first = CARD_FIELDS.find((field) => next[field]);
    if (first) (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  }

  function report(result: ConfirmCardResult) {
    if ('error' in result) {
      const field = result.error.type === 'validation_error' ? fieldOf(result.error.param) : null;
      if (field) showFieldErrors({ [field]: result.error.message });
      else onFailed(result.error.message);
    } else if (result.paymentIntent.status === 'succeeded') onSucceeded(result.paymentIntent.id);
    else if (result.paymentIntent.status === 'requires_action') setAuthenticating(true);
    else onFailed(`The payment could not be completed (${result.paymentIntent.status.replaceAll('_', ' ')}).`);
  }

  async function run(call: () => Promise<ConfirmCardResult>) {
    onProcessing();
    try {
      report(await call());
    } catch (error) {
      onFailed(errorWords(error));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkCard(typed);
    if ('errors' in checked) return showFieldErrors(checked.errors);
    setErrors({});
    void run(() => confirm.mutateAsync({ intentId, card: checked.card, billingDetails: billing }));
  }

  function finishAuthentication(outcome: 'complete' | 'fail') {
    setAuthenticating(false);
    void run(() => authenticate.mutateAsync({ intentId, outcome }));
  }

  /** A field's props: its value, and its message cleared as soon as it is edited. */
  const field = (name: CardField) => ({
    name,
    value: typed[name],
    error: errors[name],
    disabled: !payable,
    onChange: (event: { target: { value: string } }) => {
      setTyped((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form ref={form} className={layout.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Card details</h2>
      <InputField label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" {...field('number')} />
      <div className={styles.cardRow}>
        <InputField label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" {...field('expiry')} />
        <InputField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...field('cvc')} />
      </div>
      <PaymentFailure failure={failure} />
      {payable ? (
        <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`}>
          Pay {amountLabel}
        </button>
      ) : null}
      <details className={styles.hint} open>
        <summary>Test payments: no real card is charged</summary>
        <p>Use any future expiry date and any 3-digit CVC with one of Stripe&apos;s test cards:</p>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <code>{spaced(card.number)}</code> {card.label}
            </li>
          ))}
        </ul>
      </details>
      <ThreeDSecureDialog open={authenticating} amountLabel={amountLabel} onFinish={finishAuthentication} />
    </form>
  );
}
