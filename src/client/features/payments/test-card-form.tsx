import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cardProblem, TEST_CARDS } from '../../../shared/rules/test-cards';
import type { ConfirmCardResult } from '../../../shared/schemas/payment';
import { InputField } from '../../components/input-field';
import layout from '../../components/form-layout.module.css';
import button from '../../components/button.module.css';
import { trpc } from '../../lib/trpc';
import type { CardFormProps } from './card-form';
import { ThreeDSecureDialog } from './three-d-secure-dialog';
import styles from './payment.module.css';

/** `12/34`, `12 / 2034` -> month and year; null when it is not a date yet. */
function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : null;
}

/** `4242 4242 4242 4242`: the test cards as a customer would type them. */
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The test gateway's own card form (no Stripe account needed). It checks the card as Stripe's
 * form would, with Stripe's messages, then confirms it like confirmCardPayment; a card asking
 * for 3-D Secure opens the authentication step.
 */
export function TestCardForm({ clientSecret, amountLabel, billing, payable, onProcessing, onFailed, onSucceeded }: CardFormProps) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [authenticating, setAuthenticating] = useState(false);
  const confirm = trpc.payments.testConfirm.useMutation();
  const authenticate = trpc.payments.testAuthenticate.useMutation();
  const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const numberField = useRef<HTMLInputElement>(null);
  const wasPayable = useRef(payable);

  // Paying disables the form and removes the Pay button, which drops the keyboard focus on the
  // page itself: when the form comes back after a failure, the focus comes back to its first field.
  useEffect(() => {
    if (payable && !wasPayable.current) numberField.current?.focus();
    wasPayable.current = payable;
  }, [payable]);

  function report(result: ConfirmCardResult) {
    if ('error' in result) onFailed(result.error.message);
    else if (result.paymentIntent.status === 'succeeded') onSucceeded(result.paymentIntent.id);
    else if (result.paymentIntent.status === 'requires_action') setAuthenticating(true);
    else onFailed(`The payment could not be completed (${result.paymentIntent.status.replaceAll('_', ' ')}).`);
  }

  async function run(call: () => Promise<ConfirmCardResult>) {
    onProcessing();
    try {
      report(await call());
    } catch (error) {
      onFailed(error instanceof Error ? error.message : 'The payment failed.');
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const date = parseExpiry(expiry);
    if (!date) return onFailed("Your card's expiration date is incomplete.");
    const card = { number, cvc, ...date };
    const problem = cardProblem(card);
    if (problem) return onFailed(problem.message);
    void run(() => confirm.mutateAsync({ intentId, card, billingDetails: billing }));
  }

  function finishAuthentication(outcome: 'complete' | 'fail') {
    setAuthenticating(false);
    void run(() => authenticate.mutateAsync({ intentId, outcome }));
  }

  return (
    <form className={layout.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Card details</h2>
      <InputField
        ref={numberField}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        disabled={!payable}
      />
      <div className={styles.cardRow}>
        <InputField label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" value={expiry} onChange={(event) => setExpiry(event.target.value)} disabled={!payable} />
        <InputField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={cvc} onChange={(event) => setCvc(event.target.value)} disabled={!payable} />
      </div>
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
      {payable ? (
        <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`}>
          Pay {amountLabel}
        </button>
      ) : null}
      <ThreeDSecureDialog open={authenticating} amountLabel={amountLabel} onFinish={finishAuthentication} />
    </form>
  );
}
