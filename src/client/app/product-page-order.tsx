import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { OrderForm } from '../features/orders/order-form';
import { AddToListButton } from '../features/requisition-lists/add-to-list-button';
import type { Product } from '../../shared/schemas/product';

/**
 * A product page's order form for a signed-in buyer: quantity, delivery and the ways to order,
 * with Add to cart and Add to list beside them. A chunk of its own (product-page.tsx loads it
 * only for a buyer), so a visitor's page neither fetches nor runs the form's code.
 */
export function ProductPageOrder({ product }: { product: Product }) {
  return (
    <OrderForm
      key={product._id}
      product={product}
      action={(units) => (
        <>
          <AddToCartButton product={product} quantity={units} />
          <AddToListButton lines={[{ productId: product._id, quantity: units }]} what={product.name} />
        </>
      )}
    />
  );
}
