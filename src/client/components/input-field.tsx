import { useId, type InputHTMLAttributes } from 'react';
import { FormField } from './form-field';

type InputFieldProps = { label: string; error?: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** The common case of FormField: a labelled <input> with its own id and its message underneath. */
export function InputField({ label, error, hint, ...input }: InputFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input id={id} {...input} />
    </FormField>
  );
}
