import { useState } from 'react';
import { toast } from 'sonner';
import type { Category } from '../../../shared/schemas/category';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useRenameCategory } from './api/rename-category';
import { renameCategoryFormSchema } from './category-form-schemas';
import row from '../../components/row-action.module.css';

/** Rename: a dialog with the name, prefilled; its URL name (slug) is the server's business. */
export function RenameCategoryDialog({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(renameCategoryFormSchema, { name: category.name });
  const update = useRenameCategory({
    onSuccess: (_, { name }) => {
      toast.success(`Renamed the category to ${name}`);
      setOpen(false);
    },
  });

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async ({ name }) => {
        await update.mutateAsync({ id: category.id, name });
      })}
      trigger={
        <button type="button" className={row.action} aria-label={`Rename ${category.name}`}>
          Rename
        </button>
      }
      title="Rename the category"
      description={<>Products in {category.name} stay in it.</>}
      keepLabel="Cancel"
      submitLabel="Rename"
      submittingLabel="Renaming…"
    >
      <InputField label="Name" autoComplete="off" {...form.field('name')} />
    </FormDialog>
  );
}
