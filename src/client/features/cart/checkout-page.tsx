import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { formatDollars } from '../../../shared/money';
import { addressInputSchema, type SavedAddress } from '../../../shared/schemas/address-book';
import { checkoutFormSchema, checkoutInputOf, NEW_ADDRESS, ORDER_NOTE_MAX, PO_NUMBER_MAX, type Cart, type CheckoutForm as CheckoutFormValues } from '../../../shared/schemas/cart';
import type { User } from '../../../shared/schemas/user';
import { AddressFields } from '../../components/address-fields';
import { AddressLines } from '../../components/address-lines';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import { Skeleton } from '../../components/skeleton';
import { TextAreaField } from '../../components/text-area-field';
import { serverErrorOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCheckout } from './api/checkout';
import type { QuoteDelivery } from '../../components/checkout-quote';
import { CheckoutCharges } from '../../components/checkout-charges';
import { CompanyCheckoutForm } from './company-checkout-form';
import { StruckListPrice } from '../../components/contract-price';
import { linePricedBy } from './line-price';
import { LinePager, usePagedLines } from './line-pages';
import { isMethodRefusal, useDeliveryCharges, withMethod } from '../../components/use-delivery-charges';
import { useCart } from './use-cart';
import type { PaymentMethod } from '../../../shared/schemas/account-terms';
import layout from '../../components/form-layout.module.css';
import styles from './cart.module.css';
import button from '../../components/button.module.css';

interface CheckoutPageProps {
  /** The order is placed: by card on to its payment; on account (issue 40: nothing to pay now) to the order's page. */
  onPlaced: (orderId: string, paymentMethod?: PaymentMethod) => void;
  /** The server refused because the cart changed (a price, the stock): back to the cart with why. */
  onCartChanged: (message: string) => void;
}

/** /checkout (signed in): the cart's lines in brief, then where to deliver (a saved address or a new one; a company member's location), a PO number and a note, the delivery method and the totals with shipping and tax. */
export function CheckoutPage(props: CheckoutPageProps) {
  const trpc = useTRPC();
  const cart = useCart();
  const profile = useQuery(trpc.users.me.queryOptions());
  const addresses = useQuery(trpc.addresses.list.queryOptions());
  // A company member orders for a location instead of an address (issue 37); null for anyone else.
  const company = useQuery(trpc.companyCheckout.locations.queryOptions());

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <PageHeading id="checkout-title" title="Checkout" />
      {cart.isPending ? (
        <Skeleton label="Loading your cart" count={2} itemClassName={styles.skeleton} />
      ) : cart.error || !cart.cart ? (
        <ErrorNotice title="We couldn't load your cart." error={cart.error ?? undefined} onRetry={cart.retry} retrying={cart.retrying} />
      ) : cart.cart.lines.length === 0 ? (
        <EmptyState>
          Your cart is empty. <Link to="/products">Browse the products</Link> or <Link to="/quick-order">order by SKU</Link>.
        </EmptyState>
      ) : (
        <>
          <CheckoutSummary cart={cart.cart} />
          <Link to="/cart">Change the cart</Link>
          {/* The profile and the address book are only a head start: failing to read them leaves a blank new address. */}
          {company.isPending || profile.isPending || addresses.isPending ? (
            <Loader label="Loading your details" />
          ) : company.error ? (
            <ErrorNotice title="We couldn't load your company's locations." error={company.error} onRetry={() => void company.refetch()} retrying={company.isRefetching} />
          ) : company.data ? (
            <CompanyCheckoutForm {...props} cart={cart.cart} company={company.data} />
          ) : (
            <CheckoutForm {...props} cart={cart.cart} saved={profile.data ?? null} addresses={addresses.data ?? []} />
          )}
        </>
      )}
    </section>
  );
}

