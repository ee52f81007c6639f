import { OrderCompanyFacts } from '../../components/order-company-facts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import { trackingUrl } from '../../../shared/rules/tracking-url';
import { isClosedStatus, type Order, type OrderWithTimeline } from '../../../shared/schemas/order';
import button from '../../components/button.module.css';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { OrderLinesTable } from '../../components/order-lines';
import { StatusBadge } from '../../components/status-badge';
import { useTRPC } from '../../lib/trpc';
import type { BuyAgainSlot } from './buy-again-slot';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DocumentLink } from '../../components/invoice-link';
import { formatOrderTime } from './order-date';
import { payByText } from './pay-by';
import { cardWords } from './payment-words';
import styles from './order-page.module.css';
import { useCancelMessage } from './cancel-message';

/**
 * dashboard/orders/$orderId for a customer: one of their orders with everything they look for
 * after buying: where it stands (its timeline in words), its lines, PO number and delivery address,
 * how it was paid, its invoice and credit notes to download, its refunds, and Pay and Cancel while
 * it is unpaid, and Buy again (any status). Someone else's order is "not found", as an unknown one
 * (the server answers 404).
 */
export function OrderPage({ orderId, payInvoice, addToList, buyAgain }: { orderId: string; payInvoice?: PayInvoiceSlot; addToList?: AddToListSlot; buyAgain?: BuyAgainSlot }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.orders.withLines.queryOptions({ id: orderId }));
  const notFound = detail.error?.data?.code === 'NOT_FOUND';

  return (
    <section aria-labelledby="order-title" className={styles.page}>
      <Link to="/dashboard/my-orders">← My Orders</Link>
      <h1 id="order-title">{detail.data ? `Order ${detail.data.order.number}` : notFound ? 'Order not found' : 'Order'}</h1>
      {detail.isPending ? (
        <Loader label="Loading the order" />
      ) : notFound ? (
        <div className={styles.notFound}>
          <p>We couldn't find this order in your account. It may belong to another account, or the link may be mistyped.</p>
          <Link to="/dashboard/my-orders">See your orders</Link>
        </div>
      ) : detail.isError ? (
        <ErrorNotice title="We couldn't load this order." error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <OrderDetails detail={detail.data} payInvoice={payInvoice} addToList={addToList} buyAgain={buyAgain} />
      )}
    </section>
  );
}

/** The event that closed the order, in words ("Expired unpaid: Not paid within 24 hours."). */
const closingText = ({ order, timeline }: OrderWithTimeline) =>
  isClosedStatus(order.status) ? timeline.findLast((event) => event.type === order.status)?.text : undefined;

const cancelledWords = (order: Order) => `Order ${order.number} was cancelled.`;

/** The payments feature's Pay by card for an on-account invoice, handed in by the route (features do not import each other). */
export type PayInvoiceSlot = (invoiceNumber: string, payer: { name: string; email: string }) => ReactNode;
/** Requisition lists' "Add to list" for the order's lines, handed in by the route. */
export type AddToListSlot = (order: Order) => ReactNode;

