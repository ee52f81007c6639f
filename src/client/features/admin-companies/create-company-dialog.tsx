import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { companyInputSchema } from '../../../shared/schemas/company';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateCompany } from './api/companies';
import button from '../../components/button.module.css';
import styles from './companies.module.css';

/** "Create company": its name and tax id; the new company's page opens. */
export function CreateCompanyDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateCompany();
  const navigate = useNavigate();
  const form = useSchemaForm(companyInputSchema, { name: '', taxId: '' });
  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async (input) => {
        const company = await create.mutateAsync({ name: input.name, taxId: input.taxId ?? undefined });
        toast.success(`${company.name} created`);
        setOpen(false);
        void navigate({ to: '/dashboard/companies/$companyId', params: { companyId: company.id } });
      })}
      trigger={
        <button type="button" className={button.primary}>
          Create company
        </button>
      }
      title="Create a company"
      description="A business account, active at once; add its locations and invite its people on its page."
      keepLabel="Cancel"
      submitLabel="Create company"
      submittingLabel="Creating…"
    >
      <div className={styles.fields}>
        <InputField label="Company name" autoComplete="organization" maxLength={120} {...form.field('name')} />
        <InputField label="Tax or VAT id (optional)" maxLength={40} {...form.field('taxId')} />
      </div>
    </FormDialog>
  );
}
