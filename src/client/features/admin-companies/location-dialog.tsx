import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { locationInputSchema, type CompanyLocation } from '../../../shared/schemas/company';
import { FormDialog } from '../../components/form-dialog';
import { BLANK_LOCATION, LocationFields } from '../../components/location-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddCompanyLocation, useEditCompanyLocation } from './api/companies';
import styles from './companies.module.css';

/** Add a location to the company, or edit `location`. */
export function LocationDialog({ companyId, location, trigger }: { companyId: string; location?: CompanyLocation; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const add = useAddCompanyLocation();
  const edit = useEditCompanyLocation();
  const form = useSchemaForm(locationInputSchema, location ? { ...location, billingAddress: location.billingAddress ?? '' } : BLANK_LOCATION);

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async () => {
        const values = form.getValues();
        const fields = { name: values.name, address: String(values.address), country: values.country, phone: values.phone, billingAddress: values.billingAddress };
        if (location) await edit.mutateAsync({ id: companyId, locationId: location.id, ...fields });
        else await add.mutateAsync({ id: companyId, ...fields });
        toast.success(location ? 'Location saved' : `${values.name} added`);
        setOpen(false);
      })}
      trigger={trigger}
      title={location ? 'Edit the location' : 'Add a location'}
      description={location ? 'Orders placed before keep the address they were sent to.' : 'A delivery site the company’s buyers can order for.'}
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
