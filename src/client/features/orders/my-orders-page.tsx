import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../shared/schemas/order';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import type { BuyAgainSlot } from './buy-again-slot';
import { ClosedOrders } from './closed-orders';
import { MyOrdersTable } from './my-orders-table';
import styles from './my-orders-page.module.css';
import { useCancelMessage } from './cancel-message';

/**
 * dashboard/my-orders: the signed-in customer's open orders, newest first, a page at a time, with
 * their number (and PO number), their lines, delivery, Pay and Cancel, and Buy again; then their
 * closed orders, collapsed (Buy again on those too: what the buyer meant to buy). After a cancel the focus goes to the message saying so (the cancelled row, which
 * held the focus, is gone).
 */
const cancelledWords = (order: Order) => `Order ${order.number} was cancelled. You will find it under Closed orders.`;

export function MyOrdersPage({ buyAgain }: { buyAgain?: BuyAgainSlot }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const pages = useKeysetPages(user?.id ?? '');
  const orders = useQuery(trpc.orders.mine.queryOptions({ cursor: pages.cursor, limit: pages.limit }, { enabled: Boolean(user), placeholderData: keepPreviousData }));
  // The same query as the Closed orders group's (one request): the empty state says whether any exist.
  const closed = useQuery(trpc.orders.closedMine.queryOptions(undefined, { enabled: Boolean(user) }));
  const { onCancelled, message } = useCancelMessage(cancelledWords, styles.message);

  return (
    <section aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">My Orders</h1>
      {message}
      {orders.isError && !orders.data ? (
        <ErrorNotice title="We couldn't load your orders." error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : (
        <>
          <MyOrdersTable
            orders={orders.data?.orders ?? []}
            loading={!user || orders.isPending}
            onCancelled={onCancelled}
            buyAgain={buyAgain}
            empty={
              <>
                <p>{closed.data?.length ? 'No open orders' : 'No orders yet'}</p>
                <Link to="/" hash="products">
                  Browse the products
                </Link>
              </>
            }
          />
          {pages.page > 1 || orders.data?.orders.length ? (
            <KeysetPager pages={pages} nextCursor={orders.isPlaceholderData ? undefined : orders.data?.nextCursor} label="My orders" />
          ) : null}
        </>
      )}
      <ClosedOrders enabled={Boolean(user)} buyAgain={buyAgain} />
    </section>
  );
}
