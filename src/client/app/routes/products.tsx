import { getRouteApi } from '@tanstack/react-router';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { CataloguePage } from '../../features/products/catalogue/catalogue-page';

const route = getRouteApi('/products');

/** /products: the catalogue, its every choice in the URL's search (app/search/catalogue-search.ts). */
export function ProductsRoute() {
  const navigate = route.useNavigate();
  return (
    <CataloguePage view={route.useSearch()} onViewChange={(search, options) => void navigate({ search, replace: options?.replace })}
      cardAction={(product) => <AddToCartButton product={product} />}
    />
  );
}
