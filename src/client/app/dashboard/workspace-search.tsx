import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { orderNumberOf } from '../../../shared/rules/order-number';
import { useTRPC } from '../../lib/trpc';
import { searchTargets } from './workspace-search-targets';
import styles from './admin-workspace.module.css';

const TERM_MAX = 100;

/**
 * The top bar's one search: Enter opens the likeliest place (an order number that order's page,
 * anything else the customers), and while the box has focus the three places it can look are links
 * under it, reachable with Tab (workspace-search-targets.ts).
 */
export function WorkspaceSearch() {
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const hintId = useId();
  const targets = term.trim() ? searchTargets(term) : [];

  function go(href: string) {
    setTerm('');
    void navigate({ href });
  }

  /**
   * The page of the order `number` names, or null: the orders search finds it by its unique
   * number (and any PO holding those digits, hence the look among a few), and a number no order
   * has, or a failed look, leaves the choice to the filtered list.
   */
  async function orderPageOf(number: string): Promise<string | null> {
    try {
      const { orders } = await queryClient.fetchQuery(trpc.adminOrders.page.queryOptions({ customer: number, limit: 20 }));
      const order = orders.find((candidate) => candidate.number === number);
      return order ? `/dashboard/orders/${order._id}` : null;
    } catch {
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const first = targets[0];
    if (!first) return;
    const number = orderNumberOf(term);
    go((number && (await orderPageOf(number))) ?? first.href);
  }

  // A link the router follows (a plain click), or the browser (a new tab, a modified click).
  function follow(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  }

  return (
    <form role="search" className={styles.search} onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor={`${hintId}-term`}>
        Search orders, customers and products
      </label>
      <input
        id={`${hintId}-term`}
        type="search"
        value={term}
        maxLength={TERM_MAX}
        placeholder="Search orders, customers, products"
        autoComplete="off"
        aria-describedby={hintId}
        onChange={(event) => setTerm(event.target.value)}
      />
      <p id={hintId} className="visually-hidden">
        An order number opens that order; anything else searches the customers. The other places follow the box.
      </p>
      {targets.length > 0 ? (
        <ul className={styles.searchTargets} aria-label="Search in">
          {targets.map((target) => (
            <li key={target.href}>
              <a href={target.href} onClick={(event) => follow(event, target.href)}>
                {target.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
