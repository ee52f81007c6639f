import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { NEW_LIST_CHOICE } from '../../../shared/words/requisition-list-choices';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { lazyToast } from '../../lib/lazy-toast';
import { errorWords } from '../../lib/server-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddListLine, useCreateList, useLists } from './api/lists';
import type { AddToListButtonProps } from './add-to-list-button';
import dialog from '../../components/dialog.module.css';
import styles from './lists.module.css';

/** The button and its dialog, for a signed-in customer (add-to-list-button.tsx loads this chunk for them only). */
export function AddToListDialog({ lines, what, className = dialog.secondary }: AddToListButtonProps) {
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
