import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import dialog from '../../components/dialog.module.css';
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
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const action = {
    isPending: pending,
    error: error === undefined ? null : { message: error },
    reset: () => {
      setValue(initial);
      setError(undefined);
    },
  };

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
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={action}
      onConfirm={() => void confirm()}
      trigger={
        <button type="button" className={dialog.secondary} disabled={disabled}>
          {trigger}
        </button>
      }
      title={title}
      description={describe(value)}
      keepLabel="Cancel"
      confirmLabel="Apply"
      confirmingLabel="Applying…"
      tone="primary"
    >
      <div className={field.field}>
        <label htmlFor={selectId} className={field.label}>
          {label}
        </label>
        <select id={selectId} value={value} onChange={(event) => setValue(event.target.value)} disabled={pending}>
          {options}
        </select>
      </div>
    </ConfirmDialog>
  );
}
