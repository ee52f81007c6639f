import type { FormEvent, ReactNode } from 'react';
import button from './button.module.css';
import dialog from './dialog.module.css';
import { FormAlert } from './form-alert';
import styles from './filter-bar.module.css';

interface FilterBarProps {
  /** The form's accessible name, e.g. "Filter the orders". */
  label: string;
  /** The fields, as FormField / InputField (search box, selects, dates), each with a `name`. */
  children: ReactNode;
  /** Apply: the form's values by name, trimmed, the empty ones left out. */
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
  /** Why the values were refused (e.g. dates out of order). */
  error?: string;
}

/**
 * A list's filter form, one look everywhere: its fields in a row that wraps on small screens,
 * then Apply and Clear. Fields may also apply on change (a select); Apply (or Enter) applies all.
 *
 * @example
 * <FilterBar label="Filter the orders" onApply={(values) => apply(values)} onClear={() => apply({})}>
 *   <InputField label="Search" name="q" type="search" defaultValue={filters.q ?? ''} />
 * </FilterBar>
 */
export function FilterBar({ label, children, onApply, onClear, error }: FilterBarProps) {
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(valuesOf(event.currentTarget));
  }

  return (
    <form className={styles.bar} onSubmit={apply} aria-label={label} noValidate>
      {children}
      <div className={styles.actions}>
        <button type="submit" className={button.primary}>
          Apply
        </button>
        <button type="button" className={dialog.secondary} onClick={onClear}>
          Clear
        </button>
      </div>
      <div className={styles.alert}>
        <FormAlert message={error} />
      </div>
    </form>
  );
}

/** A form's text values by name, trimmed, leaving out the empty ones. */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) values[name] = value.trim();
  return values;
}
