import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import type { OrderRefund, OrderRefunds } from '../../../shared/schemas/refund';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { useTRPC } from '../../lib/trpc';
import { formatTime } from './format-time';
import { RefundDialog } from './refund-dialog';
import page from './order-detail-page.module.css';
import styles from './order-refunds.module.css';

/** The order's payment status in an admin's words (the gateway's name for it is shown to no one). */
const PAYMENT_WORDS: Record<string, string> = {
  succeeded: 'Paid',
  partially_refunded: 'Paid, partly refunded',
  refunded: 'Refunded',
  requires_payment_method: 'Not paid yet',
  requires_confirmation: 'Not paid yet',
  requires_action: "Waiting for the customer's bank",
  processing: 'The bank is processing the payment',
  requires_capture: 'Authorised, not captured',
  canceled: 'Payment cancelled',
};

export const paymentWords = (status: string) => PAYMENT_WORDS[status] ?? status;

/** The order's refunds, read once for the Refund button and the section (react-query shares the request). */
function useOrderRefunds(order: Order) {
  const trpc = useTRPC();
  return useQuery(trpc.orderRefunds.list.queryOptions({ id: order._id }));
}

/** Refund: the button and its dialog, on a paid order or one on account (a credit) once its refunds are known. */
export function RefundAction({ order }: { order: Order }) {
  const refunds = useOrderRefunds(order);
  if (!(order.isPaid || order.paymentMethod === 'account') || !refunds.data) return null;
  return <RefundDialog key={refunds.data.leftCents} order={order} refunds={refunds.data} />;
}

function RefundItem({ refund }: { refund: OrderRefund }) {
  const restocked = refund.restock.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className={styles.refund}>
      <p>
        <strong>{formatCents(refund.amountCents)}</strong> {refund.admin ? `by ${refund.admin}` : null}: {refund.reason}
      </p>
      <p className={styles.muted}>
        <time dateTime={refund.createdAt}>{formatTime(refund.createdAt)}</time>
        {refund.creditNoteNumber ? ` · Credit note ${refund.creditNoteNumber}` : null}
        {restocked > 0 ? ` · ${restocked} ${restocked === 1 ? 'unit' : 'units'} back in stock` : null}
      </p>
      {refund.status === 'failed' ? <p className={styles.refused}>Refused by the card network: {refund.error}</p> : null}
      {refund.status === 'pending' ? <p className={styles.muted}>Waiting for the gateway; the shop tries again by itself.</p> : null}
    </li>
  );
}

function RefundsSummary({ refunds }: { refunds: OrderRefunds }) {
  return (
    <>
      <dl className={page.facts}>
        <dt>Payment</dt>
        <dd>{paymentWords(refunds.paymentStatus)}</dd>
        {refunds.paidCents > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd>
              {formatCents(refunds.refundedCents)} of {formatCents(refunds.paidCents)}
            </dd>
            <dt>Left to refund</dt>
            <dd>{formatCents(refunds.leftCents)}</dd>
          </>
        ) : null}
      </dl>
      {refunds.refunds.length > 0 ? (
        <ul className={styles.list} aria-label="Refunds">
          {refunds.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No refunds.</p>
      )}
    </>
  );
}

/** The order's payment in words, what was refunded and what is left, and each refund with its credit note. */
export function OrderRefundsSection({ order }: { order: Order }) {
  const refunds = useOrderRefunds(order);
  return (
    <section className={styles.section} aria-labelledby="refunds-title">
      <h2 id="refunds-title">Payment and refunds</h2>
      <div aria-live="polite" className={styles.section}>
        {refunds.isPending ? (
          <Loader label="Loading the refunds" />
        ) : refunds.isError ? (
          <ErrorNotice title="We couldn't load the refunds." error={refunds.error} onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />
        ) : (
          <RefundsSummary refunds={refunds.data} />
        )}
      </div>
    </section>
  );
}
