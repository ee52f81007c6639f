import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRY_CODES } from '../../shared/countries';
import { InputField } from './input-field';
import { SelectField } from './select-field';

/** What `form.field(name)` gives a field: register's props, the default for the markup, the message. */
type FieldProps = UseFormRegisterReturn & { error?: string; defaultValue?: string | number };

interface AddressFieldsProps {
  /** `form.field` bound to the address's path: `(part) => form.field(\`address.${part}\`)`. */
  field: (part: 'name' | 'company' | 'line1' | 'line2' | 'city' | 'postcode' | 'country' | 'phone') => FieldProps;
}

/** The countries by their English names, A to Z (en-US like every text the shop writes, so the server's markup and the browser's agree). */
export function useCountries(): { code: string; name: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en-US'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
  }, []);
}

/** A delivery address's fields (the address book's form and checkout's new address), with the browser's autofill names. */
export function AddressFields({ field }: AddressFieldsProps) {
  const countries = useCountries();
  return (
    <>
      <InputField label="Name" autoComplete="shipping name" {...field('name')} />
      <InputField label="Company (optional)" autoComplete="shipping organization" {...field('company')} />
      <InputField label="Address line 1" autoComplete="shipping address-line1" {...field('line1')} />
      <InputField label="Address line 2 (optional)" autoComplete="shipping address-line2" {...field('line2')} />
      <InputField label="City" autoComplete="shipping address-level2" {...field('city')} />
      <InputField label="Postcode (optional)" autoComplete="shipping postal-code" {...field('postcode')} />
      <SelectField label="Country" autoComplete="shipping country" {...field('country')}>
        <option value="">Choose a country</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <InputField label="Phone" type="tel" autoComplete="shipping tel" {...field('phone')} />
    </>
  );
}
