import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { type z } from 'zod';
import { type quickAddResultSchema } from '../../../shared/schemas/cart';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import { errorWords } from '../../lib/server-errors';
import { useSession } from '../../lib/use-session';
import { useQuickAdd } from './api/quick-add';
import { ProductFinder } from './product-finder';
import { linesProblem, typedLines, type TypedLine } from './quick-order-lines';
import styles from './quick-order.module.css';
import button from '../../components/button.module.css';

type LineResult = z.infer<typeof quickAddResultSchema>['results'][number];
/** What the box may hold: CART_LINES_MAX lines of a long SKU and quantity, with room to spare. */
const TEXT_MAX = 10_000;

/**
 * /quick-order: lines of `SKU quantity` typed or pasted (from a spreadsheet too), or found by
 * searching, all added with one `cart.quickAdd`; each line's result shows beside it. The lines
 * added leave the box and only the refused stay, so correcting them and adding again adds each
 * line once. SKUs are resolved by the server, so a visitor signs in first (their browser's cart
 * joins the account's).
 */
export function QuickOrderPage() {
  const { user, isPending } = useSession();
  return (
    <section className={styles.page} aria-labelledby="quick-order-title">
      <PageHeading id="quick-order-title" title="Quick order" />
      <p>Paste or type one SKU and quantity a line, separated by a space, a tab or a comma, as a spreadsheet copies them. Or find a product by name.</p>
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

function QuickOrderForm() {
  const textId = useId();
  const hintId = useId();
  const quickAdd = useQuickAdd();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<TypedLine[] | null>(null);
  // The last add's lines, each with its result and, for a refused one, its row in the box now.
  const [results, setResults] = useState<Array<{ line: TypedLine; result: LineResult; row: number | null }> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = typedLines(text);
    const wrong = linesProblem(lines);
    setChecked(lines);
    setResults(null);
    setProblem(wrong);
    if (wrong) return;
    try {
      const answer = await quickAdd.mutateAsync({ lines: lines.map((line) => ({ sku: line.sku!, quantity: line.quantity! })) });
      const outcomes = lines.map((line, i) => ({ line, result: answer.results[i]! }));
      const refused = outcomes.filter(({ result }) => !result.added);
      // Only the refused lines stay in the box, in their order: sending it again adds nothing twice.
      setText(refused.map(({ line }) => `${line.text}\n`).join(''));
      let row = 0;
      setResults(outcomes.map((outcome) => ({ ...outcome, row: outcome.result.added ? null : ++row })));
      setChecked(null);
    } catch (error) {
      setProblem(errorWords(error));
    }
  }

  const shown: Array<{ line: TypedLine; result?: LineResult; row: number | null }> = results ?? (checked ?? []).map((line) => ({ line, row: line.row }));
  const added = results?.filter(({ result }) => result.added).length ?? 0;

  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <ProductFinder onChoose={(product, quantity) => setText((before) => `${before.trimEnd()}${before.trim() ? '\n' : ''}${product.sku} ${quantity}\n`)} />
        <label htmlFor={textId}>Lines</label>
        <p id={hintId} className={styles.muted}>
          For example <code>SP-100 12</code>, one a line.
        </p>
        <textarea id={textId} aria-describedby={hintId} rows={10} maxLength={TEXT_MAX} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
        <FormAlert message={problem} />
        <button type="submit" className={`${button.primary} ${button.large}`} disabled={quickAdd.isPending}>
          {quickAdd.isPending ? 'Adding…' : 'Add to cart'}
        </button>
      </form>
      <section className={styles.results} aria-labelledby="quick-order-results" aria-live="polite">
        <h2 id="quick-order-results">Results</h2>
        {results && (
          <p>
            {added} of {results.length} {results.length === 1 ? 'line' : 'lines'} added{added < results.length && ': the others stay in the box to correct'}. <Link to="/cart">View cart</Link>
          </p>
        )}
        {shown.length > 0 && (
          <ol className={styles.resultList}>
            {shown.map(({ line, result, row }) => (
              <li key={line.row} data-outcome={result?.added ? 'added' : line.problem || result ? 'refused' : undefined}>
                <span className={styles.asked}>
                  {row === null ? line.text : `Line ${row}: ${line.text}`}
                </span>{' '}
                <span>{line.problem ?? (result ? (result.added ? 'Added' : result.reason ?? 'Not added') : '')}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
