import { auditActionSchema } from '../../../shared/schemas/audit';
import { FilterBar } from '../../components/filter-bar';
import { FormField } from '../../components/form-field';
import { InputField } from '../../components/input-field';
import { ACTION_LABELS } from './audit-labels';

/** The filters as the URL keeps them (app/audit-log-search.ts). */
export interface AuditFilterValues {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** Actor, action and day range; applying them changes the URL, so the view can be shared. */
export function AuditFilters({ filters, onChange, error }: { filters: AuditFilterValues; onChange: (filters: AuditFilterValues) => void; error?: string }) {
  return (
    // The key resets the inputs when the URL changes (back, forward, a shared link).
    <FilterBar
      key={JSON.stringify(filters)}
      label="Filter the audit log"
      onApply={({ actor, action, from, to }) => onChange({ actor, action, from, to })}
      onClear={() => onChange({})}
      error={error}
    >
      <InputField label="Admin e-mail" name="actor" type="email" defaultValue={filters.actor} placeholder="admin@example.com" />
      <FormField label="Action">
        {(control) => (
          <select {...control} name="action" defaultValue={filters.action ?? ''}>
            <option value="">Any action</option>
            {auditActionSchema.options.map((action) => (
              <option key={action} value={action}>
                {ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <InputField label="From" name="from" type="date" defaultValue={filters.from} />
      <InputField label="To" name="to" type="date" defaultValue={filters.to} />
    </FilterBar>
  );
}
