import { toast } from 'sonner';
import { useSession } from '../../lib/use-session';
import { useAddProduct } from './api/add-product';
import { ProductForm, type ProductFormValues } from './product-form';
import { saveProductImages } from './save-product-images';
import styles from './admin-products.module.css';

/** dashboard/add-product (admins): uploads the images, then adds the product under the admin's own e-mail. */
export function AddProductPage() {
  const { user } = useSession();
  const add = useAddProduct({
    onSuccess: ({ insertedId }) => {
      if (insertedId) toast.success('New Product added');
    },
  });

  async function save({ images: chosen, ...fields }: ProductFormValues) {
    if (!user) return;
    const images = await saveProductImages(chosen);
    await add.mutateAsync({ email: user.email, productInformation: { ...fields, images } });
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
