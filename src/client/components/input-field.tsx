import type { ComponentProps } from 'react';
import { FormField, type FormFieldProps } from './form-field';

type InputFieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id'>;

/** A labelled <input>: spread `form.field(name)` into it, or give it a read-only value. */
export function InputField({ label, hint, error, ...input }: InputFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} />}
    </FormField>
  );
}
