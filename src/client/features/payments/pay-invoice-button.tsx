import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { formatDollars } from '../../../shared/money';
import type { InvoicePayment } from '../../../shared/schemas/account-terms';
import button from '../../components/button.module.css';
import { DialogFrame } from '../../components/dialog-frame';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { errorWords } from '../../lib/server-errors';
import { useConfirmInvoicePayment, useStartInvoicePayment } from './api/pay-invoice';
import type { CardFormProps } from './card-form';
import type { Failure } from './payment-failure';
import { TestCardForm } from './test-card-form';
import styles from './payment.module.css';

// Stripe's libraries load only when the shop really uses Stripe, and only once a payment opens.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

type PaymentState = { step: 'idle' } | { step: 'processing' } | { step: 'failed'; failure: Failure };

export interface PayInvoiceButtonProps {
  /** The invoice as written: INV-000042. */
  invoiceNumber: string;
  /** Who pays, for the card's billing details. */
  payer: { name: string; email: string };
  /** After the payment is recorded (the dialog has closed): refresh what shows the invoice (the statement). */
  onPaid?: () => void;
}

/**
 * Pay by card for an open on-account invoice (issue 40), from a statement row or the order page:
 * a dialog that starts the card payment of what the invoice still owes (the server names the
 * amount, never the page), takes the card with the shop's card form (Stripe's, or the test
 * gateway's), confirms it with the server and closes on the page it was opened from, the order
 * now paid. The buyer who placed the order or a company admin may pay; the server answers anyone
 * else 404.
 */
export function PayInvoiceButton({ invoiceNumber, payer, onPaid }: PayInvoiceButtonProps) {
  const [open, setOpen] = useState(false);
  const start = useStartInvoicePayment();
  const [state, setState] = useState<PaymentState>({ step: 'idle' });

  return (
    <DialogFrame
      open={open}
      setOpen={setOpen}
      busy={state.step === 'processing'}
      onOpening={() => {
        setState({ step: 'idle' });
        start.mutate({ number: invoiceNumber });
      }}
      trigger={
        <button type="button" className={button.primary} aria-label={`Pay by card: invoice ${invoiceNumber}`}>
          Pay by card
        </button>
      }
      title={`Pay invoice ${invoiceNumber}`}
      description={start.data ? <>Amount to pay: <strong>{formatDollars(start.data.amount)}</strong>, what the invoice still owes.</> : 'Preparing the payment of what the invoice still owes.'}
    >
      {start.isError ? (
        <ErrorNotice title="We couldn't prepare the payment." error={start.error} onRetry={() => start.mutate({ number: invoiceNumber })} retrying={start.isPending} />
      ) : start.data ? (
        <InvoiceCardForm
          payment={start.data}
          payer={payer}
          state={state}
          setState={setState}
          onPaid={() => {
            setOpen(false);
            toast.success(`Paid invoice ${invoiceNumber}`);
            onPaid?.();
          }}
        />
      ) : (
        <Loader label="Preparing the payment" />
      )}
    </DialogFrame>
  );
}

function InvoiceCardForm({
  payment,
  payer,
  state,
  setState,
  onPaid,
}: {
  payment: InvoicePayment;
  payer: { name: string; email: string };
  state: PaymentState;
  setState: (state: PaymentState) => void;
  onPaid: () => void;
}) {
  const failed = (message: string) => setState({ step: 'failed', failure: { message } });
  const confirm = useConfirmInvoicePayment({
    onSuccess: () => {
      setState({ step: 'idle' });
      onPaid();
    },
    onError: (error) => failed(errorWords(error)),
  });
  const formProps: CardFormProps = {
    clientSecret: payment.clientSecret,
    amountLabel: formatDollars(payment.amount),
    billing: payer,
    payable: state.step !== 'processing',
    failure: state.step === 'failed' ? state.failure : null,
    onProcessing: () => setState({ step: 'processing' }),
    onInvalid: () => setState({ step: 'idle' }),
    onFailed: failed,
    onSucceeded: (intentId) => confirm.mutate({ number: payment.invoiceNumber, transactionId: intentId }),
  };
  return (
    <section className={styles.panel} aria-label="Card payment">
      {payment.gateway === 'stripe' && payment.publishableKey ? (
        <Suspense fallback={<Loader label="Loading the card form" />}>
          <StripeCardForm {...formProps} publishableKey={payment.publishableKey} />
        </Suspense>
      ) : (
        <TestCardForm {...formProps} />
      )}
      {state.step === 'processing' ? <div className={styles.progress} role="progressbar" aria-label="Processing your payment" /> : null}
    </section>
  );
}
