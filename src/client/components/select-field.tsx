import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';

type SelectFieldProps = { label: string; hint?: string; error?: string; children: ReactNode } & Omit<ComponentProps<'select'>, 'id' | 'children'>;

/** A labelled <select>: spread `form.field(name)` into it, its <option>s as children. */
export function SelectField({ label, hint, error, children, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select {...select} {...control}>
          {children}
        </select>
      )}
    </FormField>
  );
}
