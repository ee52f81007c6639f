import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { TAX_CLASSES } from '../../../shared/rules/tax';
import { TAX_CLASS_LABEL, type TaxRate } from '../../../shared/schemas/tax';
import { useCountries } from '../../components/address-fields';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateTaxRate, useUpdateTaxRate } from './api/shipping';
import { BLANK_TAX_RATE, taxRateFormSchema, taxRateFormValues } from './shipping-form-values';
import { taxRateName } from './shipping-words';
import styles from './shipping-page.module.css';

/** Add a tax rate, or edit `rate`: its country, optional postcode region, product tax class and percent. */
export function TaxRateDialog({ rate, trigger }: { rate?: TaxRate; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const countries = useCountries();
  const create = useCreateTaxRate();
  const update = useUpdateTaxRate();
  const form = useSchemaForm(taxRateFormSchema, rate ? taxRateFormValues(rate) : BLANK_TAX_RATE);
  // Opening starts from the rate as the table holds it now.
  const opening = { ...form, reset: () => form.reset(rate ? taxRateFormValues(rate) : BLANK_TAX_RATE) };

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={opening}
      onSubmit={form.submit(async (input) => {
        const saved = rate ? await update.mutateAsync({ ...input, id: rate.id }) : await create.mutateAsync(input);
        toast.success(`Saved the tax rate ${taxRateName(saved)}`);
        setOpen(false);
      })}
      trigger={trigger}
      title={rate ? 'Edit the tax rate' : 'Add a tax rate'}
      description="The tax a product class pays where an order ships. With no rate for an address, no tax is charged."
      keepLabel="Cancel"
      submitLabel={rate ? 'Save rate' : 'Add rate'}
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <SelectField label="Country" {...form.field('country')}>
          <option value="">Choose a country</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <InputField label="Region (optional)" hint="A postcode start within the country, such as BT; empty: the whole country." maxLength={12} {...form.field('region')} />
        <SelectField label="Tax class" {...form.field('taxClass')}>
          {TAX_CLASSES.map((taxClass) => (
            <option key={taxClass} value={taxClass}>
              {TAX_CLASS_LABEL[taxClass]}
            </option>
          ))}
        </SelectField>
        <InputField label="Rate (%)" type="number" inputMode="decimal" min={0} max={100} step={0.01} {...form.field('ratePercent')} />
      </div>
    </FormDialog>
  );
}
