import type { ComponentProps } from 'react';
import { FormField, type FormFieldProps } from './form-field';

type InputFieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id'>;

/** A labelled <input>: spread `form.field(name)` into it. (A value that cannot change is text: ReadOnlyValues.) */
export function InputField({ label, hint, error, ...input }: InputFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} />}
    </FormField>
  );
}
