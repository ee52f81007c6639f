import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { REVIEW_MAX_LENGTH, reviewInformationSchema } from '../../../shared/schemas/review';
import errorBox from '../../components/error-box.module.css';
import { FormField } from '../../components/form-field';
import layout from '../../components/form-layout.module.css';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/use-session';
import styles from './add-review-page.module.css';
import { StarRatingInput } from './star-rating-input';
import button from '../../components/button.module.css';

type FieldErrors = Partial<Record<'rating' | 'review', string>>;

/** dashboard/add-review: a star rating and a text, posted under the signed-in user's e-mail. */
export function AddReviewPage() {
  const { user } = useSession();
  const utils = trpc.useUtils();
  const formId = useId();
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [review, setReview] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const addReview = trpc.reviews.add.useMutation({
    onSuccess: async ({ insertedId }) => {
      if (insertedId) toast.success('We received your review');
      setRating(undefined);
      setReview('');
      // The home page's "Our Customer's Review" shows it on its next render.
      await utils.reviews.list.invalidate();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    const parsed = reviewInformationSchema.safeParse({ rating, review });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    addReview.mutate({ email: user.email, reviewInformation: parsed.data });
  }

  return (
    <section aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`}>Add a Review</h1>
      <form className={`${layout.form} ${styles.form}`} onSubmit={submit} noValidate>
        <StarRatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((current) => ({ ...current, rating: undefined }));
          }}
          error={errors.rating}
        />
        <FormField id={`${formId}-review`} label="Your review" error={errors.review} hint={`${review.length}/${REVIEW_MAX_LENGTH} characters`}>
          <textarea id={`${formId}-review`} rows={5} maxLength={REVIEW_MAX_LENGTH} value={review} onChange={(event) => setReview(event.target.value)} />
        </FormField>
        {addReview.isError ? (
          <p role="alert" className={errorBox.errorBox}>
            {addReview.error.message}
          </p>
        ) : null}
        <button type="submit" className={`${button.primary} ${button.large} ${layout.submit}`} disabled={addReview.isPending || !user}>
          {addReview.isPending ? 'Sending…' : 'Add Review'}
        </button>
      </form>
    </section>
  );
}
