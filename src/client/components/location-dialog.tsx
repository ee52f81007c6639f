import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { locationInputSchema, type CompanyLocation } from '../../shared/schemas/company';
import { useSchemaForm } from '../lib/use-schema-form';
import { FormDialog } from './form-dialog';
import { BLANK_LOCATION, LocationFields, type LocationFormValues } from './location-fields';
import styles from './location-dialog.module.css';

/** What a location dialog says: its title, its description and its toast once saved. */
export interface LocationDialogTexts {
  title: string;
  description: string;
  saved: (name: string) => string;
}

/** A location's values as the form edits them (no id; no billing address is a blank one). */
function fieldsOf({ name, address, country, phone, billingAddress }: CompanyLocation): LocationFormValues {
  return { name, address, country, phone, billingAddress: billingAddress ?? '' };
}

/**
 * Add a company location, or edit `location` (issue 37): its name, delivery address and country,
 * phone and optional billing address. The shop admin's company page and My Company each give
 * their own words and their own save (features do not import each other).
 */
export function LocationDialog({ location, trigger, texts, onSave }: { location?: CompanyLocation; trigger: ReactNode; texts: LocationDialogTexts; onSave: (fields: LocationFormValues) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(locationInputSchema, location ? fieldsOf(location) : BLANK_LOCATION);

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async () => {
        // The fields as typed: the server trims and checks them with the same schema.
        const fields = form.getValues() as LocationFormValues;
        await onSave(fields);
        toast.success(texts.saved(fields.name));
        setOpen(false);
      })}
      trigger={trigger}
      title={texts.title}
      description={texts.description}
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
