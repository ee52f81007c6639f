import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Category } from '../../../shared/schemas/category';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { useTRPC } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { renameCategoryFormSchema } from './category-form-schemas';
import row from '../../components/row-action.module.css';

/** Rename: a dialog with the name, prefilled; its URL name (slug) is the server's business. */
export function RenameCategoryDialog({ category }: { category: Category }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const update = useMutation(trpc.categories.update.mutationOptions());
  const form = useSchemaForm(renameCategoryFormSchema, { name: category.name });

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async ({ name }) => {
        await update.mutateAsync({ id: category.id, name });
        toast.success(`Renamed the category to ${name}`);
        setOpen(false);
        await queryClient.invalidateQueries(trpc.categories.pathFilter());
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
