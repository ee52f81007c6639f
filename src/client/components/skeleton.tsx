import styles from './skeleton.module.css';

interface SkeletonProps {
  /** What is loading, for screen readers ("Loading products"). */
  label: string;
  /** How many blocks: as many as the section will show, so nothing moves when it arrives. */
  count: number;
  /** The real list's layout (its grid), so the blocks sit where its items will. */
  className?: string;
  /** Each block's size: the height of the item it stands for. */
  itemClassName?: string;
}

/** A section's loading state in the shape of what is coming: grey blocks laid out as its items will be. */
export function Skeleton({ label, count, className, itemClassName }: SkeletonProps) {
  return (
    <div role="status" aria-label={label}>
      <ul className={`${styles.list} ${className ?? ''}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`${styles.block} ${itemClassName ?? ''}`} />
        ))}
      </ul>
    </div>
  );
}
