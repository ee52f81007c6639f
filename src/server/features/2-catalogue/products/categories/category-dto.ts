import type { Category, CategoryTree } from '../../../../../shared/schemas/category';
import type { CategoryRow, listCategoriesWithCounts } from './categories-repository';

type CountedRow = Awaited<ReturnType<typeof listCategoriesWithCounts>>[number];

/** A category as the API shows it, with the number of active products a shopper finds in it. */
export function toCategoryDto(row: CategoryRow, productCount: number): Category {
  return { id: row.id, name: row.name, slug: row.slug, parentId: row.parentId, position: row.position, productCount };
}

/**
 * The rows, already in order, as the tree `GET /api/categories` answers: top-level categories with
 * their children, a parent counting its children's products with its own.
 */
export function toCategoryTree(rows: readonly CountedRow[]): CategoryTree {
  const tree = rows.filter((row) => row.parentId === null).map((row) => ({ ...toCategoryDto(row, Number(row.productCount)), children: [] as Category[] }));
  const parents = new Map(tree.map((parent) => [parent.id, parent]));
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : parents.get(row.parentId);
    if (!parent) continue;
    const child = toCategoryDto(row, Number(row.productCount));
    parent.children.push(child);
    parent.productCount += child.productCount;
  }
  return tree;
}
