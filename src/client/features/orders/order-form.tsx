import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { centsToDollars, dollarsToCents, formatDollars } from '../../../shared/money';
import { isOutOfStock, orderFormSchema, orderQuantitySchema, orderTotalCents, OUT_OF_STOCK_MESSAGE } from '../../../shared/rules/order-quantity';
import type { Product } from '../../../shared/schemas/product';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import errorBox from '../../components/error-box.module.css';
import { FormField } from '../../components/form-field';
import layout from '../../components/form-layout.module.css';
import styles from './order-form.module.css';
import button from '../../components/button.module.css';

type Field = 'orderQuantity' | 'phone' | 'address';
type FieldErrors = Partial<Record<Field, string>>;

/** '' is "no number yet", not zero: the rule then says 'Enter a number of units'. */
function parseQuantity(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The order form of SPEC section 5: name and e-mail read-only from the session, quantity from
 * minimumOrder to the stock (checked as it is typed), phone and address required, and the total
 * following the quantity. The server checks everything again and prices the order itself.
 */
export function OrderForm({ product }: { product: Product }) {
  const { user } = useSession();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const formId = useId();
  const [quantity, setQuantity] = useState(String(product.minimumOrder));
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const placeOrder = trpc.orders.create.useMutation({
    onSuccess: async ({ insertedId }) => {
      if (insertedId) toast.success('Order placed successfully');
      await Promise.all([utils.orders.mine.invalidate(), utils.products.invalidate()]);
      await navigate({ to: '/dashboard/my-orders' });
    },
    // The stock may have changed since the page loaded: show the limits as they are now.
    onError: () => utils.products.byId.invalidate({ id: product._id }),
  });

  if (isOutOfStock(product)) {
    return (
      <p role="status" className={`${errorBox.errorBox} ${styles.soldOut}`}>
        {OUT_OF_STOCK_MESSAGE}
      </p>
    );
  }

  const units = parseQuantity(quantity);
  const total = Number.isInteger(units) && units > 0 ? formatDollars(centsToDollars(orderTotalCents(units, dollarsToCents(product.price)))) : '—';

  function changeQuantity(text: string) {
    setQuantity(text);
    const checked = orderQuantitySchema(product).safeParse(parseQuantity(text));
    setErrors((current) => ({ ...current, orderQuantity: checked.success ? undefined : checked.error.issues[0]?.message }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = orderFormSchema(product).safeParse({ orderQuantity: units, phone, address });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    placeOrder.mutate({ OrderInformation: { productID: product._id, ...parsed.data } });
  }

  return (
    <form className={layout.form} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>Place your order</h2>
      <FormField id={`${formId}-name`} label="Name">
        <input id={`${formId}-name`} value={user?.name ?? ''} readOnly />
      </FormField>
      <FormField id={`${formId}-email`} label="Email">
        <input id={`${formId}-email`} type="email" value={user?.email ?? ''} readOnly />
      </FormField>
      <FormField id={`${formId}-quantity`} label="Quantity (units)" error={errors.orderQuantity} hint={`From ${product.minimumOrder} to ${product.quantity} units`}>
        <input
          id={`${formId}-quantity`}
          type="number"
          inputMode="numeric"
          min={product.minimumOrder}
          max={product.quantity}
          step={1}
          value={quantity}
          onChange={(event) => changeQuantity(event.target.value)}
        />
      </FormField>
      <FormField id={`${formId}-phone`} label="Phone" error={errors.phone}>
        <input id={`${formId}-phone`} type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
      </FormField>
      <FormField id={`${formId}-address`} label="Address" error={errors.address}>
        <textarea id={`${formId}-address`} autoComplete="street-address" rows={3} value={address} onChange={(event) => setAddress(event.target.value)} />
      </FormField>

      <p className={styles.total}>
        Total: <output aria-live="polite" aria-label="Total price">{total}</output>
      </p>

      {placeOrder.isError ? (
        <p role="alert" className={errorBox.errorBox}>
          {placeOrder.error.message}
        </p>
      ) : null}

      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={placeOrder.isPending || !user}>
        {placeOrder.isPending ? 'Placing order…' : 'Place Order'}
      </button>
    </form>
  );
}
