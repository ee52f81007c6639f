import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import type { OrderReceipt, ReceiptCard } from '../../../shared/schemas/receipt';
import button from '../../components/button.module.css';
import { ErrorNotice } from '../../components/error-notice';
import { CreditNoteLink, InvoiceLink } from '../../components/invoice-link';
import { Loader } from '../../components/loader';
import { OrderLinesTable } from '../../components/order-lines';
import { useTRPC } from '../../lib/trpc';
import styles from './payment.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };

/** `Visa ending 4242`, or `Card ending 4242` when the gateway names no brand. */
function cardLabel(card: ReceiptCard): string {
  return `${(card.brand && BRANDS[card.brand]) ?? 'Card'} ending ${card.last4}`;
}

/** The spec's payment success message (SPEC.md, the error catalogue), word for word. */
export const PAYMENT_COMPLETED = 'Congrats! Your payment is completed.';

/**
 * A paid order's page: "Paid" and the spec's sentence, its number (and the buyer's PO number), its
 * lines, the amount, the date, the payment's short reference with the transaction id beside it
 * (the spec's success shows the id; docs/decisions/110-receipt-confirms-with-the-spec-sentence) and the card, its
 * invoice to download (issue 25), and the ways onward (issue 23). Right after paying, the heading
 * takes the focus (the form the customer was in is gone) and so is read out.
 */
export function PaymentReceipt({ order, justPaid }: { order: Order; justPaid: boolean }) {
  const trpc = useTRPC();
  const receipt = useQuery(trpc.payments.receipt.queryOptions({ orderId: order._id }, { staleTime: Infinity }));
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justPaid) heading.current?.focus();
  }, [justPaid]);

  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <header className={styles.receiptHeader}>
        <h1 id="receipt-title" ref={heading} tabIndex={-1}>
          Paid
        </h1>
        <p className={styles.confirmation}>{PAYMENT_COMPLETED}</p>
        <p>
          Thank you, {order.user}. Order <strong className={styles.orderNumber}>{order.number}</strong> is paid.
        </p>
      </header>
      {receipt.data ? (
        <ReceiptDetails receipt={receipt.data} order={order} />
      ) : receipt.isError ? (
        <ErrorNotice title="We couldn't load the receipt's details." error={receipt.error} onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />
      ) : (
        <div className={styles.receiptSkeleton}>
          <Loader label="Loading your receipt" />
        </div>
      )}
      <nav className={styles.onward} aria-label="After paying">
        <Link to="/dashboard/my-orders" className={`${button.primary} ${button.large}`}>
          Go to My Orders
        </Link>
        <Link to="/products" className={styles.secondaryLink}>
          Continue shopping
        </Link>
      </nav>
    </article>
  );
}

function ReceiptDetails({ receipt, order }: { receipt: OrderReceipt; order: Order }) {
  const { poNumber } = order;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Order number</dt>
          <dd>{receipt.number}</dd>
        </div>
        {poNumber ? (
          <div>
            <dt>PO number</dt>
            <dd>{poNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>Date paid</dt>
          <dd>
            <time dateTime={receipt.paidAt}>{dateFormat.format(new Date(receipt.paidAt))}</time>
          </dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd>{formatDollars(receipt.totalPaid)}</dd>
        </div>
        {receipt.card ? (
          <div>
            <dt>Paid with</dt>
            <dd>{cardLabel(receipt.card)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Payment reference</dt>
          <dd>{receipt.reference}</dd>
        </div>
        <div>
          <dt>Transaction id</dt>
          <dd>
            <code className={styles.transactionId}>{receipt.transactionId}</code>
          </dd>
        </div>
      </dl>
      <OrderLinesTable lines={receipt.lines} total={receipt.totalPaid} totalLabel="Total paid" caption="What you bought" charges={order} />
      {receipt.invoiceNumber ? (
        <ul className={styles.documents} aria-label="Documents">
          <li>
            <InvoiceLink orderId={receipt.orderId} invoiceNumber={receipt.invoiceNumber} />
          </li>
          {receipt.creditNotes.map((note) => (
            <li key={note.number}>
              <CreditNoteLink orderId={receipt.orderId} creditNoteNumber={note.number} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
