import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { CART_LINES_MAX } from '../../../shared/cart-limits';
import { bulkLines, tooManyLines } from '../../../shared/rules/bulk-lines';
import { BULK_TEXT_MAX } from '../../../shared/schemas/cart';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import { errorWords } from '../../lib/server-errors';
import { useSession } from '../../lib/use-session';
import { useBulkAdd } from './api/bulk-add';
import { ProductFinder } from './product-finder';
import styles from './quick-order.module.css';
import button from '../../components/button.module.css';

/**
 * /quick-order: lines of `SKU quantity` typed or pasted (from a spreadsheet too), a CSV file's
 * lines, or products found by searching, up to CART_LINES_MAX, all added with one `cart.bulk`;
 * each line not added shows with why. The lines added leave the box and only the refused stay,
 * numbered as they are there now, so correcting them and adding again adds each line once. SKUs are resolved by the server, so a visitor signs in first (their browser's cart
 * joins the account's).
 */
export function QuickOrderPage() {
  const { user, isPending } = useSession();
  return (
    <section className={styles.page} aria-labelledby="quick-order-title">
      <PageHeading id="quick-order-title" title="Quick order" />
      <p>Paste or type one SKU and quantity a line, separated by a space, a tab or a comma, as a spreadsheet copies them, or choose a CSV file. Or find a product by name.</p>
      {isPending ? (
        <Loader label="Loading" />
      ) : user ? (
        <QuickOrderForm />
      ) : (
        <p className={styles.signIn}>
          <Link to="/signin" search={{ redirect: '/quick-order' }}>
            Sign in to order by SKU
          </Link>{' '}
          (your cart comes with you).
        </p>
      )}
    </section>
  );
}

/** Whether the text is worth sending: at least one line, at most CART_LINES_MAX (the server names every other problem by its line). */
function textProblem(text: string): string | null {
  const read = bulkLines(text);
  if (read.lines.length + read.problems.length === 0) return 'Add at least one line';
  return tooManyLines(read);
}

/** A line of the text not added: where it now is in the box, as written, and why. */
interface Refused {
  row: number;
  text: string;
  message: string;
}

function QuickOrderForm() {
  const textId = useId();
  const hintId = useId();
  const fileId = useId();
  const bulkAdd = useBulkAdd();
  const [text, setText] = useState('');
  // The last add: how many lines went in, and each line left in the box, with why.
  const [outcome, setOutcome] = useState<{ added: number; refused: Refused[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = textProblem(text);
    setOutcome(null);
    setProblem(wrong);
    if (wrong) return;
    try {
      const answer = await bulkAdd.mutateAsync({ text });
      const written = text.split(/\r\n|\r|\n/);
      // Only the lines not added stay in the box, in their order: sending it again adds nothing twice.
      const refused = answer.problems.map((line, index) => ({ row: index + 1, text: written[line.line - 1]!.trim(), message: line.message }));
      setText(refused.map((line) => `${line.text}\n`).join(''));
      setOutcome({ added: answer.added, refused });
    } catch (error) {
      setProblem(errorWords(error));
    }
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > BULK_TEXT_MAX) {
      setProblem(`Choose a file under ${Math.round(BULK_TEXT_MAX / 1000)} KB: up to ${CART_LINES_MAX.toLocaleString('en-US')} lines of SKU and quantity`);
      return;
    }
    setText(await file.text());
    setOutcome(null);
    setProblem(null);
  }

  const total = outcome ? outcome.added + outcome.refused.length : 0;

  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <ProductFinder onChoose={(product, quantity) => setText((before) => `${before.trimEnd()}${before.trim() ? '\n' : ''}${product.sku} ${quantity}\n`)} />
        <label htmlFor={textId}>Lines</label>
        <p id={hintId} className={styles.muted}>
          For example <code>SP-100 12</code>, one a line, up to {CART_LINES_MAX.toLocaleString('en-US')} lines; a header line is skipped.
        </p>
        <textarea id={textId} aria-describedby={hintId} rows={10} maxLength={BULK_TEXT_MAX} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
        <label htmlFor={fileId} className={styles.fileLabel}>
          Or choose a CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <FormAlert message={problem} />
        <button type="submit" className={`${button.primary} ${button.large}`} disabled={bulkAdd.isPending}>
          {bulkAdd.isPending ? 'Adding…' : 'Add to cart'}
        </button>
      </form>
      <section className={styles.results} aria-labelledby="quick-order-results" aria-live="polite">
        <h2 id="quick-order-results">Results</h2>
        {outcome && (
          <p>
            {outcome.added} of {total} {total === 1 ? 'line' : 'lines'} added{outcome.refused.length > 0 && ': the others stay in the box to correct'}. <Link to="/cart">View cart</Link>
          </p>
        )}
        {outcome && outcome.refused.length > 0 && (
          <ol className={styles.resultList}>
            {outcome.refused.map((line) => (
              <li key={line.row} data-outcome="refused">
                <span className={styles.asked}>
                  Line {line.row}: {line.text}
                </span>{' '}
                <span>{line.message}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
