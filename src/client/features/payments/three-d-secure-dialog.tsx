import * as Dialog from '@radix-ui/react-dialog';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';

interface ThreeDSecureDialogProps {
  open: boolean;
  amountLabel: string;
  onFinish(outcome: 'complete' | 'fail'): void;
}

/**
 * The bank's 3-D Secure step, as the test gateway plays it: the customer completes or fails the
 * authentication. Closing the dialog (Escape, the overlay) counts as failing it, as on Stripe.
 */
export function ThreeDSecureDialog({ open, amountLabel, onFinish }: ThreeDSecureDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onFinish('fail'))}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>3-D Secure authentication</Dialog.Title>
          <Dialog.Description>
            Your bank asks you to confirm the payment of {amountLabel} to Toolyard. This is the test gateway: choose how the
            authentication ends.
          </Dialog.Description>
          <div className={dialog.actions}>
            <button type="button" className={dialog.secondary} onClick={() => onFinish('fail')}>
              Fail authentication
            </button>
            <button type="button" className={button.primary} onClick={() => onFinish('complete')}>
              Complete authentication
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
