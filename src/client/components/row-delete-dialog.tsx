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
 * A list row's Delete button and its confirmation (an address, a shipping zone, a tax rate), for a
 * delete whose success the caller hears through `mutate`'s own callbacks. Those do not run once
 * the row has unmounted: a delete whose hook waits for the list to refetch before it resolves (a
 * product, a category) says its success in the hook's options, with its own ConfirmDialog.
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
