import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { Order } from '../../../shared/schemas/order';
import styles from './cancel-message.module.css';

/**
 * What a page with Cancel says once an order is cancelled: `words(order)` in a live region that
 * takes the focus (the button that held it is gone with the order's actions); before, an empty
 * live region that takes no room. `words` is a module-level function (it is a dependency).
 * Answers the `onCancelled` to hand the cancel dialog and the message to place on the page.
 */
export function useCancelMessage(words: (order: Order) => string, className = ''): { onCancelled: (order: Order) => void; message: ReactNode } {
  const [text, setText] = useState<string>();
  const ref = useRef<HTMLParagraphElement>(null);
  const onCancelled = useCallback(
    (order: Order) => {
      setText(words(order));
      ref.current?.focus();
    },
    [words],
  );
  const message = (
    <p ref={ref} role="status" tabIndex={-1} className={text ? `${styles.message} ${className}` : styles.silent}>
      {text}
    </p>
  );
  return { onCancelled, message };
}
