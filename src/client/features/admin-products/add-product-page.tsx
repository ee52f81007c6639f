import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc';
import { useRefreshProducts } from './use-refresh-products';
import { useSession } from '../../lib/use-session';
import { ProductForm, type ProductFormValues } from './product-form';
import { saveProductImages } from './save-product-images';
import styles from './admin-products.module.css';

/** dashboard/add-product (admins): uploads the images, then adds the product under the admin's own e-mail. */
export function AddProductPage() {
  const trpc = useTRPC();
  const { user } = useSession();
  const refresh = useRefreshProducts();
  const add = useMutation(trpc.products.add.mutationOptions());

  async function save({ images: chosen, ...fields }: ProductFormValues) {
    if (!user) return;
    const images = await saveProductImages(chosen);
    const { insertedId } = await add.mutateAsync({ email: user.email, productInformation: { ...fields, images } });
    if (insertedId) toast.success('New Product added');
    await refresh();
  }

  return (
    <section aria-labelledby="add-product-title" className={styles.page}>
      <h1 id="add-product-title">Add Product</h1>
      <div className={styles.formColumn}>
        <ProductForm title="New product" submitLabel="Add Product" pendingLabel="Adding…" onSave={save} />
      </div>
    </section>
  );
}
