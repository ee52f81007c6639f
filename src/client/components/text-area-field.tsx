import type { ComponentProps } from 'react';
import { FormField, type FormFieldProps } from './form-field';

type TextAreaFieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<'textarea'>, 'id'>;

/** A labelled <textarea>: spread `form.field(name)` into it. */
export function TextAreaField({ label, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <textarea {...textarea} {...control} />}
    </FormField>
  );
}
