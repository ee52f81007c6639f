import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { REVIEW_MAX_LENGTH, REVIEW_NEEDS_PAID_ORDER, reviewInformationSchema, type MyReview } from '../../../shared/schemas/review';
import { ErrorNotice } from '../../components/error-notice';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { TextAreaField } from '../../components/text-area-field';
import layout from '../../components/form-layout.module.css';
import { useTRPC } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSession } from '../../lib/use-session';
import { useAddReview } from './api/add-review';
import styles from './add-review-page.module.css';
import { StarRatingInput } from './star-rating-input';
import button from '../../components/button.module.css';

/**
 * dashboard/add-review: a star rating and a text, posted under the signed-in user's e-mail. Only
 * a customer who paid for an order may post, once: with a review already, the page edits it.
 */
export function AddReviewPage() {
  const trpc = useTRPC();
  const titleId = useId();
  const mine = useQuery(trpc.reviews.mine.queryOptions());
  const review = mine.data?.review ?? null;

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{review ? 'Update your review' : 'Add a Review'}</h1>
      {mine.isPending ? (
        <Loader label="Loading your review" />
      ) : mine.isError ? (
        <ErrorNotice title="We couldn't load your review." error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : !mine.data.canReview ? (
        <div className={styles.notice}>
          <p>{REVIEW_NEEDS_PAID_ORDER}. Once one of your orders is paid, you can rate it here.</p>
          <Link to="/dashboard/my-orders">Go to My Orders</Link>
        </div>
      ) : (
        // Keyed by the review, so the form starts from it once it exists.
        <ReviewForm key={review?._id ?? 'new'} review={review} />
      )}
    </section>
  );
}

function ReviewForm({ review }: { review: MyReview['review'] }) {
  const { user } = useSession();
  const form = useSchemaForm(reviewInformationSchema, review ? review.reviewInformation : { rating: undefined, review: '' });
  // Registered before the text, so a submit with both wrong focuses the stars, which come first.
  const { field: rating, fieldState: ratingState } = useController({ control: form.control, name: 'rating' });
  const text = useWatch({ control: form.control, name: 'review' });

  const addReview = useAddReview({
    onSuccess: ({ insertedId, updated }) => {
      if (insertedId) toast.success(updated ? 'Your review is updated' : 'We received your review');
    },
  });
  const pending = form.formState.isSubmitting;

  return (
    <form
      className={`${layout.form} ${styles.form}`}
      noValidate
      onSubmit={form.submit(async (reviewInformation) => {
        if (!user) return;
        await addReview.mutateAsync({ email: user.email, reviewInformation });
        // The form keeps what was sent: it is the review now.
        form.reset(reviewInformation);
      })}
    >
      {review?.hidden ? <FormAlert role="status" message="An admin has hidden this review from the shop's pages. Edits stay hidden too." /> : null}
      <StarRatingInput {...rating} error={ratingState.error?.message} />
      <TextAreaField label="Your review" hint={`${text.length}/${REVIEW_MAX_LENGTH} characters`} rows={5} maxLength={REVIEW_MAX_LENGTH} {...form.field('review')} />
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending || !user}>
        {pending ? 'Sending…' : review ? 'Update Review' : 'Add Review'}
      </button>
    </form>
  );
}
