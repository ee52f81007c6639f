import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import dialog from './dialog.module.css';
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
  function openChange(next: boolean) {
    if (submitting) return;
    if (next) form.reset();
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <form noValidate onSubmit={onSubmit}>
            {children}
            <FormAlert message={form.formError} />
            <div className={dialog.actions}>
              <Dialog.Close asChild>
                <button type="button" className={dialog.secondary} disabled={submitting}>
                  {keepLabel}
                </button>
              </Dialog.Close>
              <button type="submit" className={tone === 'danger' ? dialog.danger : button.primary} disabled={submitting}>
                {submitting ? submittingLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
