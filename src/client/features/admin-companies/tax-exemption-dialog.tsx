import { useState } from 'react';
import { toast } from 'sonner';
import type { CompanyDetail } from '../../../shared/schemas/company';
import { taxExemptionFormSchema } from '../../../shared/schemas/tax';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSetCompanyTaxExemption } from './api/companies';
import { taxExemptionWords } from './company-words';
import row from '../../components/row-action.module.css';
import styles from './companies.module.css';

/**
 * "Change tax exemption": reverse charge (the server checks the company's VAT id, and says why
 * not at the choice), an exemption certificate with its reference, or none.
 */
export function TaxExemptionDialog({ company }: { company: CompanyDetail }) {
  const [open, setOpen] = useState(false);
  const setExemption = useSetCompanyTaxExemption();
  const form = useSchemaForm(taxExemptionFormSchema, { reason: company.taxExemption?.reason ?? 'none', reference: company.taxExemption?.reference ?? '' });
  const reason = form.watch('reason');
  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async (input) => {
        const saved = await setExemption.mutateAsync({ id: company.id, reason: input.reason, ...(input.reason === 'certificate' && { reference: input.reference }) });
        toast.success(`${saved.name}: ${taxExemptionWords(saved.taxExemption)}`);
        setOpen(false);
      })}
      trigger={
        <button type="button" className={row.action}>
          Change tax exemption
        </button>
      }
      title={`Tax exemption of ${company.name}`}
      description="An exempt company's orders carry no tax, and their invoices say why. Reverse charge needs the company's VAT id, of its country's shape."
      keepLabel="Cancel"
      submitLabel="Save"
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <SelectField label="Exemption" {...form.field('reason')}>
          <option value="none">None: its orders pay tax</option>
          <option value="reverse_charge">Reverse charge (EU or UK VAT id)</option>
          <option value="certificate">Exemption certificate</option>
        </SelectField>
        {reason === 'certificate' ? <InputField label="Certificate reference" maxLength={100} {...form.field('reference')} /> : null}
      </div>
    </FormDialog>
  );
}
