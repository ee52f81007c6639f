import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import row from './row-action.module.css';

interface RowDeleteDialogProps {
  /** The delete mutation (ConfirmDialog's `action`): its refusal stays in the dialog. */
  remove: { isPending: boolean; error: { message: string } | null; reset: () => void };
  /** Runs the delete; call `close` once it succeeded (with the toast that says so). */
  onConfirm: (close: () => void) => void;
  /** What the row's Delete button deletes, for a screen reader: "Delete {label}". */
  label: string;
  title: string;
  description: ReactNode;
}

/**
 * A list row's Delete button and its confirmation: the one shape of every delete in a list (a
 * product, a category, an address, a shipping zone, a tax rate).
 *
 * @example
 * <RowDeleteDialog remove={remove} label={zone.name} title="Delete this shipping zone?" description="…"
 *   onConfirm={(close) => remove.mutate({ id: zone.id }, { onSuccess: () => { toast.success('Deleted'); close(); } })} />
 */
export function RowDeleteDialog({ remove, onConfirm, label, title, description }: RowDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={remove}
      onConfirm={() => onConfirm(() => setOpen(false))}
      trigger={
        <button type="button" className={`${row.action} ${row.danger}`} aria-label={`Delete ${label}`}>
          Delete
        </button>
      }
      title={title}
      description={description}
      keepLabel="Keep it"
      confirmLabel="Yes, delete it"
      confirmingLabel="Deleting…"
    />
  );
}
