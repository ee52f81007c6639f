import styles from './skip-link.module.css';

/** "Skip to content": the first Tab stop of a layout, out of sight until focused, leading to its `#main`. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      Skip to content
    </a>
  );
}
