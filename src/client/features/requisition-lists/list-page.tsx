import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDollars } from '../../../shared/money';
import type { CartRefill } from '../../../shared/schemas/reorder';
import type { ListDetail } from '../../../shared/schemas/requisition-list';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { serverErrorOf } from '../../lib/server-errors';
import { useAddListToCart, useDeleteList, useEditList, useList, useSetListLines } from './api/lists';
import { ListFormDialog } from './list-form-dialog';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';
import row from '../../components/row-action.module.css';
import table from '../../components/data-table.module.css';
import styles from './lists.module.css';

/** What the list page does with a list added to the cart: the cart's useShowRefill, then /cart (handed in by the route: features do not import each other). */
export type ShowAddedToCart = (refill: CartRefill, listName: string) => void;

interface DraftLine {
  productId: string;
  quantity: string;
}

/**
 * /dashboard/lists/{listId}: one requisition list. Its lines with the caller's price today and
 * whether each can be ordered; Add all (or the chosen lines) to the cart; the CSV. The owner and,
 * for a shared list, its company's admins also change quantities, remove and move lines (saved
 * together), rename, share and delete it; a colleague who may only view it sees it read-only.
 */
export function ListPage({ listId, onAddedToCart }: { listId: string; onAddedToCart: ShowAddedToCart }) {
  const list = useList(listId);
  const notFound = list.error?.data?.code === 'NOT_FOUND';
  return (
    <section className={styles.page} aria-labelledby="list-title">
      <Link to="/dashboard/lists">← Lists</Link>
      <h1 id="list-title">{list.data ? list.data.name : notFound ? 'List not found' : 'List'}</h1>
      {list.isPending ? (
        <Loader label="Loading the list" />
      ) : notFound ? (
        <p>We couldn't find this list. It may have been deleted, or it is not shared with you.</p>
      ) : list.isError ? (
        <ErrorNotice title="We couldn't load this list." error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <ListBody key={list.data.id} list={list.data} onAddedToCart={onAddedToCart} />
      )}
    </section>
  );
}

