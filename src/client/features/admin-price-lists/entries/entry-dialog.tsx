import { useState } from 'react';
import { toast } from 'sonner';
import type { PriceListEntryDto } from '../../../../shared/schemas/price-list';
import { FormDialog } from '../../../components/form-dialog';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { useImportEntriesCsv } from '../api/price-list-entries';
import { oneLineCsv } from './entry-words';
import button from '../../../components/button.module.css';
import row from '../../../components/row-action.module.css';
import styles from './entries.module.css';

type Kind = 'percent' | 'fixed';

const valuesOf = (entry: PriceListEntryDto | null) => ({
  sku: entry?.sku ?? '',
  kind: (entry && entry.percentOff === null ? 'fixed' : 'percent') as Kind,
  percentOff: entry?.percentOff === null || entry === null ? '' : String(entry.percentOff),
  price: entry?.tiers?.[0] ? entry.tiers[0].price.toFixed(2) : '',
  priceTiers: (entry?.tiers ?? []).slice(1).map((tier) => `${tier.minQuantity}:${tier.price.toFixed(2)}`).join(';'),
});

/**
 * Add an entry (a product by SKU) or edit one: a percentage off the product's own prices, or a
 * price from 1 unit and volume prices (`10:9.50;50:9.00`, as the CSV writes them). Sent as a
 * one-line CSV import, so the server checks it exactly as a file's line and names the bad cell.
 */
export function EntryDialog({ priceListId, entry }: { priceListId: string; entry: PriceListEntryDto | null }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => valuesOf(entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const save = useImportEntriesCsv();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((before) => ({ ...before, [name]: event.target.value }));
  const form = {
    formState: { isSubmitting: save.isPending },
    formError,
    reset: () => {
      setValues(valuesOf(entry));
      setErrors({});
      setFormError(undefined);
    },
  };
  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        setFormError(undefined);
        const csv = oneLineCsv(values.kind === 'percent' ? { ...values, price: '', priceTiers: '' } : { ...values, percentOff: '' });
        save.mutate(
          { priceListId, csv },
          {
            onSuccess: (outcome) => {
              if (outcome.kind === 'report') {
                setErrors(Object.fromEntries(outcome.report.problems.map((problem) => [problem.field, problem.message])));
                if (outcome.report.problems.some((problem) => !['sku', 'percentOff', 'price', 'priceTiers'].includes(problem.field))) setFormError(outcome.report.problems[0]!.message);
                return;
              }
              toast.success(entry ? `Saved the entry for ${entry.sku}` : `Added ${values.sku.trim().toUpperCase()} to the list`);
              setOpen(false);
            },
            onError: (error) => setFormError(error.message),
          },
        );
      }}
      trigger={
        entry ? (
          <button type="button" className={row.action} aria-label={`Edit the entry for ${entry.sku}`}>
            Edit
          </button>
        ) : (
          <button type="button" className={button.primary}>
            Add entry
          </button>
        )
      }
      title={entry ? `Edit the entry for ${entry.sku}` : 'Add an entry'}
      description={entry ? entry.name : 'Price one product by its SKU: a percentage off its own prices, or prices of its own by quantity.'}
      keepLabel="Cancel"
      submitLabel={entry ? 'Save entry' : 'Add entry'}
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <InputField label="SKU" name="sku" value={values.sku} onChange={set('sku')} readOnly={entry !== null} maxLength={64} error={errors.sku} required />
        <SelectField label="Price by" name="kind" value={values.kind} onChange={set('kind')}>
          <option value="percent">A percentage off the product's prices</option>
          <option value="fixed">Fixed prices by quantity</option>
        </SelectField>
        {values.kind === 'percent' ? (
          <InputField label="Percent off" name="percentOff" inputMode="decimal" value={values.percentOff} onChange={set('percentOff')} error={errors.percentOff} />
        ) : (
          <>
            <InputField label="Price from 1 unit ($)" name="price" inputMode="decimal" value={values.price} onChange={set('price')} error={errors.price} />
            <InputField
              label="Volume prices (optional)"
              hint="quantity:price pairs, such as 10:9.50;50:9.00"
              name="priceTiers"
              value={values.priceTiers}
              onChange={set('priceTiers')}
              error={errors.priceTiers}
            />
          </>
        )}
      </div>
    </FormDialog>
  );
}
