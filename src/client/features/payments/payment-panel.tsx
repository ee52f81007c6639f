import { lazy, Suspense, useState } from 'react';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { trpc } from '../../lib/trpc';
import type { CardFormProps } from './card-form';
import { TestCardForm } from './test-card-form';
import { useClientSecret } from './use-client-secret';
import styles from './payment.module.css';

// Stripe's libraries load only when the shop really uses Stripe, and only on this page.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

type PaymentState = { step: 'idle' } | { step: 'processing' } | { step: 'failed'; message: string } | { step: 'paid'; transactionId: string };

/**
 * The payment form's states (docs/product.md#payment-form): Pay hidden until the secret is loaded and while
 * processing or after success; a progress bar while processing; the provider's message in red;
 * success with the transaction id. A success at the gateway is confirmed with the server, which
 * checks it with the gateway before marking the order paid.
 */
export function PaymentPanel({ order }: { order: Order }) {
  const intent = useClientSecret(order._id, order.totalPrice);
  const [state, setState] = useState<PaymentState>({ step: 'idle' });
  const utils = trpc.useUtils();
  const confirm = trpc.payments.confirm.useMutation({
    onSuccess: async ({ transactionId }) => {
      setState({ step: 'paid', transactionId });
      await utils.orders.mine.invalidate();
    },
    onError: (error) => setState({ step: 'failed', message: error.message }),
  });

  if (intent.isError) {
    return <ErrorNotice title="We couldn't prepare the payment." error={intent.error} onRetry={() => intent.mutate({ orderId: order._id, price: order.totalPrice })} />;
  }
  if (!intent.data) return <Loader label="Preparing the payment" />;

  const formProps: CardFormProps = {
    clientSecret: intent.data.clientSecret,
    amountLabel: formatDollars(order.totalPrice),
    billing: { name: order.user, email: order.email },
    payable: state.step === 'idle' || state.step === 'failed',
    onProcessing: () => setState({ step: 'processing' }),
    onFailed: (message) => setState({ step: 'failed', message }),
    onSucceeded: (intentId) => confirm.mutate({ orderId: order._id, transactionId: intentId, productID: order._id, totalPrice: order.totalPrice, email: order.email, user: order.user }),
  };

  return (
    <section className={styles.panel} aria-label="Card payment">
      {state.step === 'paid' ? null : intent.data.gateway === 'stripe' && intent.data.publishableKey ? (
        <Suspense fallback={<Loader label="Loading the card form" />}>
          <StripeCardForm {...formProps} publishableKey={intent.data.publishableKey} />
        </Suspense>
      ) : (
        <TestCardForm {...formProps} />
      )}
      {state.step === 'processing' ? <div className={styles.progress} role="progressbar" aria-label="Processing your payment" /> : null}
      {state.step === 'failed' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      {state.step === 'paid' ? (
        <div role="status" className={styles.success}>
          <p className={styles.successTitle}>Congrats! Your payment is completed.</p>
          <p>
            Your transaction id: <code>{state.transactionId}</code>
          </p>
        </div>
      ) : null}
    </section>
  );
}
