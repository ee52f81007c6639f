import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { centsToDollars, dollarsToCents, formatDollars } from '../../../shared/money';
import { isOutOfStock, orderFormSchema, orderTotalCents, OUT_OF_STOCK_MESSAGE } from '../../../shared/rules/order-quantity';
import type { Product } from '../../../shared/schemas/product';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { TextAreaField } from '../../components/text-area-field';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSession } from '../../lib/use-session';
import layout from '../../components/form-layout.module.css';
import styles from './order-form.module.css';
import button from '../../components/button.module.css';

/**
 * The order form of docs/product.md#5-validation-rules: name and e-mail read-only from the session, quantity from
 * minimumOrder to the stock (checked as it is typed), phone and address required, and the total
 * following the quantity. The server checks everything again and prices the order itself.
 */
export function OrderForm({ product }: { product: Product }) {
  const { user } = useSession();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const titleId = useId();
  // The limits are the product's as last loaded: a refetch after a refusal updates them.
  const form = useSchemaForm(orderFormSchema(product), { orderQuantity: product.minimumOrder, phone: '', address: '' });
  const units = useWatch({ control: form.control, name: 'orderQuantity' });

  const placeOrder = trpc.orders.create.useMutation({
    onSuccess: async ({ insertedId }) => {
      if (insertedId) toast.success('Order placed successfully');
      await Promise.all([utils.orders.mine.invalidate(), utils.products.invalidate()]);
      await navigate({ to: '/dashboard/my-orders' });
    },
    // The stock may have changed since the page loaded: show the limits as they are now.
    onError: () => utils.products.byId.invalidate({ id: product._id }),
  });

  if (isOutOfStock(product)) return <FormAlert role="status" message={OUT_OF_STOCK_MESSAGE} />;

  const total = Number.isInteger(units) && units > 0 ? formatDollars(centsToDollars(orderTotalCents(units, dollarsToCents(product.price)))) : '—';
  const pending = form.formState.isSubmitting;

  return (
    <form
      className={layout.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.submit((order) => placeOrder.mutateAsync({ OrderInformation: { productID: product._id, ...order } }))}
    >
      <h2 id={titleId}>Place your order</h2>
      <InputField label="Name" value={user?.name ?? ''} readOnly />
      <InputField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <InputField
        label="Quantity (units)"
        hint={`From ${product.minimumOrder} to ${product.quantity} units`}
        type="number"
        inputMode="numeric"
        min={product.minimumOrder}
        max={product.quantity}
        step={1}
        // '' is "no number yet" (NaN), not zero: the rule then says 'Enter a number of units'.
        {...form.field('orderQuantity', { valueAsNumber: true, onChange: () => form.trigger('orderQuantity') })}
      />
      <InputField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextAreaField label="Address" autoComplete="street-address" rows={3} {...form.field('address')} />

      <p className={styles.total}>
        Total: <output aria-live="polite" aria-label="Total price">{total}</output>
      </p>

      <FormAlert message={form.formError} />

      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending || !user}>
        {pending ? 'Placing order…' : 'Place Order'}
      </button>
    </form>
  );
}
