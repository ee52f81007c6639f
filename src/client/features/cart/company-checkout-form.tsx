import { TRPCClientError } from '@trpc/client';
import { COMPANY_ON_HOLD_MESSAGE, type CheckoutLocations } from '../../../shared/schemas/company';
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
  onPlaced: (orderId: string) => void;
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
  const form = useSchemaForm(companyCheckoutFormSchema, { locationId: locations.length === 1 ? locations[0]!.id : '', poNumber: '', note: '' });
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
          onPlaced(orderId);
        } catch (error) {
          if (isMethodRefusal(error)) charges.reset();
          // A hold and a method that no longer serves are the form's to say; any other 409 is the cart's (a price or the stock moved).
          if (!(error instanceof TRPCClientError) || error.data?.httpStatus !== 409 || error.message === COMPANY_ON_HOLD_MESSAGE || isMethodRefusal(error)) throw error;
          const refusal = serverErrorOf(error);
          onCartChanged([refusal.message, ...Object.values(refusal.fieldErrors).flat()].join(' '));
        }
      })}
    >
      <h2 id="checkout-details">Delivery and references</h2>
      <LocationChoice company={company} field={form.field('locationId')} locationId={locationId} />
      <InputField label="PO number (optional)" maxLength={PO_NUMBER_MAX} {...form.field('poNumber')} />
      <TextAreaField label="Note (optional)" maxLength={ORDER_NOTE_MAX} rows={3} {...form.field('note')} />
      {canOrderFor(company) ? <CheckoutCharges charges={charges} waiting={locationId ? null : 'Choose the location to see the delivery methods, tax and total.'} /> : null}
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending || !canOrderFor(company) || !charges.ready}>
        {pending ? 'Placing order…' : 'Place order and pay'}
      </button>
    </form>
  );
}
