import { Link } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { centsToDollars, formatDollars } from '../../../shared/money';
import { tiersInCents, unitPriceCentsFor } from '../../../shared/rules/quantity-rules';
import type { quickAddResultSchema } from '../../../shared/schemas/cart';
import type { CompanyProduct } from '../../../shared/schemas/company-products';
import { COMPANY_PRODUCTS_SORTS, type CompanyProductsSort } from '../../../shared/company-products-sorts';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';
import { ContractLabel } from '../../components/contract-price';
import { DataTable, type DataTableColumn, type SortingState } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { FilterBar } from '../../components/filter-bar';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { PageHeading } from '../../components/page-heading';
import { QuantityField } from '../../components/quantity-field';
import { QuantityRulesList } from '../../components/quantity-rules';
import { SelectField } from '../../components/select-field';
import { Skeleton } from '../../components/skeleton';
import { errorWords } from '../../lib/server-errors';
import { useCompanyProducts, useMyCompany } from './api/my-company';
import { NotInACompany } from './not-in-a-company';
import styles from './products-we-buy.module.css';

type QuickAddAnswer = z.infer<typeof quickAddResultSchema>;

/** What the route gives the page from the cart's feature (features do not import each other). */
export interface ProductsWeBuySlots {
  /** The cart's quick add by SKU: each line added or refused with why, and the cart as it now is. */
  addToCart: (lines: { sku: string; quantity: number }[]) => Promise<QuickAddAnswer>;
  /** For an account in no company: the way to join one. */
  notInACompany?: ReactNode;
}

interface ProductsWeBuyProps extends ProductsWeBuySlots {
  q?: string;
  sort: CompanyProductsSort;
  onSearch: (q: string | undefined) => void;
  onSort: (sort: CompanyProductsSort) => void;
}

export const COMPANY_PRODUCTS_SORT_LABELS: Record<CompanyProductsSort, string> = { last_ordered: 'Last ordered', name: 'Name', times_ordered: 'Times ordered' };

/** A quantity the buyer chose for a product, kept while they move between pages. */
interface Chosen {
  sku: string;
  name: string;
  quantity: number;
}

