import { getRouteApi } from '@tanstack/react-router';
import { OrderDetailPage } from '../../features/admin-orders/order-detail-page';
import { BuyAgainButton } from '../../features/cart/buy-again-button';
import type { BuyAgainSlot } from '../../features/orders/buy-again-slot';
import { OrderPage, type AddToListSlot, type PayInvoiceSlot } from '../../features/orders/order-page';
import { PayInvoiceButton } from '../../features/payments/pay-invoice-button';
import { AddToListButton } from '../../features/requisition-lists/add-to-list-button';
import { useSession } from '../../lib/use-session';

const route = getRouteApi('/dashboard/orders/$orderId');

/** An unpaid on-account order's invoice, paid by card from its page (issue 40). */
const payInvoice: PayInvoiceSlot = (invoiceNumber, payer) => <PayInvoiceButton invoiceNumber={invoiceNumber} payer={payer} />;

/** The order's lines onto a requisition list (issue 41). */
const addToList: AddToListSlot = (order) => <AddToListButton lines={order.lines.map((line) => ({ productId: line.productID, quantity: line.quantity, name: line.productName }))} what={`the lines of order ${order.number}`} />;

/** The order's lines into the caller's own cart at today's prices (issue 41): its buyer's, or a company admin's. */
const buyAgain: BuyAgainSlot = (order) => <BuyAgainButton orderId={order.id} number={order.number} />;

/**
 * dashboard/orders/{orderId}: one order. An admin gets the back office's page (its customer,
 * shipping, refunds); a customer their own order's page (documents, payment, history), as the
 * order e-mails link to it. The server decides what each may read: a customer's only their own.
 */
export function OrderDetailRoute() {
  const { orderId } = route.useParams();
  const { user } = useSession();
  return user?.role === 'admin' ? <OrderDetailPage orderId={orderId} /> : <OrderPage orderId={orderId} payInvoice={payInvoice} addToList={addToList} buyAgain={buyAgain} />;
}
