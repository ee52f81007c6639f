import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { OrderForm } from '../features/orders/order-form';
import { AddToListButton } from '../features/requisition-lists/add-to-list-button';
import type { Product } from '../../shared/schemas/product';

/**
 * A signed-in buyer's order form for a product: quantity, delivery and the ways to order, with
 * Add to cart beside them (and Add to list, on the product's page). A chunk of its own
 * (deferred-order-form.tsx), so a visitor's product page neither fetches nor runs its code, and
 * a buyer's page evaluates it in a task of its own.
 */
export function BuyerOrderForm({ product, withAddToList = false }: { product: Product; withAddToList?: boolean }) {
  return (
    <OrderForm
      key={product._id}
      product={product}
      action={(units) => (
        <>
          <AddToCartButton product={product} quantity={units} />
          {withAddToList && <AddToListButton lines={[{ productId: product._id, quantity: units }]} what={product.name} />}
        </>
      )}
    />
  );
}
