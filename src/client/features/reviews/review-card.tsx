import type { Review } from '../../../shared/schemas/review';
import { StarRating } from './star-rating';
import styles from './review-card.module.css';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className={styles.card}>
      <StarRating rating={review.reviewInformation.rating} />
      <blockquote className={styles.text}>
        <p>{review.reviewInformation.review}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {review.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        {review.name}
      </figcaption>
    </figure>
  );
}
