import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { dollarsToCents, formatCents } from '../../../shared/money';
import { isOrderableQuantity, largestOrder, lineTotalCents, smallestOrder, tiersInCents, unitPriceCentsFor } from '../../../shared/rules/quantity-rules';
import type { CheckoutLocations } from '../../../shared/schemas/company';
import { addressSchema, phoneSchema } from '../../../shared/schemas/contact';
import type { Product } from '../../../shared/schemas/product';
import type { SessionUser } from '../../../shared/schemas/session-user';
import { CheckoutCharges } from '../../components/checkout-charges';
import type { QuoteDelivery } from '../../components/checkout-quote';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { QuantityField } from '../../components/quantity-field';
import { PriceTiersTable } from '../../components/price-tiers-table';
import { QuantityRulesList } from '../../components/quantity-rules';
import { ReadOnlyValues } from '../../components/read-only-values';
import { canOrderFor, LocationChoice } from '../../components/location-choice';
import { TextAreaField } from '../../components/text-area-field';
import { isLineRefusal, isMethodRefusal, useDeliveryCharges, withMethod } from '../../components/use-delivery-charges';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useHydrated } from '../../lib/hydration-safe';
import { lazyToast } from '../../lib/lazy-toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { usePlaceOrder } from './api/place-order';
import { useSaveContactToProfile } from './api/save-contact-to-profile';
import { contactChanged, type SavedContact } from './order-form-profile';
import layout from '../../components/form-layout.module.css';
import styles from './order-form.module.css';
import button from '../../components/button.module.css';

/** How long typing rests before the delivery and totals are asked again. */
const QUOTE_DEBOUNCE_MS = 400;

interface OrderFormFieldsProps {
  product: Product;
  buyer: SessionUser;
  /** The profile's phone and address, or null when the profile could not be read. */
  saved: SavedContact | null;
  /** The buyer's company and the locations they may order for; null for a customer buying for themselves. */
  company: CheckoutLocations;
  /** Another action beside Place Order, given the quantity as typed (the cart's Add to cart, which refuses what the rules refuse). */
  action?: (units: number) => ReactNode;
}

/**
 * The order form of docs/product.md#5-validation-rules: name and e-mail as text from the session,
 * quantity by whole packs from the smallest order to the largest (the product's rules in words,
 * checked as it is typed), phone and address required (starting from the profile's, with an
 * offer to save changed ones back), the volume prices with the quantity's tier marked, and the
 * total of an accepted quantity at that tier's price. Below them the delivery methods serving the
 * address with their price and estimate and the totals with shipping and tax, as checkout shows
 * them (issue 38), asked again as the quantity, the address or location and the method change;
 * the order is placed with the method they priced, and not while the server refuses to deliver
 * there. A company member (issue 37) orders for one of the locations they may order for instead
 * (preselected when there is one, its address shown);
 * a company on hold is told why and cannot order. The server checks everything again and
 * prices the order itself. The page is rendered on the server with its data: the schema (and zod)
 * load on the form's first check, not before it hydrates (docs/decisions/098).
 */
