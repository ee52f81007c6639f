import type { ReactNode } from 'react';
import type { Product } from '../../../shared/schemas/product';
import { ProductCard } from './product-card';
import cards from '../../components/card-grid.module.css';

/** The home page's grid of cards, in a chunk of its own (product-grid.tsx loads it beside the products' data). */
export function ProductCards({ products, cardAction }: { products: Product[]; cardAction?: (product: Product) => ReactNode }) {
  return (
    <ul className={cards.grid}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} withOrderLink action={cardAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
