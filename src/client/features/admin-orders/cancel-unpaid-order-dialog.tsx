import { useState } from 'react';
import { toast } from 'sonner';
import { isOpenUnpaidOrder } from '../../../shared/rules/open-unpaid-order';
import { cancelUnpaidOrderInputSchema, DEFAULT_ADMIN_CANCEL_REASON } from '../../../shared/schemas/admin-orders';
import type { Order } from '../../../shared/schemas/order';
import dialog from '../../components/dialog.module.css';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { orderContents, orderName } from '../../lib/order-words';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCancelUnpaidOrder } from './api/cancel-unpaid-order';

const reasonSchema = cancelUnpaidOrderInputSchema.omit({ orderId: true });

/** Whether the shop may cancel it: pending and unpaid (the server checks the same, docs/decisions/043). */
export const canCancelUnpaid = (order: Order) => isOpenUnpaidOrder(order);

/**
 * Cancel unpaid order: asks first (it cannot be undone) with an optional reason the customer is
 * told, then cancels it; its units go back to stock and the customer gets an e-mail.
 */
export function CancelUnpaidOrderDialog({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(reasonSchema, { reason: '' });
  const cancel = useCancelUnpaidOrder({
    onSuccess: ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Cancelled the Order Successfully');
      setOpen(false);
    },
  });

  if (!canCancelUnpaid(order)) return null;

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit((input) => cancel.mutateAsync({ orderId: order._id, ...input }))}
      trigger={
        <button type="button" className={dialog.dangerTrigger} aria-label={`Cancel unpaid order: ${orderName(order)} of ${order.user}`}>
          Cancel unpaid order
        </button>
      }
      title="Cancel this unpaid order?"
      description={
        <>
          {orderContents(order)} for {order.user}. The units go back on sale and the customer gets an e-mail with your
          reason. This cannot be undone.
        </>
      }
      keepLabel="Keep the order"
      submitLabel="Yes, cancel the order"
      submittingLabel="Cancelling…"
      tone="danger"
    >
      <InputField label="Reason for the customer (optional)" placeholder={DEFAULT_ADMIN_CANCEL_REASON} autoComplete="off" {...form.field('reason')} />
    </FormDialog>
  );
}
