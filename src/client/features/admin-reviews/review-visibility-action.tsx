import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminReview } from '../../../shared/schemas/review';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';
import { useFocusReturn } from '../../components/focus-return';
import { trpc } from '../../lib/trpc';
import styles from './review-visibility-action.module.css';

/** Hide (after a confirmation) for a shown review, Show for a hidden one. */
export function ReviewVisibilityAction({ review }: { review: AdminReview }) {
  return review.hidden ? <ShowButton review={review} /> : <HideDialog review={review} />;
}

function useVisibility(kind: 'hide' | 'show', onDone?: () => void) {
  const utils = trpc.useUtils();
  return trpc.reviews[kind].useMutation({
    onSuccess: async ({ modifiedCount }) => {
      if (modifiedCount > 0) toast.info(kind === 'hide' ? 'Review hidden' : 'Review shown');
      onDone?.();
      await Promise.all([utils.reviews.adminPage.invalidate(), utils.reviews.list.invalidate(), utils.stat.get.invalidate()]);
    },
  });
}

function ShowButton({ review }: { review: AdminReview }) {
  const show = useVisibility('show');
  return (
    <div className={styles.action}>
      <button type="button" className={button.primary} disabled={show.isPending} onClick={() => show.mutate({ reviewId: review._id })} aria-label={`Show ${review.name}'s review`}>
        {show.isPending ? 'Showing…' : 'Show'}
      </button>
      {show.isError ? (
        <p role="alert" className={dialog.error}>
          {show.error.message}
        </p>
      ) : null}
    </div>
  );
}

function HideDialog({ review }: { review: AdminReview }) {
  const [open, setOpen] = useState(false);
  const { trigger: triggerRef, onCloseAutoFocus } = useFocusReturn();
  const hide = useVisibility('hide', () => setOpen(false));

  function openChange(next: boolean) {
    if (hide.isPending) return;
    if (next) hide.reset();
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild ref={triggerRef}>
        <button type="button" className={dialog.dangerTrigger} aria-label={`Hide ${review.name}'s review`}>
          Hide
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={dialog.title}>Hide this review?</Dialog.Title>
          <Dialog.Description>
            {review.name}'s review leaves the home page, the public list and the reviews counter. You can show it again here; the audit log records both.
          </Dialog.Description>
          {hide.isError ? (
            <p role="alert" className={dialog.error}>
              {hide.error.message}
            </p>
          ) : null}
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <button type="button" className={dialog.secondary} disabled={hide.isPending}>
                Keep it shown
              </button>
            </Dialog.Close>
            <button type="button" className={dialog.danger} disabled={hide.isPending} onClick={() => hide.mutate({ reviewId: review._id })}>
              {hide.isPending ? 'Hiding…' : 'Yes, hide it'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
