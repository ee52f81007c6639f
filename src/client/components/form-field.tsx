import { cloneElement, type ReactElement } from 'react';
import styles from './form-field.module.css';

interface FormFieldProps {
  /** The control's id; the label, hint and error are tied to it. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactElement<{ 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled control with an optional hint and its error message underneath. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {cloneElement(children, { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
