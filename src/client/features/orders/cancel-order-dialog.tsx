import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { ConfirmDialog } from '../../components/confirm-dialog';
import dialog from '../../components/dialog.module.css';
import { orderContents, orderName } from '../../lib/order-words';
import { useRefreshStock } from '../../lib/refresh-stock';
import { useTRPC } from '../../lib/trpc';

/**
 * Cancel for an unpaid order: asks first (it cannot be undone), then cancels it and refreshes.
 * Once cancelled, its trigger leaves with the row, so `onCancelled` says where the focus goes
 * instead of letting it fall to the page's body.
 */
export function CancelOrderDialog({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  // Set before the dialog closes: the mutation reads as a success only once onSuccess has finished.
  const cancelled = useRef(false);
  const refreshStock = useRefreshStock();
  // Spread, not passed to mutationOptions: the callback writes a ref, which only a hook's options may hold.
  const cancel = useMutation({
    ...trpc.orders.cancel.mutationOptions(),
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Cancelled the Product Successfully');
      cancelled.current = true;
      setOpen(false);
      // The units went back to stock: every page that shows it must show them again.
      await refreshStock(trpc.orders.mine.pathFilter(), trpc.orders.closedMine.pathFilter());
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