export function OrderFormFields({ product, buyer, saved, company, action }: OrderFormFieldsProps) {
  // Inert in the server's markup until hydrated: a submit before would go out as a plain GET.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  // The limits are the product's as last loaded: a refetch after a refusal updates them.
  const [smallest, largest] = [smallestOrder(product), largestOrder(product)];
  // A company member's own price and tiers (issue 39): the product reads carry theirs, so the total is what they pay.
  const pricing = { priceCents: dollarsToCents(product.price), priceTiers: tiersInCents(product.priceTiers) };
  const locations = company?.locations ?? [];
  const form = useSchemaForm(() => import('../../../shared/rules/order-quantity').then((rules) => rules.orderFormSchema(product, { forCompany: company !== null })), {
    orderQuantity: smallest,
    phone: saved?.phone ?? '',
    address: saved?.address ?? '',
    locationId: locations.length === 1 ? locations[0]!.id : '',
  });
  const [units, phone = '', address = '', locationId] = useWatch({ control: form.control, name: ['orderQuantity', 'phone', 'address', 'locationId'] });
  const [saveToProfile, setSaveToProfile] = useState(false);
  const saveContact = useSaveContactToProfile();
  const offerSave = company === null && saved !== null && contactChanged(saved, { phone, address });

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

  // What typing settles on asks for the delivery and totals; a location chosen asks at once.
  const [quotedUnits, quotedPhone, quotedAddress] = [useDebouncedValue(units, QUOTE_DEBOUNCE_MS), useDebouncedValue(phone, QUOTE_DEBOUNCE_MS), useDebouncedValue(address, QUOTE_DEBOUNCE_MS)];
  // Object.is: an emptied quantity is NaN, which settles too.
  const settling = !Object.is(quotedUnits, units) || quotedPhone !== phone || quotedAddress !== address;
  const mayOrder = company === null || canOrderFor(company);
  const delivery = deliveryOf(company, locationId ?? '', quotedPhone, quotedAddress);
  const goods = mayOrder && isOrderableQuantity(product, quotedUnits) ? { lines: [{ productId: product._id, quantity: quotedUnits }] } : null;
  const charges = useDeliveryCharges(goods, delivery);
  // The product changed since the page loaded (its stock, its rules): placing the order gets the
  // server's refusal in the spec's words and the product as it is now, so the quote's does not stop it.
  const chargesSettled = charges.ready || isLineRefusal(charges.quote.error);

  return (
    <form
      className={layout.form}
      inert={!hydrated}
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.submit(async ({ orderQuantity, phone, address, locationId }) => {
        const delivery = company ? { locationId } : { phone, address };
        try {
          await placeOrder.mutateAsync({ OrderInformation: withMethod({ productID: product._id, orderQuantity, ...delivery }, charges.shippingMethodId) });
        } catch (error) {
          // The method stopped serving the address meanwhile: the form says so, the totals go back to the cheapest.
          if (isMethodRefusal(error)) charges.reset();
          throw error;
        }
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
      <PriceTiersTable basePriceCents={pricing.priceCents} tiers={pricing.priceTiers} from={smallest} units={units} contract={product.priceList !== null} />
      {company ? (
        <LocationChoice company={company} field={form.field('locationId')} locationId={locationId} />
      ) : (
        <>
          <InputField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
          <TextAreaField label="Address" autoComplete="street-address" rows={3} {...form.field('address')} />
        </>
      )}
      {offerSave && (
        <label className={styles.saveToProfile}>
          <input type="checkbox" name="saveToProfile" checked={saveToProfile} onChange={(event) => setSaveToProfile(event.target.checked)} />
          Save this phone and address to my profile
        </label>
      )}

      <p className={styles.total}>
        Total: <output aria-live="polite" aria-label="Total price">{total}</output>
      </p>

      {mayOrder ? <CheckoutCharges charges={charges} waiting={waitingFor(company, delivery, goods)} /> : null}

      <FormAlert message={form.formError} />

      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending || !mayOrder || settling || !chargesSettled}>
        {pending ? 'Placing order…' : 'Place Order'}
      </button>
      {action?.(units)}
    </form>
  );
}

/**
 * Where the order ships, for the quote: a member's chosen location, or the phone and address as
 * typed once both are there (the spec's one text, which counts as the shop's own country); null
 * until then.
 */
function deliveryOf(company: CheckoutLocations, locationId: string, phone: string, address: string): QuoteDelivery | null {
  if (company) return locationId ? { locationId } : null;
  return phoneSchema.safeParse(phone).success && addressSchema.safeParse(address).success ? { phone, address } : null;
}

/** What the delivery and totals wait for, in words, or null when they can be asked. */
function waitingFor(company: CheckoutLocations, delivery: QuoteDelivery | null, goods: object | null): string | null {
  if (delivery === null) return company ? 'Choose the location to see the delivery methods, tax and total.' : 'Enter your phone and address to see the delivery methods, tax and total.';
  return goods === null ? 'Enter a quantity you can order to see the delivery methods, tax and total.' : null;
}
