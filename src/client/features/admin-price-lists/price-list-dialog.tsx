import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { PriceListDto } from '../../../shared/schemas/price-list';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreatePriceList, useUpdatePriceList } from './api/price-lists';
import { BLANK_PRICE_LIST, priceListFormSchema, priceListFormValues } from './price-list-form-values';
import styles from './price-lists.module.css';

/** Add a price list, or edit `list`: its name, priority, validity window and catalogue-wide percentage. */
export function PriceListDialog({ list, trigger }: { list?: PriceListDto; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const create = useCreatePriceList();
  const update = useUpdatePriceList();
  const initial = list ? priceListFormValues(list) : BLANK_PRICE_LIST;
  const form = useSchemaForm(priceListFormSchema, initial);
  // Opening starts from the list as the page holds it now.
  const opening = { ...form, reset: () => form.reset(list ? priceListFormValues(list) : BLANK_PRICE_LIST) };

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={opening}
      onSubmit={form.submit(async (input) => {
        const saved = list ? await update.mutateAsync({ ...input, id: list.id }) : await create.mutateAsync(input);
        toast.success(`Saved the price list ${saved.name}`);
        setOpen(false);
      })}
      trigger={trigger}
      title={list ? 'Edit the price list' : 'Add a price list'}
      description="Among a company's lists active now, the highest priority that prices a product prices it."
      keepLabel="Cancel"
      submitLabel={list ? 'Save list' : 'Add list'}
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <InputField label="Name" maxLength={100} autoComplete="off" {...form.field('name')} />
        <InputField label="Priority" hint="0 to 1000; higher wins." type="number" inputMode="numeric" min={0} max={1000} step={1} {...form.field('priority')} />
        <InputField label="Starts (optional)" hint="Empty: since always." type="datetime-local" {...form.field('startsAt')} />
        <InputField label="Ends (optional)" hint="Empty: with no end. The list stops at this moment." type="datetime-local" {...form.field('endsAt')} />
        <InputField
          label="Catalogue-wide discount (%, optional)"
          hint="Off every product the list has no entry for; empty: none."
          type="number"
          inputMode="decimal"
          min={0}
          max={99.99}
          step={0.01}
          {...form.field('catalogueDiscountPercent')}
        />
      </div>
    </FormDialog>
  );
}
