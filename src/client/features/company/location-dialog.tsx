import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { locationInputSchema, type CompanyLocation } from '../../../shared/schemas/company';
import { FormDialog } from '../../components/form-dialog';
import { BLANK_LOCATION, LocationFields, type LocationFormValues } from '../../components/location-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddLocation, useEditLocation } from './api/my-company';
import styles from './company-page.module.css';

/** A location's values as the form edits them (no id; no billing address is a blank one). */
function fieldsOf({ name, address, country, phone, billingAddress }: CompanyLocation): LocationFormValues {
  return { name, address, country, phone, billingAddress: billingAddress ?? '' };
}

/** Add a location, or edit `location`: its name, delivery address and country, phone and optional billing address. */
export function LocationDialog({ location, trigger }: { location?: CompanyLocation; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const add = useAddLocation();
  const edit = useEditLocation();
  const form = useSchemaForm(locationInputSchema, location ? fieldsOf(location) : BLANK_LOCATION);

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
        <LocationFields field={(name) => form.field(name)} />
      </div>
    </FormDialog>
  );
}
