import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ListLineInput } from '../../../shared/schemas/requisition-list';
import { NEW_LIST_CHOICE } from '../../../shared/words/requisition-list-choices';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { useHydrated } from '../../lib/hydration-safe';
import { lazyToast } from '../../lib/lazy-toast';
import { errorWords } from '../../lib/server-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSession } from '../../lib/use-session';
import { useAddListLine, useCreateList, useLists } from './api/lists';
import dialog from '../../components/dialog.module.css';
import styles from './lists.module.css';

interface AddToListButtonProps {
  /** The products and units to add (a product's one line, or an order's lines). */
  lines: ReadonlyArray<ListLineInput & { name?: string }>;
  /** What is added, in words: a product's name, or "the lines of order TY-000042". */
  what: string;
  className?: string;
}

/**
 * "Add to list" (issue 41): a small dialog choosing one of the caller's lists they may edit, or
 * a new one by name, then the lines go onto it, each summed with the line already there. For a
 * signed-in customer only (nothing for a visitor or an admin). Each line is its own atomic
 * `POST /api/lists/{id}/lines`, so an edit of the list meanwhile is never overwritten.
 */
export function AddToListButton(props: AddToListButtonProps) {
  const { user } = useSession();
  const hydrated = useHydrated();
  // Nothing until hydrated: a page rendered on the server for a visitor (the catalogue) would differ
  // from a signed-in customer's first render. The dialog's queries and form are made only for a
  // customer, once: a visitor's catalogue hydrates 48 of these.
  if (!hydrated || !user || user.role === 'admin') return null;
  return <AddToListDialog {...props} />;
}

function AddToListDialog({ lines, what, className = dialog.secondary }: AddToListButtonProps) {
  const [open, setOpen] = useState(false);
  const lists = useLists(open);
  const create = useCreateList();
  const addLine = useAddListLine();
  const navigate = useNavigate();
  const form = useSchemaForm(() => import('../../../shared/schemas/requisition-list').then((schemas) => schemas.addToListChoiceSchema), { listId: NEW_LIST_CHOICE, name: '' });
  const editable = lists.data?.filter((list) => list.canEdit) ?? [];
  const choice = form.watch('listId');

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async (fields) => {
        const bad = lines.find((line) => !Number.isInteger(line.quantity) || line.quantity < 1);
        if (bad) throw new Error('Enter a whole number of units from 1 first');
        const listId = choice === NEW_LIST_CHOICE ? (await create.mutateAsync({ name: fields.name, shared: false })).id : fields.listId;
        // One line at a time, each summed on the server; a line refused (a product no longer sold) is named, the others still go on.
        let name = '';
        const refused: string[] = [];
        for (const { productId, quantity, name: lineName } of lines) {
          try {
            name = (await addLine.mutateAsync({ id: listId, productId, quantity })).name;
          } catch (error) {
            if (lines.length === 1) throw error;
            refused.push(`${lineName ?? 'A product'}: ${errorWords(error)}`);
          }
        }
        setOpen(false);
        const view = { label: 'View list', onClick: () => void navigate({ to: '/dashboard/lists/$listId', params: { listId } }) };
        lazyToast((toast) => {
          if (refused.length < lines.length) toast.success(`Added ${what} to ${name}`, { action: view });
          if (refused.length > 0) toast.error(`Not added: ${refused.join('; ')}`);
        });
      })}
      trigger={
        <button type="button" className={className} disabled={lines.length === 0}>
          Add to list<span className="visually-hidden">: {what}</span>
        </button>
      }
      title="Add to a list"
      description={`Add ${what} to one of your lists, or to a new one. A product already on the list gets these units added.`}
      keepLabel="Cancel"
      submitLabel="Add to list"
      submittingLabel="Adding…"
    >
      <div className={styles.fields}>
        {lists.isPending ? (
          <p className={styles.muted}>Loading your lists…</p>
        ) : (
          <SelectField label="List" {...form.field('listId')}>
            <option value={NEW_LIST_CHOICE}>A new list…</option>
            {editable.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
                {list.mine ? '' : ` (${list.ownerName})`}
              </option>
            ))}
          </SelectField>
        )}
        {choice === NEW_LIST_CHOICE && <InputField label="Name of the new list" autoComplete="off" {...form.field('name')} />}
      </div>
    </FormDialog>
  );
}
