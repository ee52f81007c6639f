import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { ConfirmDialog } from '../../components/confirm-dialog';
import dialog from '../../components/dialog.module.css';
import { orderContents, orderName } from '../../lib/order-words';
import { useCancelOrder } from './api/cancel-order';

/**
 * Cancel for an unpaid order: asks first (it cannot be undone), then cancels it and refreshes.
 * Once cancelled, its trigger leaves with the row, so `onCancelled` says where the focus goes
 * instead of letting it fall to the page's body.
 */
export function CancelOrderDialog({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const [open, setOpen] = useState(false);
  // Set before the dialog closes: the mutation reads as a success only once onSuccess has finished.
  const cancelled = useRef(false);
  // The dialog closes before the refreshed orders take its row (and trigger) away.
  const cancel = useCancelOrder({
    onSuccess: ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Cancelled the Product Successfully');
      cancelled.current = true;
      setOpen(false);
    },
  });

  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={cancel}
      onConfirm={() => cancel.mutate({ orderId: order._id })}
      trigger={
        <button type="button" className={dialog.dangerTrigger} aria-label={`Cancel ${orderName(order)}`}>
          Cancel
        </button>
      }
      title="Cancel this order?"
      description={
        <>
          {orderContents(order)} for {formatDollars(order.totalPrice)}. The order will be cancelled: this cannot be undone.
        </>
      }
      keepLabel="Keep the order"
      confirmLabel="Yes, cancel the order"
      confirmingLabel="Cancelling…"
      placeFocus={() => {
        if (!cancelled.current) return false;
        onCancelled(order);
        return true;
      }}
    />
  );
}
