import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import row from './row-action.module.css';

interface RowDeleteDialogProps {
  /**
   * The delete mutation (ConfirmDialog's `action`: its refusal stays in the dialog). Say its
   * success in the hook's options: the row, and this dialog with it, unmounts once the list
   * refreshes, and callbacks given to `mutate` do not run after that.
   */
  remove: { isPending: boolean; isSuccess: boolean; error: { message: string } | null; reset: () => void };
  /** Runs the delete. */
  onConfirm: () => void;
  /** What the row's Delete button deletes, for a screen reader: "Delete {label}". */
  label: string;
  title: string;
  description: ReactNode;
}

/**
 * A list row's Delete button and its confirmation: the one shape of every delete in a list (a
 * product, a category, an address, a shipping zone, a tax rate). It closes once the delete
 * succeeded, if the row is still there.
 *
 * @example
 * const remove = useDeleteZone({ onSuccess: () => toast.success(`Deleted the shipping zone ${zone.name}`) });
 * <RowDeleteDialog remove={remove} onConfirm={() => remove.mutate({ id: zone.id })} label={zone.name}
 *   title="Delete this shipping zone?" description="…" />
 */
export function RowDeleteDialog({ remove, onConfirm, label, title, description }: RowDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      // Closed by a success (opening again resets the mutation: ConfirmDialog's onOpening).
      open={open && !remove.isSuccess}
      setOpen={setOpen}
      action={remove}
      onConfirm={onConfirm}
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
