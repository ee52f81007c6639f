import { useState, type FormEvent } from 'react';
import { orderFiltersSchema, type OrderFilters } from '../../../shared/schemas/admin-orders';
import { orderStatusSchema } from '../../../shared/schemas/order';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { InputField } from '../../components/input-field';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';
import styles from './manage-all-orders-page.module.css';

/** The form's text values -> filters, leaving out the empty ones. */
function filtersOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) values[name] = value.trim();
  return values;
}

/**
 * The list's filters. Applying them puts them in the URL (so a view can be shared and the back
 * button undoes a filter); the form starts from the URL's values.
 */
export function OrderFiltersForm({ filters, onApply }: { filters: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  const [error, setError] = useState<string>();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = orderFiltersSchema.safeParse(filtersOf(event.currentTarget));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onApply(parsed.data);
  }

  return (
    <form className={styles.filters} onSubmit={apply} aria-label="Filter the orders" noValidate>
      <InputField label="Order number, customer e-mail or name" name="customer" type="search" defaultValue={filters.customer ?? ''} maxLength={100} />
      <FormField label="Status">
        {(control) => (
          <select {...control} name="status" defaultValue={filters.status ?? ''}>
            <option value="">In play (pending, processing, shipped)</option>
            {orderStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Payment">
        {(control) => (
          <select {...control} name="paid" defaultValue={filters.paid ?? ''}>
            <option value="">Paid or not</option>
            <option value="true">Paid</option>
            <option value="false">Not paid</option>
          </select>
        )}
      </FormField>
      <InputField label="From (UTC day)" name="from" type="date" defaultValue={filters.from ?? ''} />
      <InputField label="To (UTC day)" name="to" type="date" defaultValue={filters.to ?? ''} />
      <div className={styles.filterActions}>
        <button type="submit" className={button.primary}>
          Apply filters
        </button>
        <button type="button" className={dialog.secondary} onClick={() => onApply({})}>
          Clear
        </button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}
