import { useEffect, useRef } from 'react';
import styles from './payment.module.css';

/** One failed attempt; a new object for each, so the same message twice is announced twice. */
export interface Failure {
  message: string;
}

/**
 * Why the payment failed, in the card form next to the Pay button: announced (role=alert), then
 * scrolled into view and focused, so a customer who pressed Pay at the bottom of a long page, or
 * by keyboard, lands on it (issue 23). Nothing when there is no failure.
 */
export function PaymentFailure({ failure }: { failure: Failure | null }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!failure || !element) return;
    element.focus({ preventScroll: true });
    // jsdom has no layout, hence no scrollIntoView.
    element.scrollIntoView?.({ block: 'center' });
  }, [failure]);

  if (!failure) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.error}>
      <p className={styles.errorTitle}>The payment did not go through</p>
      <p>{failure.message}</p>
    </div>
  );
}