/** What the last "Add selected to cart" came to. */
interface Outcome {
  added: number;
  refused: { name: string; sku: string; reason: string }[];
  cartLines: number;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The header sort a server sort shows: each column sorts one way (the server's). */
const sortingOf = (sort: CompanyProductsSort): SortingState => [{ id: sort, desc: sort !== 'name' }];

/**
 * /dashboard/company/products, "Products we buy" (issue 41): every product the member's company
 * ordered in the last 12 months with when and how much it was last ordered, how often, and the
 * member's price now; searched and sorted by the server (the URL keeps both), a keyset page at a
 * time. A quantity on any row (kept across pages) and one "Add selected to cart" adds them all
 * through the cart's quick add; the lines it refused keep their quantity, with the reason.
 */
export function ProductsWeBuyPage({ q, sort, onSearch, onSort, addToCart, notInACompany }: ProductsWeBuyProps) {
  const company = useMyCompany();
  return (
    <section className={styles.page} aria-labelledby="products-we-buy-title">
      <PageHeading id="products-we-buy-title" title="Products we buy">
        <Link to="/dashboard/company">My Company</Link>
      </PageHeading>
      {company.isPending ? (
        <Skeleton label="Loading your company" count={2} itemClassName={styles.skeleton} />
      ) : company.error?.data?.httpStatus === 404 ? (
        <NotInACompany>{notInACompany}</NotInACompany>
      ) : company.error ? (
        <ErrorNotice title="We couldn't load your company." error={company.error} onRetry={() => void company.refetch()} retrying={company.isRefetching} />
      ) : (
        <ProductsWeBuy q={q} sort={sort} onSearch={onSearch} onSort={onSort} addToCart={addToCart} />
      )}
    </section>
  );
}

function ProductsWeBuy({ q, sort, onSearch, onSort, addToCart }: Omit<ProductsWeBuyProps, 'notInACompany'>) {
  const pages = useKeysetPages(`${q ?? ''}|${sort}`);
  const list = useCompanyProducts({ q, sort, cursor: pages.cursor, limit: pages.limit });
  const items = list.data?.items ?? [];
  const [chosen, setChosen] = useState<Record<string, Chosen>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const selected = Object.entries(chosen);

  const choose = (product: CompanyProduct, quantity: number | null) => {
    setChosen((now) => {
      const next = { ...now };
      if (quantity === null) delete next[product.productId];
      else next[product.productId] = { sku: product.sku, name: product.name, quantity };
      return next;
    });
    setRefusals((now) => {
      const next = { ...now };
      delete next[product.productId];
      return next;
    });
  };

  async function addSelected() {
    if (selected.length === 0) return;
    setAdding(true);
    setProblem(null);
    setOutcome(null);
    try {
      const answer = await addToCart(selected.map(([, line]) => ({ sku: line.sku, quantity: line.quantity })));
      const kept: Record<string, Chosen> = {};
      const reasons: Record<string, string> = {};
      const refused: Outcome['refused'] = [];
      selected.forEach(([productId, line], index) => {
        const result = answer.results[index];
        if (result?.added) return;
        const reason = result?.reason ?? 'Not added';
        kept[productId] = line;
        reasons[productId] = reason;
        refused.push({ name: line.name, sku: line.sku, reason });
      });
      const added = selected.length - refused.length;
      setChosen(kept);
      setRefusals(reasons);
      setOutcome({ added, refused, cartLines: answer.cart.lines.length });
      if (added > 0) toast.success(`Added ${added} ${added === 1 ? 'product' : 'products'} to your cart`, { description: `Your cart has ${answer.cart.lines.length} ${answer.cart.lines.length === 1 ? 'line' : 'lines'}.` });
      if (refused.length > 0) toast.error(`${refused.length} ${refused.length === 1 ? 'product was' : 'products were'} not added: see why beside ${refused.length === 1 ? 'it' : 'each'}`);
    } catch (error) {
      setProblem(errorWords(error));
    } finally {
      setAdding(false);
    }
  }

  const columns = useMemo<DataTableColumn<CompanyProduct>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (product) => product.name,
        header: 'Product',
        sortDescFirst: false,
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <span className={styles.product}>
            <Link to="/purchase/$id" params={{ id: row.original.productId }}>
              {row.original.name}
            </Link>
            <span className={styles.sku}>SKU {row.original.sku}</span>
          </span>
        ),
      },
      {
        id: 'last_ordered',
        accessorFn: (product) => product.lastOrderedAt,
        header: 'Last ordered',
        sortDescFirst: true,
        meta: { nowrap: true },
        cell: ({ row }) => <time dateTime={row.original.lastOrderedAt}>{dateFormat.format(new Date(row.original.lastOrderedAt))}</time>,
      },
      { id: 'last_quantity', header: 'Last quantity', enableSorting: false, meta: { align: 'end' }, cell: ({ row }) => row.original.lastQuantity },
      { id: 'times_ordered', accessorFn: (product) => product.timesOrdered, header: 'Times ordered', sortDescFirst: true, meta: { align: 'end' }, cell: ({ row }) => row.original.timesOrdered },
      { id: 'price', header: 'Your price', enableSorting: false, cell: ({ row }) => <YourPrice product={row.original} quantity={chosen[row.original.productId]?.quantity} /> },
      {
        id: 'quantity',
        header: 'Quantity',
        enableSorting: false,
        cell: ({ row }) => (
          <QuantityCell product={row.original} quantity={chosen[row.original.productId]?.quantity} refusal={refusals[row.original.productId]} disabled={adding} onChoose={(quantity) => choose(row.original, quantity)} />
        ),
      },
    ],
    [chosen, refusals, adding],
  );

  return (
    <>
      <p className={styles.intro}>Every product your company ordered in the last 12 months, at your price now. Enter quantities on any page, then add them to your cart at once.</p>
      <FilterBar label="Search the products we buy" onApply={(values) => onSearch(values.q)} onClear={() => onSearch(undefined)}>
        {/* Keyed by the URL's search, so Clear (or going back) shows what is applied. */}
        <InputField key={q ?? ''} label="Product name or SKU" name="q" type="search" defaultValue={q ?? ''} maxLength={100} />
        {/* The sort applies as it changes; on a phone, whose cards have no headers to click, it is the only way. */}
        <SelectField label="Sort by" name="sort" value={sort} onChange={(event) => onSort(event.target.value as CompanyProductsSort)}>
          {COMPANY_PRODUCTS_SORTS.map((option) => (
            <option key={option} value={option}>
              {COMPANY_PRODUCTS_SORT_LABELS[option]}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      {list.isError && !list.data ? (
        <ErrorNotice title="We couldn't load the products your company buys." error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <div className={styles.table}>
          <p role="status" className="visually-hidden">
            {list.isPending ? '' : q ? `${items.length} products found on this page` : `${items.length} products on this page`}
          </p>
          <DataTable
            label="Products we buy"
            columns={columns}
            rows={items}
            getRowId={(product) => product.productId}
            rowName={(product) => product.name}
            sorting={sortingOf(sort)}
            onSortingChange={(next) => {
              const id = next[0]?.id;
              onSort(COMPANY_PRODUCTS_SORTS.find((option) => option === id) ?? 'last_ordered');
            }}
            loading={list.isPending}
            loadingLabel="Loading the products your company buys"
            empty={q ? `No product your company ordered in the last 12 months matches "${q}".` : 'Your company has not ordered anything in the last 12 months.'}
          />
          {pages.page > 1 || list.data?.nextCursor ? <KeysetPager pages={pages} nextCursor={list.isPlaceholderData ? undefined : list.data?.nextCursor} label="Products we buy" /> : null}
        </div>
      )}
      <div className={styles.add}>
        <button type="button" className={`${button.primary} ${button.large}`} disabled={adding || selected.length === 0} onClick={() => void addSelected()}>
          {adding ? 'Adding…' : `Add selected to cart${selected.length > 0 ? ` (${selected.length})` : ''}`}
        </button>
        {selected.length > 0 && !adding ? (
          <button type="button" className={dialog.secondary} onClick={() => (setChosen({}), setRefusals({}))}>
            Clear quantities
          </button>
        ) : null}
      </div>
      <FormAlert message={problem} />
      <div aria-live="polite" className={styles.outcome}>
        {outcome ? (
          <>
            <p>
              {outcome.added} of {outcome.added + outcome.refused.length} {outcome.added + outcome.refused.length === 1 ? 'product' : 'products'} added to your cart
              {outcome.refused.length > 0 ? ': the others keep their quantity to correct' : ''}. Your cart has {outcome.cartLines} {outcome.cartLines === 1 ? 'line' : 'lines'}. <Link to="/cart">View cart</Link>
            </p>
            {outcome.refused.length > 0 ? (
              <ul className={styles.refused}>
                {outcome.refused.map((line) => (
                  <li key={line.sku}>
                    {line.name} ({line.sku}): {line.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}

/** The member's price per unit: at the quantity chosen (its volume break), or from one unit; a contract price says so. */
function YourPrice({ product, quantity }: { product: CompanyProduct; quantity: number | undefined }) {
  const schedule = { priceCents: Math.round(product.price * 100), priceTiers: tiersInCents(product.priceTiers) };
  const unit = quantity === undefined ? product.price : centsToDollars(unitPriceCentsFor(schedule, quantity));
  return (
    <span className={styles.price}>
      <span>
        {formatDollars(unit)}
        <span className={styles.muted}> a unit{quantity === undefined && product.priceTiers.length > 0 ? ', less in quantity' : ''}</span>
      </span>
      {product.priceList ? <ContractLabel priceList={product.priceList} /> : null}
    </span>
  );
}

/** The row's quantity: the stepper for a product that can be ordered now, or why it cannot. */
function QuantityCell({ product, quantity, refusal, disabled, onChoose }: { product: CompanyProduct; quantity: number | undefined; refusal: string | undefined; disabled: boolean; onChoose: (quantity: number | null) => void }) {
  if (!product.sold) return <span className={styles.muted}>No longer sold</span>;
  if (!product.orderable) return <span className={styles.muted}>Out of stock</span>;
  const rules = { minimumOrder: product.minimumOrder, packSize: product.packSize, maximumOrder: product.maximumOrder, quantity: product.stock };
  return (
    <div className={styles.quantity}>
      <QuantityField productName={product.name} rules={rules} value={quantity ?? Number.NaN} onChange={onChoose} error={refusal} disabled={disabled} />
      <QuantityRulesList product={rules} />
      {quantity !== undefined ? (
        <button type="button" className={styles.clear} aria-label={`Clear the quantity of ${product.name}`} disabled={disabled} onClick={() => onChoose(null)}>
          Clear
        </button>
      ) : null}
    </div>
  );
}
