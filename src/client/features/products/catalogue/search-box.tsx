import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../../../lib/hydration-safe';
import styles from './catalogue.module.css';

/** How long typing must pause before the results follow: one request per pause, not per keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The catalogue's search field: results as you type. What is typed stays local (the field never
 * waits for the results); each pause of SEARCH_DEBOUNCE_MS hands the words to `onSearch`, and
 * Enter hands them at once. `value` is the search the URL holds: when it changes from outside
 * (Back, a cleared search), the field shows it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  // Inert in the server's markup until hydrated (docs/decisions/098): a submit before would go nowhere useful.
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  // Once per search: Enter may have sent these words already while their pause was running.
  const send = (words: string) => {
    if (words === sent.current) return;
    sent.current = words;
    onSearch(words);
  };
  const sendAfterPause = useEffectEvent(send);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    const words = draft.trim();
    if (words === sent.current) return;
    const timer = setTimeout(() => sendAfterPause(words), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft.trim());
  };

  return (
    <form inert={!hydrated} role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="catalogue-q">Search products</label>
      <input
        id="catalogue-q"
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={100} // the most catalogueQuerySchema takes
        placeholder="Name, description or SKU"
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
