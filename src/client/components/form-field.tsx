import { useId, type InputHTMLAttributes } from 'react';
import styles from './form-field.module.css';

type FormFieldProps = { label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its validation message underneath, linked for screen readers. */
export function FormField({ label, error, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
