import type { ReactNode } from 'react';
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
}

/**
 * A Radix confirmation for one destructive step with no fields (a delete): the question, the
 * server's refusal if any, and a keep and a confirm button that both wait while it runs.
 */
export function ConfirmDialog({ open, setOpen, action, onConfirm, trigger, title, description, keepLabel, confirmLabel, confirmingLabel }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} setOpen={setOpen} busy={action.isPending} onOpening={action.reset} trigger={trigger} title={title} description={description}>
      {action.error ? (
        <p role="alert" className={dialog.error}>
          {action.error.message}
        </p>
      ) : null}
      <DialogActions busy={action.isPending} keepLabel={keepLabel}>
        <button type="button" className={dialog.danger} disabled={action.isPending} onClick={onConfirm}>
          {action.isPending ? confirmingLabel : confirmLabel}
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
