import { TRPCClientError } from '@trpc/client';
import { COMPANY_ON_HOLD_MESSAGE, type CheckoutLocations } from '../../../shared/schemas/company';
import { companyCheckoutFormSchema, companyCheckoutInputOf, ORDER_NOTE_MAX, PO_NUMBER_MAX } from '../../../shared/schemas/cart';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { serverErrorOf } from '../../lib/server-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCheckout } from './api/checkout';
import layout from '../../components/form-layout.module.css';
import lines from '../../components/address-lines.module.css';
import styles from './cart.module.css';
import button from '../../components/button.module.css';

interface CompanyCheckoutFormProps {
  company: NonNullable<CheckoutLocations>;
  onPlaced: (orderId: string) => void;
  onCartChanged: (message: string) => void;
}

/**
 * A company member's checkout (issue 37): the order is the company's and ships to one of the
 * locations the member may order for (preselected when there is one, its address shown), in
 * place of the address book. A company on hold is told why and cannot place the order.
 */
export function CompanyCheckoutForm({ company, onPlaced, onCartChanged }: CompanyCheckoutFormProps) {
  const checkout = useCheckout();
  const { locations } = company;
  const form = useSchemaForm(companyCheckoutFormSchema, { locationId: locations.length === 1 ? locations[0]!.id : '', poNumber: '', note: '' });
  const chosen = locations.find((location) => location.id === form.watch('locationId'));
  const onHold = company.company.status === 'on_hold';
  const pending = form.formState.isSubmitting;

  return (
    <form
      className={layout.form}
      noValidate
      aria-labelledby="checkout-details"
      onSubmit={form.submit(async (values) => {
        try {
          const { orderId } = await checkout.mutateAsync(companyCheckoutInputOf(values));
          onPlaced(orderId);
        } catch (error) {
          // A hold is the form's to say; any other 409 is the cart's (a price or the stock moved).
          if (!(error instanceof TRPCClientError) || error.data?.httpStatus !== 409 || error.message === COMPANY_ON_HOLD_MESSAGE) throw error;
          const refusal = serverErrorOf(error);
          onCartChanged([refusal.message, ...Object.values(refusal.fieldErrors).flat()].join(' '));
        }
      })}
    >
      <h2 id="checkout-details">Delivery and references</h2>
      <p>
        Ordering for <strong>{company.company.name}</strong>
      </p>
      {onHold ? <FormAlert message={COMPANY_ON_HOLD_MESSAGE} /> : null}
      {locations.length === 0 ? (
        <FormAlert message="No location is yours to order for yet: ask your company admin to add one or assign you to one." />
      ) : (
        <SelectField label="Location" {...form.field('locationId')}>
          {locations.length > 1 ? <option value="">Choose a location</option> : null}
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
      {chosen ? (
        <p className={styles.locationAddress} aria-live="polite">
          <span className={styles.tier}>Ships to</span>
          <span className={lines.lines}>{`${chosen.address}\nPhone ${chosen.phone}`}</span>
        </p>
      ) : null}
      <InputField label="PO number (optional)" maxLength={PO_NUMBER_MAX} {...form.field('poNumber')} />
      <TextAreaField label="Note (optional)" maxLength={ORDER_NOTE_MAX} rows={3} {...form.field('note')} />
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending || onHold || locations.length === 0}>
        {pending ? 'Placing order…' : 'Place order and pay'}
      </button>
    </form>
  );
}
