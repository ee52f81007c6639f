import { OrderCompanyFacts } from '../../components/order-company-facts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { AdminOrderDetail } from '../../../shared/schemas/admin-orders';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { OrderLinesTable } from '../../components/order-lines';
import { StatusBadge } from '../../components/status-badge';
import { useTRPC } from '../../lib/trpc';
import { CancelUnpaidOrderDialog } from './cancel-unpaid-order-dialog';
import { describeEvent } from './event-details';
import { CreditNoteLink, InvoiceLink } from '../../components/invoice-link';
import { OrderRefundsSection, RefundAction } from './order-refunds';
import { formatTime } from './format-time';
import { ShipOrderDialog } from './ship-order-dialog';
import styles from './order-detail-page.module.css';

/** dashboard/orders/$orderId: one order for the admin (its PO number, note and lines), its payment and refunds, its customer and its timeline in words. */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.adminOrders.detail.queryOptions({ orderId }));

  return (
    <section aria-labelledby="order-title">
      <Link to="/dashboard/manage-all-orders">← All orders</Link>
      <h1 id="order-title">{detail.data ? `Order ${detail.data.order.number}` : 'Order'}</h1>
      {detail.isPending ? (
        <Loader label="Loading the order" />
      ) : detail.isError ? (
        <ErrorNotice title="We couldn't load this order." error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <OrderDetail detail={detail.data} />
      )}
    </section>
  );
}

function OrderDetail({ detail: { order, customer, timeline, invoiceNumber, creditNotes } }: { detail: AdminOrderDetail }) {
  return (
    <div className={styles.layout}>
      <dl className={styles.facts}>
        <dt>Order number</dt>
        <dd>{order.number}</dd>
        <OrderCompanyFacts order={order} />
        {order.poNumber ? (
          <>
            <dt>PO number</dt>
            <dd>{order.poNumber}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{formatDollars(order.totalPrice)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={order.status} /> {order.isPaid ? 'Paid' : 'Unpaid'}
        </dd>
        {invoiceNumber ? (
          <>
            <dt>Invoice</dt>
            <dd>
              <InvoiceLink orderId={order._id} invoiceNumber={invoiceNumber} />
            </dd>
          </>
        ) : null}
        {creditNotes.length > 0 ? (
          <>
            <dt>Credit notes</dt>
            {creditNotes.map((note) => (
              <dd key={note.number}>
                <CreditNoteLink orderId={order._id} creditNoteNumber={note.number} />
              </dd>
            ))}
          </>
        ) : null}
        {order.transactionId ? (
          <>
            <dt>Transaction</dt>
            <dd>
              <code>{order.transactionId}</code>
            </dd>
          </>
        ) : null}
        {order.carrier || order.trackingNumber ? (
          <>
            <dt>Shipment</dt>
            <dd>{[order.carrier, order.trackingNumber].filter(Boolean).join(' · ')}</dd>
          </>
        ) : null}
        <dt>Placed</dt>
        <dd>
          <time dateTime={order.date}>{formatTime(order.date)}</time>
        </dd>
        {order.expiresAt ? (
          <>
            <dt>Released unless paid by</dt>
            <dd>
              <time dateTime={order.expiresAt}>{formatTime(order.expiresAt)}</time>
            </dd>
          </>
        ) : null}
        {order.note ? (
          <>
            <dt>Note from the buyer</dt>
            <dd className={styles.note}>{order.note}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.lines}>
        <OrderLinesTable lines={order.lines} total={order.totalPrice} caption="Lines" charges={order} />
      </div>
      <div className={styles.orderActions}>
        <ShipOrderDialog order={order} />
        <CancelUnpaidOrderDialog order={order} />
        <RefundAction order={order} />
      </div>
      <OrderRefundsSection order={order} />

      <h2>Customer</h2>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{customer.name}</dd>
        <dt>E-mail</dt>
        <dd>{customer.email}</dd>
        <dt>Phone</dt>
        <dd>{customer.phone ?? order.phone}</dd>
        <dt>Address</dt>
        <dd>{customer.address ?? order.address}</dd>
      </dl>

      <h2 id="timeline-title">Timeline</h2>
      <ol className={styles.timeline} aria-labelledby="timeline-title">
        {timeline.map((event, index) => (
          <TimelineItem key={index} event={event} />
        ))}
      </ol>
    </div>
  );
}

/** One event: what happened in words, when, a few facts, and the gateway's codes folded away. */
function TimelineItem({ event }: { event: AdminOrderDetail['timeline'][number] }) {
  const { headline, notes, codes } = describeEvent(event);
  return (
    <li>
      <p className={styles.event}>
        <strong>{headline}</strong> <time dateTime={event.at}>{formatTime(event.at)}</time>
      </p>
      {notes.map((note) => (
        <p key={note} className={styles.detail}>
          {note}
        </p>
      ))}
      {codes.length > 0 ? (
        <details className={styles.codes}>
          <summary>Gateway details</summary>
          <p className={styles.detail}>{codes.join(' · ')}</p>
        </details>
      ) : null}
    </li>
  );
}