/** Checkout's lines in brief, a page of CART_PAGE_SIZE at a time (a 1,000-line cart is never drawn whole), and the goods' total. */
function CheckoutSummary({ cart }: { cart: Cart }) {
  const paged = usePagedLines(cart.lines);
  return (
    <div>
      <table className={styles.summaryTable}>
        <caption>Your order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Line total</th>
          </tr>
        </thead>
        <tbody>
          {paged.shown.map((line) => (
            <tr key={line.productId}>
              <th scope="row">
                {line.name}{' '}
                <span className={styles.tier}>
                  {line.sku} at {formatDollars(line.unitPrice)} a unit
                  <StruckListPrice listPrice={line.listPrice} price={line.unitPrice} />
                  {line.priceList && <span className={styles.contract}>{linePricedBy(line)}</span>}
                </span>
              </th>
              <td>{line.quantity}</td>
              <td>{formatDollars(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {cart.lines.length > paged.shown.length ? `Goods (${cart.lines.length.toLocaleString('en-US')} lines)` : 'Goods'}
            </th>
            <td>{formatDollars(cart.total)}</td>
          </tr>
        </tfoot>
      </table>
      <LinePager paged={paged} label="Order lines" />
    </div>
  );
}

const blankAddress = { name: '', company: '', line1: '', line2: '', city: '', postcode: '', country: '', phone: '' };

/**
 * Where to deliver: the saved addresses (the default chosen) or a new one, which the customer may
 * save. A customer with no saved address starts on a new one, prefilled from the profile (its
 * name and phone, its address's first line) and ticked to be saved: the next checkout offers it.
 */
function CheckoutForm({ onPlaced, onCartChanged, cart, saved, addresses }: CheckoutPageProps & { cart: Cart; saved: User | null; addresses: SavedAddress[] }) {
  const checkout = useCheckout();
  const chosen = addresses.find((address) => address.isDefault) ?? addresses[0];
  const form = useSchemaForm(checkoutFormSchema, {
    deliverTo: chosen?.id ?? NEW_ADDRESS,
    address: { ...blankAddress, name: saved?.name ?? '', phone: saved?.phone ?? '', line1: saved?.address?.split('\n')[0]?.trim() ?? '' },
    saveAddress: addresses.length === 0,
    poNumber: '',
    note: '',
  });
  const pending = form.formState.isSubmitting;
  const deliverTo = form.watch('deliverTo');
  const delivery = deliveryOf(deliverTo, form.watch('address'));
  const charges = useDeliveryCharges({ cart }, delivery);

  return (
    <form
      className={layout.form}
      noValidate
      aria-labelledby="checkout-details"
      onSubmit={form.submit(async (values) => {
        try {
          const { orderId } = await checkout.mutateAsync(withMethod(checkoutInputOf(values), charges.shippingMethodId));
          onPlaced(orderId);
        } catch (error) {
          if (isMethodRefusal(error)) charges.reset();
          // A full address book and a method that no longer serves are the form's to say; any other 409 is the cart's (a price or the stock moved: api/checkout.ts refreshed them).
          if (!(error instanceof TRPCClientError) || error.data?.httpStatus !== 409 || error.data?.fieldErrors?.saveAddress || isMethodRefusal(error)) throw error;
          const refusal = serverErrorOf(error);
          onCartChanged([refusal.message, ...Object.values(refusal.fieldErrors).flat()].join(' '));
        }
      })}
    >
      <h2 id="checkout-details">Delivery and references</h2>
      {addresses.length > 0 ? (
        <fieldset className={styles.deliverTo}>
          <legend>Deliver to</legend>
          {addresses.map((address) => (
            <label key={address.id} className={styles.addressChoice}>
              <input type="radio" value={address.id} {...form.register('deliverTo')} />
              <span>
                <AddressLines address={address} />
                {address.isDefault ? <span className={styles.tier}> (default)</span> : null}
              </span>
            </label>
          ))}
          <label className={styles.addressChoice}>
            <input type="radio" value={NEW_ADDRESS} {...form.register('deliverTo')} />
            <span>A new address</span>
          </label>
        </fieldset>
      ) : null}
      {deliverTo === NEW_ADDRESS ? (
        <fieldset className={styles.deliverTo}>
          <legend>{addresses.length > 0 ? 'New address' : 'Delivery address'}</legend>
          <AddressFields field={(part) => form.field(`address.${part}`)} />
          <label className={styles.addressChoice}>
            <input type="checkbox" {...form.register('saveAddress')} />
            <span>Save it to my address book</span>
          </label>
        </fieldset>
      ) : null}
      <InputField label="PO number (optional)" maxLength={PO_NUMBER_MAX} {...form.field('poNumber')} />
      <TextAreaField label="Note (optional)" maxLength={ORDER_NOTE_MAX} rows={3} {...form.field('note')} />
      <CheckoutCharges charges={charges} waiting={delivery === null ? 'Enter the delivery address to see the delivery methods, tax and total.' : null} />
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending || !charges.ready}>
        {pending ? 'Placing order…' : 'Place order and pay'}
      </button>
    </form>
  );
}

/** Where the form delivers, for the quote: a saved address, or the new one (as checkout sends it) once it is complete; null until then. */
function deliveryOf(deliverTo: string, address: CheckoutFormValues['address']): QuoteDelivery | null {
  if (deliverTo !== NEW_ADDRESS) return { addressId: deliverTo };
  return addressInputSchema.safeParse(address).success ? { address } : null;
}
