import { ProductGrid } from '../../features/products/product-grid';

export function HomePage() {
  return <ProductGrid />;
}
