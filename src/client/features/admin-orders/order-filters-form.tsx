import { useState } from 'react';
import { orderFiltersSchema, type OrderFilters } from '../../../shared/schemas/admin-orders';
import { orderStatusSchema } from '../../../shared/schemas/order';
import { FilterBar } from '../../components/filter-bar';
import { FormField } from '../../components/form-field';
import { InputField } from '../../components/input-field';

/**
 * The list's filters. Applying them puts them in the URL (so a view can be shared and the back
 * button undoes a filter); the form starts from the URL's values.
 */
export function OrderFiltersForm({ filters, onApply }: { filters: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  const [error, setError] = useState<string>();

  function apply(values: Record<string, string>) {
    const parsed = orderFiltersSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onApply(parsed.data);
  }

  return (
    <FilterBar label="Filter the orders" onApply={apply} onClear={() => onApply({})} error={error}>
      {/* A company's orders (its page links here with ?company=) stay that company's as the other filters change; Clear lifts it. */}
      {filters.company ? <input type="hidden" name="company" value={filters.company} /> : null}
      <InputField label="Order number, PO, customer e-mail or name" name="customer" type="search" defaultValue={filters.customer ?? ''} maxLength={100} />
      <FormField label="Status">
        {(control) => (
          <select {...control} name="status" defaultValue={filters.status ?? ''}>
            <option value="">Pending, processing or shipped</option>
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
    </FilterBar>
  );
}
