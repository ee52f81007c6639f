import { useId } from 'react';
import type { z } from 'zod';
import { productFormSchema, productUpdateFormSchema, type Product } from '../../../shared/schemas/product';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { TextAreaField } from '../../components/text-area-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import layout from '../../components/form-layout.module.css';
import button from '../../components/button.module.css';
import { ImageFileField } from './image-file-field';

/** What the form hands over: the typed fields, and the image file when one was chosen. */
export type ProductFormValues = z.output<typeof productUpdateFormSchema>;

interface ProductFormProps {
  /** The product being changed; without one the form adds a product and requires an image. */
  product?: Product;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  /** Uploads and saves; a rejection's messages land on the fields or the form. */
  onSave: (values: ProductFormValues) => Promise<unknown>;
}

const numberField = { valueAsNumber: true } as const;

/**
 * The product form of add-product and of the update dialog (docs/product.md#5-validation-rules),
 * checked by the shared schema the procedures use, so every field says what the server would.
 * Adding clears the form after saving; updating keeps what was saved.
 */
export function ProductForm({ product, title, submitLabel, pendingLabel, onSave }: ProductFormProps) {
  const titleId = useId();
  // Adding needs a file; the add schema's output is the update schema's with the image required.
  const schema = (product ? productUpdateFormSchema : productFormSchema) as typeof productUpdateFormSchema;
  const form = useSchemaForm(schema, {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price,
    quantity: product?.quantity,
    minimumOrder: product?.minimumOrder,
    image: undefined,
  });
  const pending = form.formState.isSubmitting;

  return (
    <form
      className={layout.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.submit(async (values) => {
        await onSave(values);
        if (!product) form.reset();
      })}
    >
      <h2 id={titleId}>{title}</h2>
      <InputField label="Name" autoComplete="off" {...form.field('name')} />
      <InputField label="Price ($ per unit)" type="number" inputMode="decimal" min={0.01} step={0.01} {...form.field('price', numberField)} />
      <InputField label="Quantity (units in stock)" type="number" inputMode="numeric" min={0} step={1} {...form.field('quantity', numberField)} />
      <InputField label="Minimum order (units)" type="number" inputMode="numeric" min={1} step={1} {...form.field('minimumOrder', numberField)} />
      <TextAreaField label="Description" rows={4} {...form.field('description')} />
      <ImageFileField
        control={form.control}
        name="image"
        label="Image"
        hint={product ? 'PNG, JPEG or WebP up to 5 MB; leave empty to keep the current image' : 'PNG, JPEG or WebP up to 5 MB'}
      />
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${layout.submit}`} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
