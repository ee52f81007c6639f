import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ProductImage } from '../../components/product-image';
import card from './product-card.module.css';
import styles from './product-gallery.module.css';

/** How far a finger or pointer must travel sideways for a swipe to change the image. */
const SWIPE_PX = 40;

/**
 * A product's images: the chosen one large, with Previous and Next buttons, a row of thumbnails,
 * the arrow keys (Home and End too) wherever the focus is inside it, and swipes on the large image.
 * One image shows as the image alone, with no gallery around it. The large image is the purchase
 * page's largest paint, so it loads first (ProductImage's `priority`).
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [shown, setShown] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;
  const cover = images[0];
  if (count <= 1 || cover === undefined) {
    return cover === undefined ? null : <ProductImage src={cover} sizes="(min-width: 721px) 50vw, 100vw" width={480} height={320} className={card.image} priority />;
  }

  /** Shows image `index` (wrapping around); a thumbnail that had the focus hands it on. */
  const show = (index: number) => {
    const next = (index + count) % count;
    setShown(next);
    if (thumbnails.current.includes(document.activeElement as HTMLButtonElement)) thumbnails.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_PX) show(distance < 0 ? shown + 1 : shown - 1);
  };

  return (
    <div className={styles.gallery} role="group" aria-roledescription="gallery" aria-label={`Images of ${name}`} onKeyDown={onKeyDown}>
      <div
        className={styles.stage}
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ProductImage key={images[shown]} src={images[shown] ?? cover} sizes="(min-width: 721px) 50vw, 100vw" width={480} height={320} className={`${card.image} ${styles.main}`} priority />
        <button type="button" className={`${styles.step} ${styles.previous}`} onClick={() => show(shown - 1)} aria-label="Previous image">
          ‹
        </button>
        <button type="button" className={`${styles.step} ${styles.next}`} onClick={() => show(shown + 1)} aria-label="Next image">
          ›
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        Image {shown + 1} of {count}
      </p>
      <ul className={styles.thumbnails}>
        {images.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              className={styles.thumbnail}
              aria-label={`Show image ${index + 1} of ${count}`}
              aria-pressed={index === shown}
              onClick={() => show(index)}
            >
              <ProductImage src={image} sizes="80px" width={80} height={56} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
