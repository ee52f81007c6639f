import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from './input-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { useCountries } from './address-fields';

/** What `form.field(name)` gives a field: register's props, the default for the markup, the message. */
type FieldProps = UseFormRegisterReturn & { error?: string; defaultValue?: string | number };

/** A company location as its form holds it (locationInputSchema's input with the address as one text). */
export interface LocationFormValues {
  name: string;
  address: string;
  country: string;
  phone: string;
  billingAddress: string;
}

/** An empty location form: the country is the shop's own unless chosen. */
export const BLANK_LOCATION: LocationFormValues = { name: '', address: '', country: 'GB', phone: '', billingAddress: '' };

/**
 * A company location's fields (the shop admin's and the company admin's Add/Edit location dialogs):
 * its name, the delivery address as lines, its country, a phone and an optional billing address.
 */
export function LocationFields({ field }: { field: (name: keyof LocationFormValues) => FieldProps }) {
  const countries = useCountries();
  return (
    <>
      <InputField label="Location name" maxLength={100} {...field('name')} />
      <TextAreaField label="Delivery address" hint="One line per part: street, town, postcode." rows={4} autoComplete="shipping street-address" {...field('address')} />
      <SelectField label="Country" autoComplete="shipping country" {...field('country')}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <InputField label="Phone" type="tel" autoComplete="shipping tel" {...field('phone')} />
      <TextAreaField label="Billing address (optional)" hint="Leave it blank when invoices go to the delivery address." rows={3} {...field('billingAddress')} />
    </>
  );
}
