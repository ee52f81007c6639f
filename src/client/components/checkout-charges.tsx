import { formatDollars } from '../../shared/money';
import type { CheckoutQuote } from '../../shared/schemas/tax';
import { errorWords } from '../lib/server-errors';
import { ErrorNotice } from './error-notice';
import { FormAlert } from './form-alert';
import { chargeRows, type OrderChargeFields } from './order-charges';
import { Skeleton } from './skeleton';
import { isRefusal, type DeliveryCharges } from './use-delivery-charges';
import styles from './checkout-charges.module.css';

interface CheckoutChargesProps {
  charges: DeliveryCharges;
  /** Nowhere to deliver chosen yet: what to say in place of the totals. */
  waiting: string | null;
}

/**
 * "Delivery and total" (issue 38), at checkout and on the purchase page: the delivery methods serving the address as radios
 * (name, price, estimate; the cheapest chosen until the buyer picks, and it says so), then goods,
 * shipping, one line per tax rate (or an exempt company's note) and the total. Asking again keeps
 * the last totals in place, marked as updating; a refusal ("We do not deliver to Norway") says so
 * in the server's words. A shop without zones offers no method: the totals alone.
 */
export function CheckoutCharges({ charges, waiting }: CheckoutChargesProps) {
  const { quote } = charges;
  const updating = quote.isFetching && quote.data !== undefined;
  return (
    <section className={styles.charges} aria-labelledby="charges-title" aria-busy={quote.isFetching}>
      <h2 id="charges-title">Delivery and total</h2>
      {waiting !== null ? (
        <p className={styles.muted}>{waiting}</p>
      ) : quote.isError && isRefusal(quote.error) ? (
        <FormAlert message={errorWords(quote.error)} />
      ) : quote.isError ? (
        <ErrorNotice title="We couldn't work out delivery and tax." error={quote.error} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />
      ) : quote.data === undefined ? (
        <Skeleton label="Working out delivery and tax" count={2} itemClassName={styles.skeleton} />
      ) : (
        <>
          {quote.data.methods.length > 0 ? <MethodChoice quote={quote.data} charges={charges} /> : null}
          <QuoteTotals quote={quote.data} />
        </>
      )}
      {/* Always there, so a screen reader hears it and nothing moves when it comes and goes. */}
      <p role="status" className={styles.updating}>
        {updating ? 'Updating the total…' : ''}
      </p>
    </section>
  );
}

function MethodChoice({ quote, charges }: { quote: CheckoutQuote; charges: DeliveryCharges }) {
  const checked = charges.methodId ?? quote.shippingMethodId;
  return (
    <fieldset className={styles.choices}>
      <legend>Delivery method</legend>
      {quote.methods.map((method, index) => (
        <label key={method.id} className={styles.choice}>
          <input type="radio" name="shippingMethod" value={method.id} checked={method.id === checked} onChange={() => charges.pick(method.id)} />
          <span>
            <strong>{method.name}</strong> · {method.price === 0 ? 'Free' : formatDollars(method.price)}
            {index === 0 && quote.methods.length > 1 ? ' (cheapest)' : null}
            <span className={styles.hint}>{method.estimate}</span>
          </span>
        </label>
      ))}
      {charges.methodId === undefined && quote.methods.length > 1 ? <p className={styles.muted}>We chose the cheapest method; you may choose another.</p> : null}
    </fieldset>
  );
}

/** The quote as the order will store it, for the rows the order page prints too. */
function chargesOf(quote: CheckoutQuote): OrderChargeFields {
  const method = quote.methods.find((option) => option.id === quote.shippingMethodId);
  return {
    totalPrice: quote.total,
    goodsTotal: quote.goods,
    shipping: method ? { method: method.name, amount: quote.shipping, estimate: method.estimate } : null,
    taxLines: quote.tax,
    taxNote: quote.taxNote,
  };
}

function QuoteTotals({ quote }: { quote: CheckoutQuote }) {
  return (
    <table className={styles.summaryTable}>
      <caption>Totals</caption>
      <tbody>
        {chargeRows(chargesOf(quote)).map((row) =>
          row.amount === null ? (
            <tr key={row.label}>
              <td colSpan={2} className={styles.taxNote}>
                {row.label}
              </td>
            </tr>
          ) : (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{formatDollars(row.amount)}</td>
            </tr>
          ),
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatDollars(quote.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
