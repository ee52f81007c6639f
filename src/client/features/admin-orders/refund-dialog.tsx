import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { dollarTextToCents, formatCents } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { refundFormSchema, toRefundFields, type OrderRefunds, type RefundResult } from '../../../shared/schemas/refund';
import dialog from '../../components/dialog.module.css';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { TextAreaField } from '../../components/text-area-field';
import { orderName } from '../../lib/order-words';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useRefundOrder } from './api/refund-order';
import styles from './order-refunds.module.css';

/** What the admin is told once the gateway answered (or did not yet). */
function resultWords(result: RefundResult): string {
  if (result.status === 'pending') return `The refund of ${formatCents(result.amountCents)} is on its way: the gateway has not answered yet, and the shop will try again.`;
  return `Refunded ${formatCents(result.amountCents)}. Credit note ${result.creditNoteNumber ?? ''} issued.`;
}

/** The refund button's words: the amount it will give back once one is typed ("Refund $119.00"). */
export function refundButtonLabel(amount: string | undefined, leftCents: number): string {
  const cents = dollarTextToCents(amount ?? '');
  return cents !== null && cents > 0 && cents <= leftCents ? `Refund ${formatCents(cents)}` : 'Refund';
}

/**
 * Refund: a dialog on a paid order (or one on account, credited) asking for the amount, the reason the customer will read, and
 * per line how many units go back to stock; checked with the shared schema, then refunded through
 * the gateway. The amount starts empty (a stray Enter refunds nothing: the form asks for the
 * amount), and the button says the amount it will give back. Mount it with
 * `key={refunds.leftCents}` so its starting values follow the order.
 */
export function RefundDialog({ order, refunds }: { order: Order; refunds: OrderRefunds }) {
  const [open, setOpen] = useState(false);
  // An order on account was charged to no card: its refund is a credit on the company's account (ADR 145).
  const onAccount = order.paymentMethod === 'account';
  const lines = refunds.lines.map((line) => ({
    ...line,
    name: order.lines.find((candidate) => candidate.productID === line.productId)?.productName ?? 'Product',
    left: line.quantity - line.restocked,
  }));
  const form = useSchemaForm(refundFormSchema(refunds.leftCents, lines.map((line) => line.left)), {
    amount: '',
    reason: '',
    restock: lines.map((line) => ({ productId: line.productId, quantity: '' })),
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const refund = useRefundOrder({
    onSuccess: (result) => {
      toast.success(resultWords(result));
      setOpen(false);
    },
  });

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit((values) => refund.mutateAsync({ id: order._id, ...toRefundFields(values) }))}
      trigger={
        <button type="button" className={dialog.secondary} disabled={!(order.isPaid || onAccount) || refunds.leftCents <= 0} aria-label={`Refund ${orderName(order)} of ${order.user}`}>
          Refund
        </button>
      }
      title={`Refund order ${order.number}?`}
      description={
        <>
          {onAccount
            ? `Up to ${formatCents(refunds.leftCents)} is credited to the company's account: no money moves, the credit note lowers what its invoice owes, and ${order.user} gets an e-mail with the reason.`
            : `Up to ${formatCents(refunds.leftCents)} goes back to ${order.user}'s card through the payment gateway, and they get an e-mail with the reason and a credit note.`}
        </>
      }
      keepLabel="Not now"
      submitLabel={refundButtonLabel(amount, refunds.leftCents)}
      submittingLabel="Refunding…"
      tone="danger"
    >
      <InputField label="Amount in dollars" hint={`At most ${formatCents(refunds.leftCents)}`} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
      <TextAreaField label="Reason (the customer reads it)" rows={3} {...form.field('reason')} />
      {lines.length > 0 ? (
        <fieldset className={styles.restock}>
          <legend>Put back in stock</legend>
          {lines.map((line, index) =>
            line.left > 0 ? (
              <InputField
                key={line.productId}
                label={line.name}
                hint={`Units, up to ${line.left}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                {...form.field(`restock.${index}.quantity`)}
              />
            ) : (
              <p key={line.productId} className={styles.muted}>
                {line.name}: all units are back in stock
              </p>
            ),
          )}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
