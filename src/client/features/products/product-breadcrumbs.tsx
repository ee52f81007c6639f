import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CategoryTree } from '../../../shared/schemas/category';
import { useTRPC } from '../../lib/trpc';
import styles from './product-details.module.css';

/** The categories from the top down to `categoryId` (a child has its parent first); empty without one. */
export function categoryPath(tree: CategoryTree, categoryId: string | null): { name: string; slug: string }[] {
  if (categoryId === null) return [];
  for (const top of tree) {
    if (top.id === categoryId) return [top];
    const child = top.children.find((candidate) => candidate.id === categoryId);
    if (child) return [top, child];
  }
  return [];
}

/** Products › its category's path › the product, each step a link to the catalogue filtered by it. */
export function ProductBreadcrumbs({ categoryId, name }: { categoryId: string | null; name: string }) {
  const trpc = useTRPC();
  const tree = useQuery(trpc.categories.tree.queryOptions());
  const path = tree.data ? categoryPath(tree.data, categoryId) : [];
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/products">Products</Link>
        </li>
        {path.map((category) => (
          <li key={category.slug}>
            <Link to="/products" search={{ category: category.slug }}>
              {category.name}
            </Link>
          </li>
        ))}
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
