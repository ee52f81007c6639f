import { toast } from 'sonner';
import type { CategoryTree } from '../../../shared/schemas/category';
import { CategoryOptions } from '../../components/category-options';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { InputField } from '../../components/input-field';
import button from '../../components/button.module.css';
import layout from '../../components/form-layout.module.css';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateCategory } from './api/create-category';
import { newCategoryFormSchema } from './category-form-schemas';

/** A new category: top level, or under one of the top-level ones (two levels at most). Clears itself once added. */
export function NewCategoryForm({ tree }: { tree: CategoryTree }) {
  const form = useSchemaForm(newCategoryFormSchema, { name: '', parentId: '' });
  const create = useCreateCategory({
    onSuccess: (_, { name }) => {
      toast.success(`Added the category ${name}`);
      form.reset();
    },
  });
  const parent = form.field('parentId');

  return (
    <form
      className={layout.form}
      noValidate
      aria-labelledby="new-category-title"
      onSubmit={form.submit(async (input) => {
        await create.mutateAsync(input);
      })}
    >
      <h2 id="new-category-title">New category</h2>
      <InputField label="Name" autoComplete="off" {...form.field('name')} />
      <FormField label="Parent" hint="A category under a parent is a subcategory; two levels at most." error={parent.error}>
        {(control) => (
          <select {...parent} {...control}>
            <option value="">None (top level)</option>
            <CategoryOptions tree={tree} value="id" topLevelOnly />
          </select>
        )}
      </FormField>
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${layout.submit}`} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Adding…' : 'Add category'}
      </button>
    </form>
  );
}
