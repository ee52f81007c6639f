import { useId, type Ref } from 'react';
import styles from './star-rating-input.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
  /** Gets the star that takes the focus (the chosen one, else the first): a form focuses it when the rating is wrong. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A 1-to-5 star rating as a native radio group: Tab reaches it, arrow keys move and select,
 * each star is announced as "N stars", and the focused star shows the focus ring.
 */
export function StarRatingInput({ value, onChange, error, ref }: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset
      role="radiogroup"
      className={styles.group}
      aria-labelledby={`${name}-legend`}
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${name}-legend`} className={styles.legend}>
        Rating
      </legend>
      <div className={styles.stars}>
        {STARS.map((star) => {
          const filled = value !== undefined && star <= value;
          return (
            <label key={star} className={`${styles.star} ${filled ? styles.filled : ''}`}>
              <input
                ref={star === (value ?? 1) ? ref : undefined}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className={styles.radio}
              />
              <span aria-hidden="true" className={styles.glyph}>
                {filled ? '★' : '☆'}
              </span>
              <span className="visually-hidden">{star === 1 ? '1 star' : `${star} stars`}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
