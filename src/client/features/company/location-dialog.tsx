import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { locationInputSchema, type CompanyLocation, type LocationInput } from '../../../shared/schemas/company';
import { useCountries } from '../../components/address-fields';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddLocation, useEditLocation } from './api/my-company';
import styles from './company-page.module.css';

const blank: LocationInput = { name: '', address: '', country: 'GB', phone: '', billingAddress: '' };

/** A location's values as the form edits them (no id; no billing address is a blank one). */
function fieldsOf({ name, address, country, phone, billingAddress }: CompanyLocation): LocationInput {
  return { name, address, country, phone, billingAddress: billingAddress ?? '' };
}

/** Add a location, or edit `location`: its name, delivery address and country, phone and optional billing address. */
export function LocationDialog({ location, trigger }: { location?: CompanyLocation; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const add = useAddLocation();
  const edit = useEditLocation();
  const countries = useCountries();
  const form = useSchemaForm(locationInputSchema, location ? fieldsOf(location) : blank);

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async () => {
        // The fields as typed: the server trims and checks them with the same schema.
        const fields = form.getValues();
        if (location) await edit.mutateAsync({ ...fields, locationId: location.id });
        else await add.mutateAsync(fields);
        toast.success(location ? `${fields.name} saved` : `${fields.name} added`);
        setOpen(false);
      })}
      trigger={trigger}
      title={location ? `Edit ${location.name}` : 'Add a location'}
      description={location ? 'Orders placed before keep the name and address they were sent to.' : 'A delivery site your company orders for. Buyers order for the locations you give them.'}
      keepLabel="Cancel"
      submitLabel={location ? 'Save' : 'Add location'}
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <InputField label="Location name" autoComplete="off" {...form.field('name')} />
        <TextAreaField label="Delivery address" hint="As the carrier should read it, one line each" rows={4} autoComplete="shipping street-address" {...form.field('address')} />
        <SelectField label="Country" autoComplete="shipping country" {...form.field('country')}>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <InputField label="Phone" type="tel" autoComplete="shipping tel" {...form.field('phone')} />
        <TextAreaField label="Billing address (optional)" rows={3} autoComplete="billing street-address" {...form.field('billingAddress')} />
      </div>
    </FormDialog>
  );
}
