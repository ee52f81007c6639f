import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { cancelUnpaidOrderInputSchema, DEFAULT_ADMIN_CANCEL_REASON, type AdminOrder } from '../../../shared/schemas/admin-orders';
import dialog from '../../components/dialog.module.css';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';

const reasonSchema = cancelUnpaidOrderInputSchema.omit({ orderId: true });

/** Whether the shop may cancel it: pending and unpaid (the server checks the same, docs/decisions/043). */
export const canCancelUnpaid = (order: AdminOrder) => !order.isPaid && order.status === 'pending';

/**
 * Cancel unpaid order: asks first (it cannot be undone) with an optional reason the customer is
 * told, then cancels it; its units go back to stock and the customer gets an e-mail.
 */
export function CancelUnpaidOrderDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const form = useSchemaForm(reasonSchema, { reason: '' });
  const cancel = trpc.adminOrders.cancel.useMutation({
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Cancelled the Order Successfully');
      setOpen(false);
      // The units went back to stock: product pages must show them again.
      await Promise.all([utils.adminOrders.invalidate(), utils.products.invalidate()]);
    },
  });

  if (!canCancelUnpaid(order)) return null;

  function openChange(next: boolean) {
    if (form.formState.isSubmitting) return;
    if (next) form.reset();
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={dialog.dangerTrigger} aria-label={`Cancel unpaid order: the ${order.productName} order of ${order.user}`}>
          Cancel unpaid order
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>Cancel this unpaid order?</Dialog.Title>
          <Dialog.Description>
            {order.orderQuantity} units of {order.productName} for {order.user}. The units go back on sale and the customer gets an e-mail
            with your reason. This cannot be undone.
          </Dialog.Description>
          <form noValidate onSubmit={form.submit((input) => cancel.mutateAsync({ orderId: order._id, ...input }))}>
            <InputField label="Reason for the customer (optional)" placeholder={DEFAULT_ADMIN_CANCEL_REASON} autoComplete="off" {...form.field('reason')} />
            <FormAlert message={form.formError} />
            <div className={dialog.actions}>
              <Dialog.Close asChild>
                <button type="button" className={dialog.secondary} disabled={form.formState.isSubmitting}>
                  Keep the order
                </button>
              </Dialog.Close>
              <button type="submit" className={dialog.danger} disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Cancelling…' : 'Yes, cancel the order'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
