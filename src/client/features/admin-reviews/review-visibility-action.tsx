import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminReview } from '../../../shared/schemas/review';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSetReviewVisibility } from './api/set-review-visibility';
import styles from './review-visibility-action.module.css';

/** Hide (after a confirmation) for a shown review, Show for a hidden one. */
export function ReviewVisibilityAction({ review }: { review: AdminReview }) {
  return review.hidden ? <ShowButton review={review} /> : <HideDialog review={review} />;
}

function useVisibility(kind: 'hide' | 'show', onDone?: () => void) {
  return useSetReviewVisibility(kind, ({ modifiedCount }) => {
    if (modifiedCount > 0) toast.info(kind === 'hide' ? 'Review hidden' : 'Review shown');
    onDone?.();
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
  const hide = useVisibility('hide', () => setOpen(false));
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={hide}
      onConfirm={() => hide.mutate({ reviewId: review._id })}
      trigger={
        <button type="button" className={dialog.dangerTrigger} aria-label={`Hide ${review.name}'s review`}>
          Hide
        </button>
      }
      title="Hide this review?"
      description={<>{review.name}'s review leaves the home page, the public list and the reviews counter. You can show it again here; the audit log records both.</>}
      keepLabel="Keep it shown"
      confirmLabel="Yes, hide it"
      confirmingLabel="Hiding…"
    />
  );
}
