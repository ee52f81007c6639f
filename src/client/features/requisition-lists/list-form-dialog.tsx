import { useState, type ReactNode } from 'react';
import { listFieldsSchema, type ListDetail } from '../../../shared/schemas/requisition-list';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateList, useEditList } from './api/lists';
import styles from './lists.module.css';

interface ListFormDialogProps {
  /** The list to rename and share; without it, a new list. */
  list?: Pick<ListDetail, 'id' | 'name' | 'shared'>;
  /** A new list holding the cart's lines ("Save cart as list"). */
  fromCart?: boolean;
  trigger: ReactNode;
  /** After saving: the list as the server answered it. */
  onSaved: (list: ListDetail) => void;
}

/** A list's name and "Share with my company": a new list (empty or from the cart), or the list renamed. */
export function ListFormDialog({ list, fromCart = false, trigger, onSaved }: ListFormDialogProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateList();
  const edit = useEditList();
  const form = useSchemaForm(listFieldsSchema, { name: list?.name ?? '', shared: list?.shared ?? false });

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async (fields) => {
        const saved = list ? await edit.mutateAsync({ ...fields, id: list.id }) : await create.mutateAsync({ ...fields, fromCart });
        setOpen(false);
        onSaved(saved);
      })}
      trigger={trigger}
      title={list ? 'Rename or share the list' : fromCart ? 'Save your cart as a list' : 'New list'}
      description={fromCart ? 'The list keeps every line of your cart and its quantity; your cart stays as it is.' : 'A list keeps products and quantities to add to your cart again in one step.'}
      keepLabel="Cancel"
      submitLabel={list ? 'Save' : 'Create list'}
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <InputField label="List name" autoComplete="off" {...form.field('name')} />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('shared')} />
          <span>Share with my company (its members can view it and add it to their cart; its admins can edit it)</span>
        </label>
      </div>
    </FormDialog>
  );
}
