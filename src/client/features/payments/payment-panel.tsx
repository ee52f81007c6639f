import { lazy, Suspense, useState } from 'react';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { useConfirmPayment } from './api/confirm-payment';
import type { CardFormProps } from './card-form';
import type { Failure } from './payment-failure';
import { errorWords } from '../../lib/server-errors';
import { TestCardForm } from './test-card-form';
import { useClientSecret } from './api/create-payment-intent';
import styles from './payment.module.css';

// Stripe's libraries load only when the shop really uses Stripe, and only on this page.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

type PaymentState = { step: 'idle' } | { step: 'processing' } | { step: 'failed'; failure: Failure };

/**
 * The payment form's states (docs/product.md#payment-form): Pay hidden until the secret is loaded
 * and while processing; a progress bar while processing; a failure next to the form, focused. A
 * success at the gateway is confirmed with the server, which checks it with the gateway before
 * marking the order paid; then `onPaid` turns the page into the receipt.
 */
export function PaymentPanel({ order, onPaid }: { order: Order; onPaid(): void }) {
  const intent = useClientSecret(order._id, order.totalPrice);
  const [state, setState] = useState<PaymentState>({ step: 'idle' });
  const failed = (message: string) => setState({ step: 'failed', failure: { message } });
  const confirm = useConfirmPayment({ onSuccess: () => onPaid(), onError: (error) => failed(errorWords(error)) });

  if (intent.isError) {
    return (
      <ErrorNotice
        title="We couldn't prepare the payment."
        error={intent.error}
        onRetry={() => intent.mutate({ orderId: order._id, price: order.totalPrice })}
        retrying={intent.isPending}
      />
    );
  }
  if (!intent.data) return <Loader label="Preparing the payment" />;

  const formProps: CardFormProps = {
    clientSecret: intent.data.clientSecret,
    amountLabel: formatDollars(order.totalPrice),
    billing: { name: order.user, email: order.email },
    payable: state.step !== 'processing',
    failure: state.step === 'failed' ? state.failure : null,
    onProcessing: () => setState({ step: 'processing' }),
    onInvalid: () => setState({ step: 'idle' }),
    onFailed: failed,
    onSucceeded: (intentId) => confirm.mutate({ orderId: order._id, transactionId: intentId, productID: order._id, totalPrice: order.totalPrice, email: order.email, user: order.user }),
  };

  return (
    <section className={styles.panel} aria-label="Card payment">
      {intent.data.gateway === 'stripe' && intent.data.publishableKey ? (
        <Suspense fallback={<Loader label="Loading the card form" />}>
          <StripeCardForm {...formProps} publishableKey={intent.data.publishableKey} />
        </Suspense>
      ) : (
        <TestCardForm {...formProps} />
      )}
      {state.step === 'processing' ? <div className={styles.progress} role="progressbar" aria-label="Processing your payment" /> : null}
    </section>
  );
}
