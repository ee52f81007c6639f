import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { FormAlert } from '../../components/form-alert';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';
import { useFocusReturn } from '../../components/focus-return';
import field from '../../components/form-field.module.css';
import { serverErrorOf } from '../../lib/server-errors';

interface BulkChoiceDialogProps {
  /** The button's words, e.g. "Set status". */
  trigger: string;
  title: string;
  /** The select's label and its options (value, label). */
  label: string;
  options: ReactNode;
  initial: string;
  /** What confirming does to the selection, given the chosen value; its rejection is shown in the dialog. */
  onConfirm: (value: string) => Promise<void>;
  /** The sentence under the title for the chosen value ("3 products become archived."). */
  describe: (value: string) => string;
  disabled?: boolean;
}

/**
 * One bulk action: a button that opens a confirmation with one choice (a status, a category),
 * applies it to the selected products and closes; a refusal stays in the dialog.
 */
export function BulkChoiceDialog({ trigger, title, label, options, initial, onConfirm, describe, disabled }: BulkChoiceDialogProps) {
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const { trigger: triggerRef, onCloseAutoFocus } = useFocusReturn();
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  function openChange(next: boolean) {
    if (pending) return;
    if (next) {
      setValue(initial);
      setError(undefined);
    }
    setOpen(next);
  }

  async function confirm() {
    setPending(true);
    setError(undefined);
    try {
      await onConfirm(value);
      setOpen(false);
    } catch (failure) {
      setError(serverErrorOf(failure).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild ref={triggerRef}>
        <button type="button" className={dialog.secondary} disabled={disabled}>
          {trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <div className={field.field}>
            <label htmlFor={selectId} className={field.label}>
              {label}
            </label>
            <select id={selectId} value={value} onChange={(event) => setValue(event.target.value)} disabled={pending}>
              {options}
            </select>
          </div>
          <Dialog.Description>{describe(value)}</Dialog.Description>
          <FormAlert message={error} />
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <button type="button" className={dialog.secondary} disabled={pending}>
                Cancel
              </button>
            </Dialog.Close>
            <button type="button" className={button.primary} disabled={pending} onClick={() => void confirm()}>
              {pending ? 'Applying…' : 'Apply'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