function ListBody({ list, onAddedToCart }: { list: ListDetail; onAddedToCart: ShowAddedToCart }) {
  const [draft, setDraft] = useState<DraftLine[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const save = useSetListLines({ onSuccess: () => setDraft(null) });
  const addToCart = useAddListToCart({ onSuccess: (refill) => onAddedToCart(refill, list.name) });
  const editing = draft !== null;
  const lines = draft ?? list.lines.map((line) => ({ productId: line.productId, quantity: String(line.quantity) }));
  const byId = new Map(list.lines.map((line) => [line.productId, line]));
  const saveErrors = save.error ? serverErrorOf(save.error).fieldErrors : {};

  const change = (next: DraftLine[]) => {
    save.reset();
    setDraft(next);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...lines];
    const [line] = next.splice(index, 1);
    next.splice(index + by, 0, line!);
    change(next);
  };
  const toggle = (productId: string) => {
    const next = new Set(chosen);
    if (next.has(productId)) next.delete(productId);
    else next.add(productId);
    setChosen(next);
  };
  const chosenIds = list.lines.map((line) => line.productId).filter((id) => chosen.has(id));

  return (
    <>
      <p className={styles.note}>
        {list.mine ? (list.shared ? 'Shared with your company.' : 'Only you can see this list.') : `${list.ownerName}'s list, shared with your company.`}{' '}
        {list.canEdit ? '' : 'You can add it to your cart; only its owner and your company admins can change it.'}
      </p>
      <div className={styles.toolbar}>
        <a href={`/api/lists/${list.id}/lines.csv`} download className={dialog.secondary}>
          Download CSV
        </a>
        {list.canEdit && <ListSettings list={list} />}
      </div>

      {lines.length === 0 ? (
        <EmptyState>This list is empty. Use "Add to list" on a product, in the catalogue or on an order, or save your cart as a list.</EmptyState>
      ) : (
        <table className={table.table}>
          <caption className="visually-hidden">Lines of {list.name}</caption>
          <thead>
            <tr>
              <th scope="col">Choose</th>
              <th scope="col">Product</th>
              <th scope="col" className={table.number}>
                Quantity
              </th>
              <th scope="col" className={table.number}>
                Your price
              </th>
              <th scope="col" className={table.number}>
                Line total
              </th>
              {list.canEdit && <th scope="col">Change</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((draftLine, index) => {
              const line = byId.get(draftLine.productId)!;
              const quantityError = saveErrors[`lines.${index}.quantity`]?.[0];
              return (
                <tr key={line.productId}>
                  <td data-label="Choose">
                    <input type="checkbox" name="chosen" value={line.productId} checked={chosen.has(line.productId)} onChange={() => toggle(line.productId)} aria-label={`Choose ${line.name}`} />
                  </td>
                  <th scope="row" data-label="Product" className={styles.lineName}>
                    {/* One block, so a phone's label/value grid keeps the name, SKU and problem together. */}
                    <div>
                      {line.name}
                      <span className={styles.sku}>SKU {line.sku}</span>
                      {line.problem && <span className={styles.problem}>{line.problem}</span>}
                    </div>
                  </th>
                  <td data-label="Quantity" className={table.number}>
                    {list.canEdit ? (
                      <>
                        <input
                          type="number"
                          name={`lines.${index}.quantity`}
                          inputMode="numeric"
                          min={1}
                          className={styles.quantity}
                          value={draftLine.quantity}
                          aria-label={`Quantity of ${line.name}`}
                          aria-invalid={quantityError ? true : undefined}
                          onChange={(event) => change(lines.map((other, at) => (at === index ? { ...other, quantity: event.target.value } : other)))}
                        />
                        {quantityError && <span className={styles.fieldError}>{quantityError}</span>}
                      </>
                    ) : (
                      line.quantity
                    )}
                  </td>
                  <td data-label="Your price" className={table.number}>
                    {formatDollars(line.unitPrice)}
                  </td>
                  <td data-label="Line total" className={table.number}>
                    {formatDollars(line.lineTotal)}
                  </td>
                  {list.canEdit && (
                    <td data-label="Change">
                      <div className={styles.moves}>
                        <button type="button" className={row.action} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${line.name} up`}>
                          Up
                        </button>
                        <button type="button" className={row.action} disabled={index === lines.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${line.name} down`}>
                          Down
                        </button>
                        <button type="button" className={`${row.action} ${row.danger}`} onClick={() => change(lines.filter((_, at) => at !== index))} aria-label={`Remove ${line.name}`}>
                          Remove
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      {editing && (
        <div className={styles.toolbar}>
          <button
            type="button"
            className={button.primary}
            disabled={save.isPending}
            onClick={() => save.mutate({ id: list.id, lines: lines.map((line) => ({ productId: line.productId, quantity: Number(line.quantity === '' ? Number.NaN : line.quantity) })) })}
          >
            {save.isPending ? 'Saving…' : 'Save changes'}
          </button>
          <button type="button" className={dialog.secondary} disabled={save.isPending} onClick={() => {
              save.reset();
              setDraft(null);
            }}>
            Discard changes
          </button>
        </div>
      )}
      <FormAlert message={save.error ? serverErrorOf(save.error).message : undefined} />

      {list.lines.length > 0 && (
        <div className={styles.toolbar}>
          <button type="button" className={`${button.primary} ${button.large}`} disabled={editing || addToCart.isPending} onClick={() => addToCart.mutate({ id: list.id })}>
            {addToCart.isPending ? 'Adding…' : 'Add all to cart'}
          </button>
          <button type="button" className={dialog.secondary} disabled={editing || addToCart.isPending || chosenIds.length === 0} onClick={() => addToCart.mutate({ id: list.id, productIds: chosenIds })}>
            Add chosen to cart ({chosenIds.length})
          </button>
          {editing && <p className={styles.muted}>Save or discard your changes to add the list to your cart.</p>}
        </div>
      )}
      <FormAlert message={addToCart.error ? serverErrorOf(addToCart.error).message : undefined} />
    </>
  );
}

/** Rename, share or stop sharing, and delete (after a confirmation): for the owner and, on a shared list, its company's admins. */
function ListSettings({ list }: { list: ListDetail }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  // Ticked as the customer asked at once (a controlled box would flick back until the server answers), then as the list is.
  const [asked, setAsked] = useState<boolean | null>(null);
  const share = useEditList({
    onSuccess: (saved) => toast.success(saved.shared ? `${saved.name} is shared with your company` : `${saved.name} is no longer shared`),
    onError: (error) => toast.error(error.message),
    onSettled: () => setAsked(null),
  });
  const remove = useDeleteList({
    onSuccess: async () => {
      toast.success(`Deleted the list ${list.name}`);
      await navigate({ to: '/dashboard/lists' });
    },
  });
  const shared = asked ?? list.shared;
  return (
    <>
      <ListFormDialog
        list={list}
        trigger={
          <button type="button" className={dialog.secondary}>
            Rename
          </button>
        }
        onSaved={(saved) => toast.success(`Saved ${saved.name}`)}
      />
      <label className={styles.check}>
        <input type="checkbox" name="shared" checked={shared} disabled={share.isPending} onChange={() => {
            setAsked(!shared);
            share.mutate({ id: list.id, name: list.name, shared: !shared });
          }} />
        <span>Share with my company</span>
      </label>
      <ConfirmDialog
        open={deleting && !remove.isSuccess}
        setOpen={setDeleting}
        action={remove}
        onConfirm={() => remove.mutate({ id: list.id })}
        trigger={
          <button type="button" className={dialog.dangerTrigger}>
            Delete list
          </button>
        }
        title="Delete this list?"
        description={<>{list.name} and its {list.lines.length === 1 ? 'line' : `${list.lines.length} lines`} will be gone{list.shared ? ', for your colleagues too' : ''}. Your cart and orders stay as they are.</>}
        keepLabel="Keep it"
        confirmLabel="Yes, delete it"
        confirmingLabel="Deleting…"
      />
    </>
  );
}
