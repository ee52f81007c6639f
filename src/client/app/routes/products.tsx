import { getRouteApi } from '@tanstack/react-router';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { CardsCart } from '../../features/cart/cards-cart';
import { CataloguePage } from '../../features/products/catalogue/catalogue-page';
import { AddToListButton } from '../../features/requisition-lists/add-to-list-button';
import { smallestOrder } from '../../../shared/rules/quantity-rules';

const route = getRouteApi('/products');

/** /products: the catalogue, its every choice in the URL's search (app/search/catalogue-search.ts). */
export function ProductsRoute() {
  const navigate = route.useNavigate();
  return (
    <CardsCart>
      <CataloguePage view={route.useSearch()} onViewChange={(search, options) => void navigate({ search, replace: options?.replace })}
        cardAction={(product) => (
          <>
            <AddToCartButton product={product} />
            <AddToListButton lines={[{ productId: product._id, quantity: smallestOrder(product) }]} what={product.name} />
          </>
        )}
      />
    </CardsCart>
  );
}
