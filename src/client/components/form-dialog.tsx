import type { FormEventHandler, ReactNode } from 'react';
import dialog from './dialog.module.css';
import { DialogActions, DialogFrame } from './dialog-frame';
import { FormAlert } from './form-alert';
import button from './button.module.css';

interface FormDialogProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The form the dialog holds (useSchemaForm's): reset on opening, kept open while it submits. */
  form: { formState: { isSubmitting: boolean }; formError?: string; reset: () => void };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The close button's words, e.g. "Not now". */
  keepLabel: string;
  submitLabel: string;
  submittingLabel: string;
  /** `danger` for what cannot be undone. */
  tone?: 'primary' | 'danger';
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A Radix dialog around one form: its fields, its form-level error, and a close and a submit
 * button that both wait while it submits (so a second click cannot send it twice).
 */
export function FormDialog({ open, setOpen, form, onSubmit, trigger, title, description, keepLabel, submitLabel, submittingLabel, tone = 'primary', children }: FormDialogProps) {
  const submitting = form.formState.isSubmitting;
  return (
    <DialogFrame open={open} setOpen={setOpen} busy={submitting} onOpening={form.reset} trigger={trigger} title={title} description={description}>
      <form noValidate onSubmit={onSubmit}>
        {children}
        <FormAlert message={form.formError} />
        <DialogActions busy={submitting} keepLabel={keepLabel}>
          <button type="submit" className={tone === 'danger' ? dialog.danger : button.primary} disabled={submitting}>
            {submitting ? submittingLabel : submitLabel}
          </button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
