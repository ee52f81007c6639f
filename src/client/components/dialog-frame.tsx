import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import dialog from './dialog.module.css';
import { useFocusReturn } from './focus-return';

interface DialogFrameProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** While busy the dialog stays open. */
  busy: boolean;
  /** Called as it opens: reset a form or a mutation, so an old refusal is not shown again. */
  onOpening: () => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /**
   * Where the focus goes on closing, when not back to the trigger (e.g. a cancelled order's row is
   * gone): focus something and return true, or return false for the usual return to the trigger.
   */
  placeFocus?: () => boolean;
}

/**
 * The one frame of the admin's dialogs (ConfirmDialog, FormDialog): a Radix dialog with its
 * trigger, title and description, which no Escape or outside click closes while its step runs.
 * Closed, it gives the focus back to the trigger, or near it when the trigger is gone (returnFocus).
 */
export function DialogFrame({ open, setOpen, busy, onOpening, trigger, title, description, children, placeFocus }: DialogFrameProps) {
  const { trigger: triggerRef, onCloseAutoFocus: returnToTrigger } = useFocusReturn();
  function onCloseAutoFocus(event: Event) {
    if (!placeFocus?.()) returnToTrigger(event);
    else event.preventDefault();
  }
  function openChange(next: boolean) {
    if (busy) return;
    if (next) onOpening();
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild ref={triggerRef}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's buttons: its close button (`keepLabel`, e.g. "Keep it") and then its step; the close waits while busy. */
export function DialogActions({ busy, keepLabel, children }: { busy: boolean; keepLabel: string; children: ReactNode }) {
  return (
    <div className={dialog.actions}>
      <Dialog.Close asChild>
        <button type="button" className={dialog.secondary} disabled={busy}>
          {keepLabel}
        </button>
      </Dialog.Close>
      {children}
    </div>
  );
}
