import type { ReactNode } from 'react';
import button from './button.module.css';
import dialog from './dialog.module.css';
import { DialogActions, DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The mutation the confirm button runs: reset on opening, waited for, its refusal shown in the dialog. */
  action: { isPending: boolean; error: { message: string } | null; reset: () => void };
  onConfirm: () => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The close button's words, e.g. "Keep it". */
  keepLabel: string;
  confirmLabel: string;
  confirmingLabel: string;
  /** `danger` (the default) for what cannot be undone, `primary` for a step that can. */
  tone?: 'danger' | 'primary';
  /** A choice the step takes (a select), between the question and the buttons. With several fields, use FormDialog. */
  children?: ReactNode;
  /** Where the focus goes on closing when not back to the trigger (DialogFrame's `placeFocus`). */
  placeFocus?: () => boolean;
}

/**
 * The one confirmation of the client: a Radix dialog for one step (a delete, a cancel, hide a
 * review, change a role, a bulk change): the question, an optional choice, the server's refusal
 * if any, and a keep and a confirm button that both wait while it runs.
 *
 * @example
 * <ConfirmDialog open={open} setOpen={setOpen} action={remove} onConfirm={() => remove.mutate({ id })}
 *   trigger={<button type="button">Delete</button>} title="Delete this category?" description="Shears will be gone."
 *   keepLabel="Keep it" confirmLabel="Yes, delete it" confirmingLabel="Deleting…" />
 */
export function ConfirmDialog({ open, setOpen, action, onConfirm, trigger, title, description, keepLabel, confirmLabel, confirmingLabel, tone = 'danger', children, placeFocus }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} setOpen={setOpen} busy={action.isPending} onOpening={action.reset} trigger={trigger} title={title} description={description} placeFocus={placeFocus}>
      {children}
      {action.error ? (
        <p role="alert" className={dialog.error}>
          {action.error.message}
        </p>
      ) : null}
      <DialogActions busy={action.isPending} keepLabel={keepLabel}>
        <button type="button" className={tone === 'danger' ? dialog.danger : button.primary} disabled={action.isPending} onClick={onConfirm}>
          {action.isPending ? confirmingLabel : confirmLabel}
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
