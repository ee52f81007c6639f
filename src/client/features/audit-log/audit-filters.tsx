import type { FormEvent } from 'react';
import { auditActionSchema } from '../../../shared/schemas/audit';
import toolbar from '../../components/list-toolbar.module.css';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';
import { ACTION_LABELS } from './audit-labels';

/** The filters as the URL keeps them (app/audit-log-search.ts). */
export interface AuditFilterValues {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** Actor, action and day range; applying them changes the URL, so the view can be shared. */
export function AuditFilters({ filters, onChange }: { filters: AuditFilterValues; onChange: (filters: AuditFilterValues) => void }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const entry = form.get(name);
      return typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : undefined;
    };
    onChange({ actor: value('actor'), action: value('action'), from: value('from'), to: value('to') });
  }

  return (
    // The key resets the inputs when the URL changes (back, forward, a shared link).
    <form key={JSON.stringify(filters)} className={toolbar.toolbar} role="search" aria-label="Filter the audit log" onSubmit={submit}>
      <label>
        Admin e-mail
        <input type="email" name="actor" defaultValue={filters.actor} placeholder="admin@example.com" />
      </label>
      <label>
        Action
        <select name="action" defaultValue={filters.action ?? ''}>
          <option value="">Any action</option>
          {auditActionSchema.options.map((action) => (
            <option key={action} value={action}>
              {ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input type="date" name="from" defaultValue={filters.from} />
      </label>
      <label>
        To
        <input type="date" name="to" defaultValue={filters.to} />
      </label>
      <button type="submit" className={button.primary}>
        Apply
      </button>
      <button type="button" className={dialog.secondary} onClick={() => onChange({})}>
        Clear
      </button>
    </form>
  );
}
