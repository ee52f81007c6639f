import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { formatDollars } from '../../../shared/money';
import { checkoutInputSchema, ORDER_NOTE_MAX, PO_NUMBER_MAX } from '../../../shared/schemas/cart';
import type { User } from '../../../shared/schemas/user';
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
import { useCart } from './use-cart';
import layout from '../../components/form-layout.module.css';
import styles from './cart.module.css';
import button from '../../components/button.module.css';

interface CheckoutPageProps {
  /** The order is placed: on to its payment. */
  onPlaced: (orderId: string) => void;
  /** The server refused because the cart changed (a price, the stock): back to the cart with why. */
  onCartChanged: (message: string) => void;
}

/** /checkout (signed in): the cart's lines in brief, then phone and address (the profile's), a PO number and a note. */
export function CheckoutPage(props: CheckoutPageProps) {
  const trpc = useTRPC();
  const cart = useCart();
  const profile = useQuery(trpc.users.me.queryOptions());

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
              {cart.cart.lines.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">
                    {line.name} <span className={styles.tier}>{line.sku} at {formatDollars(line.unitPrice)} a unit</span>
                  </th>
                  <td>{line.quantity}</td>
                  <td>{formatDollars(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <td>{formatDollars(cart.cart.total)}</td>
              </tr>
            </tfoot>
          </table>
          <Link to="/cart">Change the cart</Link>
          {/* The profile is only a head start: a failure to read it leaves the fields empty. */}
          {profile.isPending ? <Loader label="Loading your details" /> : <CheckoutForm {...props} saved={profile.data ?? null} />}
        </>
      )}
    </section>
  );
}

function CheckoutForm({ onPlaced, onCartChanged, saved }: CheckoutPageProps & { saved: User | null }) {
  const checkout = useCheckout();
  const form = useSchemaForm(checkoutInputSchema, { phone: saved?.phone ?? '', address: saved?.address ?? '', poNumber: '', note: '' });
  const pending = form.formState.isSubmitting;

  return (
    <form
      className={layout.form}
      noValidate
      aria-labelledby="checkout-details"
      onSubmit={form.submit(async ({ poNumber, note, ...contact }) => {
        try {
          const { orderId } = await checkout.mutateAsync({ ...contact, ...(poNumber && { poNumber }), ...(note && { note }) });
          onPlaced(orderId);
        } catch (error) {
          if (!(error instanceof TRPCClientError) || error.data?.httpStatus !== 409) throw error;
          // A price or the stock moved since the cart was read: the cart shows them as they are now (api/checkout.ts).
          const refusal = serverErrorOf(error);
          onCartChanged([refusal.message, ...Object.values(refusal.fieldErrors).flat()].join(' '));
        }
      })}
    >
      <h2 id="checkout-details">Delivery and references</h2>
      <InputField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextAreaField label="Address" autoComplete="street-address" rows={3} {...form.field('address')} />
      <InputField label="PO number (optional)" maxLength={PO_NUMBER_MAX} {...form.field('poNumber')} />
      <TextAreaField label="Note (optional)" maxLength={ORDER_NOTE_MAX} rows={3} {...form.field('note')} />
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending}>
        {pending ? 'Placing order…' : 'Place order and pay'}
      </button>
    </form>
  );
}
