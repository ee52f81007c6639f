import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { dollarsToCents, formatCents } from '../../../shared/money';
import { isOrderableQuantity, largestOrder, lineTotalCents, smallestOrder, tiersInCents, unitPriceCentsFor } from '../../../shared/rules/quantity-rules';
import type { Product } from '../../../shared/schemas/product';
import type { SessionUser } from '../../../shared/schemas/session-user';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { QuantityField } from '../../components/quantity-field';
import { PriceTiersTable } from '../../components/price-tiers-table';
import { QuantityRulesList } from '../../components/quantity-rules';
import { ReadOnlyValues } from '../../components/read-only-values';
import { TextAreaField } from '../../components/text-area-field';
import { useHydrated } from '../../lib/hydration-safe';
import { lazyToast } from '../../lib/lazy-toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { usePlaceOrder } from './api/place-order';
import { useSaveContactToProfile } from './api/save-contact-to-profile';
import { contactChanged, type SavedContact } from './order-form-profile';
import layout from '../../components/form-layout.module.css';
import styles from './order-form.module.css';
import button from '../../components/button.module.css';

interface OrderFormFieldsProps {
  product: Product;
  buyer: SessionUser;
  /** The profile's phone and address, or null when the profile could not be read. */
  saved: SavedContact | null;
  /** Another action beside Place Order, given the quantity as typed (the cart's Add to cart, which refuses what the rules refuse). */
  action?: (units: number) => ReactNode;
}

/**
 * The order form of docs/product.md#5-validation-rules: name and e-mail as text from the session,
 * quantity by whole packs from the smallest order to the largest (the product's rules in words,
 * checked as it is typed), phone and address required (starting from the profile's, with an
 * offer to save changed ones back), the volume prices with the quantity's tier marked, and the
 * total of an accepted quantity at that tier's price. The server checks everything again and
 * prices the order itself. The page is rendered on the server with its data: the schema (and zod)
 * load on the form's first check, not before it hydrates (docs/decisions/098).
 */
export function OrderFormFields({ product, buyer, saved, action }: OrderFormFieldsProps) {
  // Inert in the server's markup until hydrated: a submit before would go out as a plain GET.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  // The limits are the product's as last loaded: a refetch after a refusal updates them.
  const [smallest, largest] = [smallestOrder(product), largestOrder(product)];
  const pricing = { priceCents: dollarsToCents(product.price), priceTiers: tiersInCents(product.priceTiers) };
  const form = useSchemaForm(() => import('../../../shared/rules/order-quantity').then((rules) => rules.orderFormSchema(product)), { orderQuantity: smallest, phone: saved?.phone ?? '', address: saved?.address ?? '' });
  const [units, phone, address] = useWatch({ control: form.control, name: ['orderQuantity', 'phone', 'address'] });
  const [saveToProfile, setSaveToProfile] = useState(false);
  const saveContact = useSaveContactToProfile();
  const offerSave = saved !== null && contactChanged(saved, { phone, address });

  const placeOrder = usePlaceOrder({
    onSuccess: async ({ insertedId }, { OrderInformation: order }) => {
      if (insertedId) lazyToast((toast) => toast.success('Order placed successfully'));
      if (offerSave && saveToProfile && order.phone !== undefined && order.address !== undefined) await saveContact({ phone: order.phone, address: order.address });
    },
  });

  // The same rule the form checks: no total for a quantity it refuses.
  const accepted = isOrderableQuantity(product, units);
  const total = accepted ? formatCents(lineTotalCents(units, unitPriceCentsFor(pricing, units))) : '—';
  const pending = form.formState.isSubmitting;

  return (
    <form
      className={layout.form}
      inert={!hydrated}
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.submit(async (order) => {
        await placeOrder.mutateAsync({ OrderInformation: { productID: product._id, ...order } });
        await navigate({ to: '/dashboard/my-orders' });
      })}
    >
      <h2 id={titleId}>Place your order</h2>
      <ReadOnlyValues
        values={[
          ['Name', buyer.name],
          ['Email', buyer.email],
        ]}
      />
      <QuantityRulesList product={product} />
      <Controller
        control={form.control}
        name="orderQuantity"
        render={({ field, fieldState }) => (
          <QuantityField
            mode="live"
            showLabel
            productName={product.name}
            rules={product}
            hint={`From ${smallest} to ${largest} units${product.packSize > 1 ? `, in packs of ${product.packSize}` : ''}`}
            // Nothing typed is NaN, not zero: the rule then says 'Enter a number of units'.
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            // The server's message (the stock fell since the page loaded); the field says the rules' own.
            error={fieldState.error?.message}
          />
        )}
      />
      <PriceTiersTable basePriceCents={pricing.priceCents} tiers={pricing.priceTiers} from={smallest} units={units} />
      <InputField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextAreaField label="Address" autoComplete="street-address" rows={3} {...form.field('address')} />
      {offerSave && (
        <label className={styles.saveToProfile}>
          <input type="checkbox" checked={saveToProfile} onChange={(event) => setSaveToProfile(event.target.checked)} />
          Save this phone and address to my profile
        </label>
      )}

      <p className={styles.total}>
        Total: <output aria-live="polite" aria-label="Total price">{total}</output>
      </p>

      <FormAlert message={form.formError} />

      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending}>
        {pending ? 'Placing order…' : 'Place Order'}
      </button>
      {action?.(units)}
    </form>
  );
}
