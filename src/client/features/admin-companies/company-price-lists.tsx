import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatDollars } from '../../../shared/money';
import type { CompanyDetail } from '../../../shared/schemas/company';
import type { PriceCheck, PriceListDto } from '../../../shared/schemas/price-list';
import button from '../../components/button.module.css';
import { DialogActions, DialogFrame } from '../../components/dialog-frame';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import row from '../../components/row-action.module.css';
import { SelectField } from '../../components/select-field';
import { serverErrorOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { useSetCompanyPriceLists } from './api/companies';
import styles from './companies.module.css';

/*
 * A company's price lists (issue 39) on the admin's company page: its lists in their order (the
 * first wins a tie of priorities), changed in a dialog (choose, reorder), and the price check: what
 * a quantity of a product costs its members now, and which list prices it.
 */

/**
 * What a price check found, as one sentence.
 *
 * @example priceCheckWords({ unitPrice: 16.2, listPrice: 18, priceList: { id, name: 'Acme' } }) // '$16.20 a unit from Acme'
 * @example priceCheckWords({ unitPrice: 18, listPrice: 18, priceList: null }) // 'List price $18.00: no price list applies'
 */
export function priceCheckWords(check: PriceCheck): string {
  return check.priceList ? `${formatDollars(check.unitPrice)} a unit from ${check.priceList.name}` : `List price ${formatDollars(check.listPrice)}: no price list applies`;
}

/** The company's lists in order, and the dialog that changes them. */
export function CompanyPriceLists({ company }: { company: CompanyDetail }) {
  const trpc = useTRPC();
  const lists = useQuery(trpc.priceLists.companyLists.queryOptions({ id: company.id }));
  return (
    <>
      {lists.isPending ? (
        <Loader label="Loading the company's price lists" />
      ) : lists.isError ? (
        <ErrorNotice title="We couldn't load the company's price lists." error={lists.error} onRetry={() => void lists.refetch()} retrying={lists.isFetching} />
      ) : (
        <>
          {lists.data.length === 0 ? (
            <EmptyState>No price lists: its members pay the products’ own prices.</EmptyState>
          ) : (
            <ol className={styles.priceLists} aria-label={`Price lists of ${company.name}`}>
              {lists.data.map((list) => (
                <li key={list.id}>
                  <Link to="/dashboard/price-lists/$id" params={{ id: list.id }}>
                    {list.name}
                  </Link>{' '}
                  <span className={styles.muted}>(priority {list.priority})</span>
                </li>
              ))}
            </ol>
          )}
          <div className={styles.actions}>
            <ChangePriceListsDialog company={company} current={lists.data} />
          </div>
        </>
      )}
    </>
  );
}

/** Choose the company's lists and their order; saving writes the whole set. */
function ChangePriceListsDialog({ company, current }: { company: CompanyDetail; current: PriceListDto[] }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const all = useQuery({ ...trpc.priceLists.list.queryOptions(), enabled: open });
  const save = useSetCompanyPriceLists();
  const names = new Map([...current, ...(all.data ?? [])].map((list) => [list.id, list.name]));
  const unchosen = (all.data ?? []).filter((list) => !chosen.includes(list.id));

  const move = (index: number, by: number) =>
    setChosen((ids) => {
      const next = [...ids];
      const [id] = next.splice(index, 1);
      next.splice(index + by, 0, id!);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: company.id, priceListIds: chosen },
      {
        onSuccess: () => {
          toast.success(`Saved the price lists of ${company.name}`);
          setOpen(false);
        },
      },
    );
  };

  return (
    <DialogFrame
      open={open}
      setOpen={setOpen}
      busy={save.isPending}
      onOpening={() => {
        save.reset();
        setChosen(current.map((list) => list.id));
      }}
      trigger={
        <button type="button" className={button.primary}>
          Change price lists
        </button>
      }
      title={`Price lists of ${company.name}`}
      description="Between lists of equal priority, the one placed first wins."
    >
      <form noValidate onSubmit={submit} className={styles.priceListForm}>
        {chosen.length === 0 ? (
          <p className={styles.muted}>No lists chosen: its members will pay the products’ own prices.</p>
        ) : (
          <ol className={styles.chosenLists} aria-label="Chosen price lists, in order">
            {chosen.map((id, index) => {
              const name = names.get(id) ?? 'A list';
              return (
                <li key={id} className={styles.chosenList}>
                  <span>{name}</span>
                  <span className={styles.actions}>
                    <button type="button" className={row.action} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                      Up
                    </button>
                    <button type="button" className={row.action} aria-label={`Move ${name} down`} disabled={index === chosen.length - 1} onClick={() => move(index, 1)}>
                      Down
                    </button>
                    <button type="button" className={row.action} aria-label={`Remove ${name}`} onClick={() => setChosen((ids) => ids.filter((other) => other !== id))}>
                      Remove
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {all.isPending ? (
          <Loader label="Loading the price lists" />
        ) : all.isError ? (
          <ErrorNotice title="We couldn't load the price lists." error={all.error} onRetry={() => void all.refetch()} retrying={all.isFetching} />
        ) : unchosen.length === 0 ? null : (
          <SelectField
            label="Add a list"
            name="addList"
            value=""
            onChange={(event) => {
              const id = event.target.value;
              if (id) setChosen((ids) => [...ids, id]);
            }}
          >
            <option value="">Choose a list to add</option>
            {unchosen.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name} (priority {list.priority})
              </option>
            ))}
          </SelectField>
        )}
        <FormAlert message={save.error?.message} />
        <DialogActions busy={save.isPending} keepLabel="Cancel">
          <button type="submit" className={button.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save lists'}
          </button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}

type CheckState = { kind: 'idle' } | { kind: 'choose'; products: { id: string; sku: string; name: string }[] } | { kind: 'answer'; product: string; units: number; check: PriceCheck };

/**
 * The price check: a product (by SKU, or a word of its name and then a pick) and a quantity ->
 * what one unit costs the company's members at that quantity, and why.
 */
export function PriceCheckForm({ company }: { company: CompanyDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [product, setProduct] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [state, setState] = useState<CheckState>({ kind: 'idle' });
  const [error, setError] = useState<{ field: 'product' | 'quantity' | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function checkPrice(choice: { id: string; sku: string; name: string }) {
    const units = Number(quantity);
    const check = await queryClient.fetchQuery({ ...trpc.priceLists.priceCheck.queryOptions({ id: company.id, productId: choice.id, quantity: units }), staleTime: 0 });
    setState({ kind: 'answer', product: `${choice.name} (${choice.sku})`, units, check });
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const { message, fieldErrors } = serverErrorOf(failure);
      setError({ field: fieldErrors.quantity ? 'quantity' : fieldErrors.productId ? 'product' : null, message: fieldErrors.quantity?.[0] ?? message });
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = product.trim();
    if (wanted === '') return setError({ field: 'product', message: 'Enter a SKU or a product name' });
    const units = Number(quantity);
    if (!Number.isInteger(units) || units < 1) return setError({ field: 'quantity', message: 'Enter a whole number of units, 1 or more' });
    void run(async () => {
      const page = await queryClient.fetchQuery(trpc.adminProducts.list.queryOptions({ q: wanted, limit: 10 }));
      const found = page.items.map((item) => ({ id: item._id, sku: item.sku, name: item.name }));
      const exact = found.find((item) => item.sku.toUpperCase() === wanted.toUpperCase());
      if (exact || found.length === 1) return checkPrice(exact ?? found[0]!);
      if (found.length === 0) {
        setState({ kind: 'idle' });
        setError({ field: 'product', message: `No product matches “${wanted}”` });
        return;
      }
      setState({ kind: 'choose', products: found });
    });
  };

  return (
    <div className={styles.priceCheck}>
      <form noValidate onSubmit={submit} className={styles.priceCheckForm} aria-label={`Price check for ${company.name}`}>
        <InputField label="Product (SKU or name)" name="product" autoComplete="off" value={product} onChange={(event) => setProduct(event.target.value)} error={error?.field === 'product' ? error.message : undefined} />
        <InputField
          label="Quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={error?.field === 'quantity' ? error.message : undefined}
        />
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? 'Checking…' : 'Check price'}
        </button>
      </form>
      <FormAlert message={error && error.field === null ? error.message : null} />
      {state.kind === 'choose' ? (
        <SelectField
          label="Several products match: choose one"
          name="product-choice"
          value=""
          onChange={(event) => {
            const choice = state.products.find((item) => item.id === event.target.value);
            if (choice) void run(() => checkPrice(choice));
          }}
        >
          <option value="">Choose a product</option>
          {state.products.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({item.sku})
            </option>
          ))}
        </SelectField>
      ) : null}
      <div role="status" aria-live="polite">
        {state.kind === 'answer' ? (
          <p className={styles.priceCheckAnswer}>
            <span className={styles.muted}>{state.product}, {state.units === 1 ? '1 unit' : `${state.units} units`}: </span>
            <strong>{priceCheckWords(state.check)}</strong>
            {state.check.priceList && state.check.listPrice !== state.check.unitPrice ? <span className={styles.muted}> (list price {formatDollars(state.check.listPrice)})</span> : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
