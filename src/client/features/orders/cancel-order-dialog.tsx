import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import dialog from '../../components/dialog.module.css';
import { orderContents, orderName } from '../../lib/order-words';
import { trpc } from '../../lib/trpc';

/**
 * Cancel for an unpaid order: asks first (it cannot be undone), then cancels it and refreshes.
 * Once cancelled, its trigger leaves with the row, so `onCancelled` says where the focus goes
 * instead of letting it fall to the page's body.
 */
export function CancelOrderDialog({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const [open, setOpen] = useState(false);
  // Set before the dialog closes: the mutation reads as a success only once onSuccess has finished.
  const cancelled = useRef(false);
  const utils = trpc.useUtils();
  const cancel = trpc.orders.cancel.useMutation({
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Cancelled the Product Successfully');
      cancelled.current = true;
      setOpen(false);
      // The units went back to stock: product pages must show them again.
      await Promise.all([utils.orders.mine.invalidate(), utils.orders.closedMine.invalidate(), utils.products.invalidate()]);
    },
  });

  function openChange(next: boolean) {
    if (cancel.isPending) return;
    if (next) cancel.reset();
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={dialog.dangerTrigger} aria-label={`Cancel ${orderName(order)}`}>
          Cancel
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.content}
          onCloseAutoFocus={(event) => {
            if (!cancelled.current) return;
            event.preventDefault();
            onCancelled(order);
          }}
        >
          <Dialog.Title className={dialog.title}>Cancel this order?</Dialog.Title>
          <Dialog.Description>
            {orderContents(order)} for {formatDollars(order.totalPrice)}. The order will be cancelled:
            this cannot be undone.
          </Dialog.Description>
          {cancel.isError ? (
            <p role="alert" className={dialog.error}>
              {cancel.error.message}
            </p>
          ) : null}
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <button type="button" className={dialog.secondary} disabled={cancel.isPending}>
                Keep the order
              </button>
            </Dialog.Close>
            <button type="button" className={dialog.danger} disabled={cancel.isPending} onClick={() => cancel.mutate({ orderId: order._id })}>
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel the order'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
