import { TRPCClientError } from '@trpc/client';
import type { CheckoutLocations } from '../../../shared/schemas/company';
import { COMPANY_ON_HOLD_MESSAGE } from '../../../shared/words/company-hold';
import { PAY_ON_ACCOUNT_LABEL, type PaymentMethod } from '../../../shared/schemas/account-terms';
import { formatDollars } from '../../../shared/money';
import { companyCheckoutFormSchema, companyCheckoutInputOf, ORDER_NOTE_MAX, PO_NUMBER_MAX, type Cart } from '../../../shared/schemas/cart';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { canOrderFor, LocationChoice } from '../../components/location-choice';
import { TextAreaField } from '../../components/text-area-field';
import { serverErrorOf } from '../../lib/server-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCheckout } from './api/checkout';
import { CheckoutCharges } from '../../components/checkout-charges';
import { isMethodRefusal, useDeliveryCharges, withMethod } from '../../components/use-delivery-charges';
import layout from '../../components/form-layout.module.css';
import button from '../../components/button.module.css';

interface CompanyCheckoutFormProps {
  cart: Cart;
  company: NonNullable<CheckoutLocations>;
  /** The order is placed: by card on to its payment, on account (nothing to pay now) to its page. */
  onPlaced: (orderId: string, paymentMethod: PaymentMethod) => void;
  onCartChanged: (message: string) => void;
}

/**
 * A company member's checkout (issue 37): the order is the company's and ships to one of the
 * locations the member may order for (preselected when there is one, its address shown), in
 * place of the address book. A company on hold is told why and cannot place the order.
 */
export function CompanyCheckoutForm({ cart, company, onPlaced, onCartChanged }: CompanyCheckoutFormProps) {
  const checkout = useCheckout();
  const { locations } = company;
  const onAccount = company.credit.mode === 'account';
  const form = useSchemaForm(companyCheckoutFormSchema, { locationId: locations.length === 1 ? locations[0]!.id : '', poNumber: '', note: '', paymentMethod: 'card' });
  const paymentMethod = form.watch('paymentMethod') ?? 'card';
  const pending = form.formState.isSubmitting;
  const locationId = form.watch('locationId');
  const charges = useDeliveryCharges({ cart }, locationId ? { locationId } : null);

  return (
    <form
      className={layout.form}
      noValidate
      aria-labelledby="checkout-details"
      onSubmit={form.submit(async (values) => {
        try {
          const { orderId } = await checkout.mutateAsync(withMethod(companyCheckoutInputOf(values), charges.shippingMethodId));
          onPlaced(orderId, values.paymentMethod ?? 'card');
        } catch (error) {
          if (isMethodRefusal(error)) charges.reset();
          // A hold, a method that no longer serves and an on-account refusal (named on paymentMethod: over the credit, an
          // invoice overdue) are the form's to say; any other 409 is the cart's (a price or the stock moved).
          if (!(error instanceof TRPCClientError) || error.data?.httpStatus !== 409 || error.message === COMPANY_ON_HOLD_MESSAGE || isMethodRefusal(error) || isAccountRefusal(error)) throw error;
          const refusal = serverErrorOf(error);
          onCartChanged([refusal.message, ...Object.values(refusal.fieldErrors).flat()].join(' '));
        }
      })}
    >
      <h2 id="checkout-details">Delivery and references</h2>
      <LocationChoice company={company} field={form.field('locationId')} locationId={locationId} />
      <InputField label="PO number (optional)" maxLength={PO_NUMBER_MAX} {...form.field('poNumber')} />
      <TextAreaField label="Note (optional)" maxLength={ORDER_NOTE_MAX} rows={3} {...form.field('note')} />
      {onAccount ? (
        <fieldset className={layout.form} aria-describedby={form.field('paymentMethod').error ? 'payment-method-error' : undefined}>
          <legend>Payment</legend>
          <label>
            <input type="radio" value="card" {...form.register('paymentMethod')} /> Pay by card
          </label>
          <label>
            <input type="radio" value="account" {...form.register('paymentMethod')} /> {PAY_ON_ACCOUNT_LABEL}{' '}
            <span>(available credit {formatDollars(company.credit.available)}, Net {company.credit.netDays} days)</span>
          </label>
          {form.field('paymentMethod').error ? (
            <p id="payment-method-error" role="alert">
              {form.field('paymentMethod').error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {canOrderFor(company) ? <CheckoutCharges charges={charges} waiting={locationId ? null : 'Choose the location to see the delivery methods, tax and total.'} /> : null}
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending || !canOrderFor(company) || !charges.ready}>
        {pending ? 'Placing order…' : paymentMethod === 'account' ? 'Place order on account' : 'Place order and pay'}
      </button>
    </form>
  );
}

/** A refusal of buying on account, which the server names on `paymentMethod`. */
function isAccountRefusal(error: TRPCClientError<never>): boolean {
  return 'paymentMethod' in serverErrorOf(error).fieldErrors;
}
