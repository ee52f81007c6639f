import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import dialog from './dialog.module.css';

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
  function openChange(next: boolean) {
    if (action.isPending) return;
    if (next) action.reset();
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
          {action.error ? (
            <p role="alert" className={dialog.error}>
              {action.error.message}
            </p>
          ) : null}
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <button type="button" className={dialog.secondary} disabled={action.isPending}>
                {keepLabel}
              </button>
            </Dialog.Close>
            <button type="button" className={dialog.danger} disabled={action.isPending} onClick={onConfirm}>
              {action.isPending ? confirmingLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
