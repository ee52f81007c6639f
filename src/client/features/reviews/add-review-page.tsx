import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { REVIEW_MAX_LENGTH, reviewInformationSchema } from '../../../shared/schemas/review';
import { FormAlert } from '../../components/form-alert';
import { TextAreaField } from '../../components/text-area-field';
import layout from '../../components/form-layout.module.css';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSession } from '../../lib/use-session';
import styles from './add-review-page.module.css';
import { StarRatingInput } from './star-rating-input';
import button from '../../components/button.module.css';


/** dashboard/add-review: a star rating and a text, posted under the signed-in user's e-mail. */
export function AddReviewPage() {
  const { user } = useSession();
  const utils = trpc.useUtils();
  const titleId = useId();
  const form = useSchemaForm(reviewInformationSchema, { rating: undefined, review: '' });
  // Registered before the text, so a submit with both wrong focuses the stars, which come first.
  const { field: rating, fieldState: ratingState } = useController({ control: form.control, name: 'rating' });
  const review = useWatch({ control: form.control, name: 'review' });

  const addReview = trpc.reviews.add.useMutation({
    onSuccess: async ({ insertedId }) => {
      if (insertedId) toast.success('We received your review');
      // The home page's "Our Customer's Review" shows it on its next render.
      await utils.reviews.list.invalidate();
    },
  });
  const pending = form.formState.isSubmitting;

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>Add a Review</h1>
      <form
        className={`${layout.form} ${styles.form}`}
        noValidate
        onSubmit={form.submit(async (reviewInformation) => {
          if (!user) return;
          await addReview.mutateAsync({ email: user.email, reviewInformation });
          form.reset();
        })}
      >
        <StarRatingInput {...rating} error={ratingState.error?.message} />
        <TextAreaField label="Your review" hint={`${review.length}/${REVIEW_MAX_LENGTH} characters`} rows={5} maxLength={REVIEW_MAX_LENGTH} {...form.field('review')} />
        <FormAlert message={form.formError} />
        <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={pending || !user}>
          {pending ? 'Sending…' : 'Add Review'}
        </button>
      </form>
    </section>
  );
}