function OrderDetails({ detail, payInvoice, addToList, buyAgain }: { detail: OrderWithTimeline; payInvoice?: PayInvoiceSlot; addToList?: AddToListSlot; buyAgain?: BuyAgainSlot }) {
  const { order, payment, documents, refunds, timeline } = detail;
  const { onCancelled, message } = useCancelMessage(cancelledWords);
  const closing = closingText(detail);

  return (
    <div className={styles.layout}>
      {message}
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={order.status} />{' '}
          {order.isPaid ? 'Paid' : order.paymentMethod === 'account' ? 'On account' : isClosedStatus(order.status) ? 'Not paid' : 'Waiting for payment'}
          {closing ? <span className={styles.muted}> · {closing}</span> : null}
        </dd>
        <dt>Placed</dt>
        <dd>
          <time dateTime={order.date}>{formatOrderTime(order.date)}</time>
        </dd>
        {payment ? (
          <>
            <dt>Paid</dt>
            <dd>
              <time dateTime={payment.paidAt}>{formatOrderTime(payment.paidAt)}</time>
            </dd>
          </>
        ) : null}
        {order.paymentMethod === 'account' && order.invoice ? (
          <>
            <dt>Invoice</dt>
            <dd>
              {order.invoice.number}
              {order.invoice.dueDate ? (
                <>
                  , due <time dateTime={order.invoice.dueDate}>{order.invoice.dueDate}</time>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {order.shippedAt ? (
          <>
            <dt>Shipped</dt>
            <dd>
              <Shipment order={order} />
            </dd>
          </>
        ) : null}
        <OrderCompanyFacts order={order} />
        {order.poNumber ? (
          <>
            <dt>PO number</dt>
            <dd>{order.poNumber}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{formatDollars(order.totalPrice)}</dd>
        <dt>Delivery address</dt>
        <dd className={styles.address}>{order.address}</dd>
        <dt>Phone</dt>
        <dd>{order.phone}</dd>
      </dl>

      <OrderActions order={order} onCancelled={onCancelled} />
      {payInvoice ? <PayInvoiceAction detail={detail} payInvoice={payInvoice} /> : null}
      {buyAgain ? <div className={styles.actions}>{buyAgain({ id: order._id, number: order.number })}</div> : null}

      <div className={styles.lines}>
        <OrderLinesTable lines={order.lines} total={order.totalPrice} caption="What you ordered" charges={order} />
        {addToList?.(order)}
      </div>

      {payment ? (
        <section aria-labelledby="payment-title" className={styles.section}>
          <h2 id="payment-title">Payment</h2>
          <dl className={styles.facts}>
            <dt>Method</dt>
            <dd>{cardWords(payment)}</dd>
            <dt>Amount</dt>
            <dd>{formatDollars(payment.amount)}</dd>
            <dt>Reference</dt>
            <dd>
              <code>{payment.reference}</code>
            </dd>
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="documents-title" className={styles.section}>
        <h2 id="documents-title">Invoice and credit notes</h2>
        {documents.length > 0 ? (
          <ul className={styles.documents}>
            {documents.map((document) => (
              <li key={document.number}>
                <DocumentLink document={document} /> <span className={styles.muted}>{formatDollars(document.total)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{isClosedStatus(order.status) ? 'No invoice: the order was never paid.' : 'The invoice is issued when the order is paid.'}</p>
        )}
      </section>

      {refunds.length > 0 ? (
        <section aria-labelledby="refunds-title" className={styles.section}>
          <h2 id="refunds-title">Refunds</h2>
          <ul className={styles.refunds}>
            {refunds.map((refund, index) => (
              <li key={index}>
                <p>
                  <strong>{formatDollars(refund.amount)}</strong> {refund.toAccount ? 'credited to your company’s account' : 'to your card'}: {refund.reason}
                </p>
                <p className={styles.muted}>
                  <time dateTime={refund.at}>{formatOrderTime(refund.at)}</time>
                  {refund.creditNoteNumber ? ` · Credit note ${refund.creditNoteNumber}` : ' · Waiting for the card network'}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="timeline-title" className={styles.section}>
        <h2 id="timeline-title">History</h2>
        <ol className={styles.timeline} aria-labelledby="timeline-title">
          {timeline.map((event, index) => (
            <li key={index}>
              <span>{event.text}</span> <time dateTime={event.at}>{formatOrderTime(event.at)}</time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The carrier and the tracking number, a link to the carrier's page when it is one we know. */
function Shipment({ order }: { order: Order }) {
  const url = trackingUrl(order.carrier, order.trackingNumber);
  return (
    <>
      <time dateTime={order.shippedAt ?? undefined}>{formatOrderTime(order.shippedAt!, { dayOnly: true })}</time>
      {order.carrier ? ` by ${order.carrier}` : null}
      {order.trackingNumber ? (
        <>
          {', tracking '}
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${order.trackingNumber}: track order ${order.number} with ${order.carrier} (opens in a new tab)`}>
              <code>{order.trackingNumber}</code>
            </a>
          ) : (
            <code>{order.trackingNumber}</code>
          )}
        </>
      ) : null}
    </>
  );
}

/** An unpaid order placed on the company's account (issue 40): its invoice may be paid by card. */
function PayInvoiceAction({ detail, payInvoice }: { detail: OrderWithTimeline; payInvoice: PayInvoiceSlot }) {
  const { order } = detail;
  const invoice = order.invoice;
  if (order.paymentMethod !== 'account' || order.isPaid || isClosedStatus(order.status) || !invoice) return null;
  return (
    <div className={styles.actions}>
      <span>Invoice {invoice.number} is not paid yet.</span>
      {payInvoice(invoice.number, { name: order.user, email: order.email })}
    </div>
  );
}

/** Unpaid and open: when it is released, Pay (the payment page) and Cancel (confirmed first). */
function OrderActions({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  if (order.isPaid || order.status !== 'pending') return null;
  return (
    <div className={styles.actions}>
      {order.expiresAt ? (
        <time className={styles.deadline} dateTime={order.expiresAt}>
          {payByText(order.expiresAt, { now: new Date() })}
        </time>
      ) : null}
      <Link to="/payment/$id" params={{ id: order._id }} className={button.primary}>
        Pay for this order
      </Link>
      <CancelOrderDialog order={order} onCancelled={onCancelled} />
    </div>
  );
}
