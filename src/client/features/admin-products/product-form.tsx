import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { z } from 'zod';
import type { CategoryTree } from '../../../shared/schemas/category';
import { PRODUCT_STATUSES } from '../../../shared/product-statuses';
import { TAX_CLASSES } from '../../../shared/rules/tax';
import { productFormSchema, productUpdateFormSchema, type AdminProduct } from '../../../shared/schemas/product';
import { TAX_CLASS_LABEL } from '../../../shared/schemas/tax';
import { CategoryOptions } from '../../components/category-options';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { TextAreaField } from '../../components/text-area-field';
import { useTRPC } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import layout from '../../components/form-layout.module.css';
import button from '../../components/button.module.css';
import { SelectField } from '../../components/select-field';
import { PriceTiersField } from './price-tiers-field';
import { ProductImagesField } from './product-images-field';
import styles from './admin-products.module.css';

/** What the form hands over: the typed fields, and the images as files still to upload or stored URLs, the cover first. */
export type ProductFormValues = z.output<typeof productUpdateFormSchema>;

interface ProductFormProps {
  /** The product being changed (as the admin's list reads it); without one the form adds a product. */
  product?: AdminProduct;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  /** A form on a card of its own (the add page), or bare inside a frame that is one already (a dialog). */
  framed?: boolean;
  /** Uploads and saves; a rejection's messages land on the fields or the form. */
  onSave: (values: ProductFormValues) => Promise<unknown>;
}

const numberField = { valueAsNumber: true } as const;
/** An empty box is "no limit" (null); anything else a number for the schema to check. */
const optionalNumberField = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) } as const;

/**
 * The product form once the categories are known: a select filled later would show (and save)
 * "No category" for a product that has one.
 */
export function ProductForm(props: ProductFormProps) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.categories.tree.queryOptions());
  if (categories.isPending) return <Loader label="Loading the categories" />;
  if (categories.isError) {
    return <ErrorNotice title="We couldn't load the categories." error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  }
  return <ProductFields {...props} categories={categories.data} />;
}

/**
 * The product form of add-product and of the update dialog (docs/product.md#5-validation-rules),
 * checked by the shared schema the procedures use, so every field says what the server would.
 * Adding clears the form after saving; updating keeps what was saved.
 */
function ProductFields({ product, categories, title, submitLabel, pendingLabel, framed = true, onSave }: ProductFormProps & { categories: CategoryTree }) {
  const titleId = useId();
  const form = useSchemaForm(product ? productUpdateFormSchema : productFormSchema, {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    price: product?.price,
    quantity: product?.quantity,
    minimumOrder: product?.minimumOrder,
    categoryId: product?.categoryId ?? '',
    status: product?.status ?? 'active',
    images: product?.images ?? [],
    packSize: product?.packSize ?? 1,
    maximumOrder: product?.maximumOrder ?? null,
    priceTiers: product?.priceTiers ?? [],
    weight: product?.weight ?? null,
    taxClass: product?.taxClass ?? 'standard',
  });
  const pending = form.formState.isSubmitting;

  return (
    <form
      className={framed ? layout.form : styles.bareForm}
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.submit(async (values) => {
        await onSave(values);
        if (!product) form.reset();
      })}
    >
      <h2 id={titleId}>{title}</h2>
      <InputField label="Name" autoComplete="off" {...form.field('name')} />
      <InputField
        label="SKU"
        autoComplete="off"
        hint={product ? 'Letters, digits, dots, dashes and underscores' : 'Left empty, one is generated'}
        {...form.field('sku')}
      />
      <InputField label="Price ($ per unit)" type="number" inputMode="decimal" min={0.01} step={0.01} {...form.field('price', numberField)} />
      <InputField label="Quantity (units in stock)" type="number" inputMode="numeric" min={0} step={1} {...form.field('quantity', numberField)} />
      <InputField label="Minimum order (units)" type="number" inputMode="numeric" min={1} step={1} {...form.field('minimumOrder', numberField)} />
      <InputField label="Pack size (units)" hint="The quantity ordered is a multiple of it; 1 sells by the unit" type="number" inputMode="numeric" min={1} step={1} {...form.field('packSize', numberField)} />
      <InputField
        label="Maximum order (units)"
        hint="Left empty, no limit but the stock"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...form.field('maximumOrder', optionalNumberField)}
      />
      <PriceTiersField form={form} />
      <InputField
        label="Weight (kg per unit)"
        hint="For shipping priced by weight; left empty, it counts as nothing"
        type="number"
        inputMode="decimal"
        min={0.001}
        step={0.001}
        {...form.field('weight', optionalNumberField)}
      />
      <SelectField label="Tax class" hint="Which of the delivery address’s tax rates applies" {...form.field('taxClass')}>
        {TAX_CLASSES.map((taxClass) => (
          <option key={taxClass} value={taxClass}>
            {TAX_CLASS_LABEL[taxClass]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Description" rows={4} {...form.field('description')} />
      <SelectField label="Category" {...form.field('categoryId')}>
        <option value="">No category</option>
        <CategoryOptions tree={categories} value="id" />
      </SelectField>
      <SelectField label="Status" hint="Draft: only admins see it. Archived: hidden from the shop, kept on its orders." {...form.field('status')}>
        {PRODUCT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
      <ProductImagesField control={form.control} name="images" />
      <FormAlert message={form.formError} />
      <button type="submit" className={`${button.primary} ${layout.submit}`} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
